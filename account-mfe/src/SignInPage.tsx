import { lazy, Suspense } from 'react';
import { getAuthAdapter } from '@bento/store';
import { AuthPageFrame } from './auth/AuthPageFrame';
import { LocalSignInForm } from './auth/LocalSignInForm';

const ClerkSignIn = lazy(() => import('./auth/ClerkSignIn'));

/** /sign-in/*: our form with local accounts, Clerk's hosted component with Clerk. */
export function SignInPage() {
  if (getAuthAdapter().provider === 'clerk') {
    return (
      <AuthPageFrame>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <ClerkSignIn />
        </Suspense>
      </AuthPageFrame>
    );
  }
  return (
    <AuthPageFrame title="Sign in">
      <LocalSignInForm />
    </AuthPageFrame>
  );
}

export default SignInPage;
