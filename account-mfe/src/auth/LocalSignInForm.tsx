import { useState } from 'react';
import { Link, useLocation } from '@bento/ui/router';
import { selectAuth, useAppSelector } from '@bento/store';
import { AuthLink } from './AuthLink';
import { AuthFormSubmit, CredentialFields, useAuthFormSubmit, type Credentials } from './LocalAuthForm';
import { signInLocal } from './localAccountsApi';
import { withRedirect } from './redirectTarget';
import styles from './AuthForm.module.css';

/** E-mail and password against POST /api/auth/local/sign-in; the API's message on failure. */
export function LocalSignInForm() {
  const { signUpUrl } = useAppSelector(selectAuth);
  const location = useLocation();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const { error, busy, onSubmit } = useAuthFormSubmit(() =>
    signInLocal(credentials.email, credentials.password),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <CredentialFields
        value={credentials}
        onChange={setCredentials}
        passwordAutoComplete="current-password"
      />
      <Link className={styles.forgot} to="/forgot-password">
        Forgot password?
      </Link>
      <AuthFormSubmit error={error} busy={busy} label="Sign In" />
      <p className={styles.switch}>
        Don&apos;t have an account? <AuthLink to={withRedirect(signUpUrl, location.search)}>Sign up</AuthLink>
      </p>
    </form>
  );
}
