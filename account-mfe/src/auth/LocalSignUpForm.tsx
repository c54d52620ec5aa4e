import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { getAuthAdapter, selectAuth, useAppSelector } from '@bento/store';
import { AuthLink } from './AuthLink';
import { errorMessage, signUpLocal } from './localAccountsApi';
import { withRedirect } from './redirectTarget';
import type { TermsConsent } from './useTermsConsent';
import styles from './AuthForm.module.css';

/** Full name (optional), e-mail and password against POST /api/auth/local/sign-up, once the terms are accepted. */
export function LocalSignUpForm({ consent }: { consent: TermsConsent }) {
  const { signInUrl } = useAppSelector(selectAuth);
  const location = useLocation();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!consent.require()) return;
    setBusy(true);
    setError(null);
    try {
      await signUpLocal({ email, password, fullName });
      // Signed up and in: the page frame moves on to redirect_url once the store knows.
      await getAuthAdapter().refresh();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Sign up">
      <label className={styles.field}>
        Full name (optional)
        <input
          type="text"
          name="fullName"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        E-mail
        <input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        Password
        <input
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button className={styles.submit} type="submit" disabled={busy}>
        Sign Up
      </button>
      <p className={styles.switch}>
        Already have an account? <AuthLink to={withRedirect(signInUrl, location.search)}>Sign in</AuthLink>
      </p>
    </form>
  );
}
