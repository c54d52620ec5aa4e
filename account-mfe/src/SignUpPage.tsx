import { lazy, Suspense } from 'react';
import { getAuthAdapter } from '@bento/store';
import { AuthPageFrame } from './auth/AuthPageFrame';
import { ConsentGate } from './auth/ConsentGate';
import { LocalSignUpForm } from './auth/LocalSignUpForm';
import { TermsConsentField } from './auth/TermsConsentField';
import { useTermsConsent } from './auth/useTermsConsent';

const ClerkSignUp = lazy(() => import('./auth/ClerkSignUp'));

/** /sign-up/*: the terms checkbox above the sign-up form (ours with local accounts, Clerk's hosted one with Clerk). */
export function SignUpPage() {
  const { consent, checkboxRef } = useTermsConsent();
  const clerk = getAuthAdapter().provider === 'clerk';
  return (
    <AuthPageFrame title="Sign up">
      <TermsConsentField consent={consent} checkboxRef={checkboxRef} />
      {clerk ? (
        <ConsentGate consent={consent}>
          <Suspense fallback={<p role="status">Loading...</p>}>
            <ClerkSignUp />
          </Suspense>
        </ConsentGate>
      ) : (
        <LocalSignUpForm consent={consent} />
      )}
    </AuthPageFrame>
  );
}

export default SignUpPage;
