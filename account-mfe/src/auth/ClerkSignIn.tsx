import { SignIn } from '@clerk/react';
import { selectAuth, useAppSelector } from '@bento/store';

/** Clerk mode: the hosted sign-in component (loaded only when the server signs in with Clerk). */
export function ClerkSignIn() {
  const { signUpUrl } = useAppSelector(selectAuth);
  return <SignIn routing="path" path="/sign-in" signUpUrl={signUpUrl} />;
}

export default ClerkSignIn;
