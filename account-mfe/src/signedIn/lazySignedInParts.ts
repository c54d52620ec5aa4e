// The first screen's way to the signed-in code (signedInParts.ts): one dynamic import, so the parts below come in
// one download, started by whichever is rendered (or called) first.
import { lazy } from 'react';

export const loadSignedInParts = () => import('./signedInParts');

export const LazySignedInSession = lazy(() =>
  loadSignedInParts().then((parts) => ({ default: parts.SignedInSession })),
);
export const LazyDesignList = lazy(() =>
  loadSignedInParts().then((parts) => ({ default: parts.DesignList })),
);
export const LazyNewDesignButton = lazy(() =>
  loadSignedInParts().then((parts) => ({ default: parts.NewDesignButton })),
);
export const LazyDesignLimitNotice = lazy(() =>
  loadSignedInParts().then((parts) => ({ default: parts.DesignLimitNotice })),
);
