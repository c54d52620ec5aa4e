// Everything only a signed-in user runs on '/', in one chunk downloaded once someone is signed in (issue 17: a
// signed-out visitor's first screen neither downloads nor evaluates it, RTK Query included). Reached only through
// lazySignedInParts.ts.
export { SignedInSession } from './SignedInSession';
export { DesignList } from '../sidebar/DesignList';
export { NewDesignButton } from '../sidebar/NewDesignButton';
export { DesignLimitNotice } from '../sidebar/DesignLimitNotice';
export { publishFromSidebar, shareDesign } from '../publish/signedInFlow';
