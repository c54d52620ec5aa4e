import { SignUp } from '@clerk/react';
import { selectAuth, useAppSelector } from '@bento/store';

/** Clerk mode: the hosted sign-up component (loaded only when the server signs in with Clerk). */
export function ClerkSignUp() {
  const { signInUrl } = useAppSelector(selectAuth);
  return <SignUp routing="path" path="/sign-up" signInUrl={signInUrl} />;
}

export default ClerkSignUp;
