import { useState } from 'react';
import { useLocation } from '@bento/ui/router';
import { selectAuth, useAppSelector } from '@bento/store';
import { AuthLink } from './AuthLink';
import {
  AuthField,
  AuthFormSubmit,
  CredentialFields,
  useAuthFormSubmit,
  type Credentials,
} from './LocalAuthForm';
import { signUpLocal } from './localAccountsApi';
import { withRedirect } from './redirectTarget';
import type { TermsConsent } from './useTermsConsent';
import styles from './AuthForm.module.css';

/** Full name (optional), e-mail and password against POST /api/auth/local/sign-up, once the terms are accepted. */
export function LocalSignUpForm({ consent }: { consent: TermsConsent }) {
  const { signInUrl } = useAppSelector(selectAuth);
  const location = useLocation();
  const [fullName, setFullName] = useState('');
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const { error, busy, onSubmit } = useAuthFormSubmit(
    () => signUpLocal({ ...credentials, fullName }),
    () => consent.require(),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign up">
      <AuthField
        label="Full name (optional)"
        type="text"
        name="fullName"
        autoComplete="name"
        value={fullName}
        onChange={setFullName}
      />
      <CredentialFields value={credentials} onChange={setCredentials} passwordAutoComplete="new-password" />
      <AuthFormSubmit error={error} busy={busy} label="Sign Up" />
      <p className={styles.switch}>
        Already have an account? <AuthLink to={withRedirect(signInUrl, location.search)}>Sign in</AuthLink>
      </p>
    </form>
  );
}
