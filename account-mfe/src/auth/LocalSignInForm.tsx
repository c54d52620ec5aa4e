import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { getAuthAdapter, selectAuth, useAppSelector } from '@bento/store';
import { AuthLink } from './AuthLink';
import { errorMessage, signInLocal } from './localAccountsApi';
import { withRedirect } from './redirectTarget';
import styles from './AuthForm.module.css';

/** E-mail and password against POST /api/auth/local/sign-in; the API's message on failure. */
export function LocalSignInForm() {
  const { signUpUrl } = useAppSelector(selectAuth);
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signInLocal(email, password);
      // Signed in: the page frame moves on to redirect_url once the store knows.
      await getAuthAdapter().refresh();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
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
          autoComplete="current-password"
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
        Sign In
      </button>
      <p className={styles.switch}>
        Don&apos;t have an account? <AuthLink to={withRedirect(signUpUrl, location.search)}>Sign up</AuthLink>
      </p>
    </form>
  );
}
