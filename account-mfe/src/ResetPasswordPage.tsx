import { useState } from 'react';
import { getAuthAdapter } from '@bento/store';
import { Link } from '@bento/ui/router';
import { AuthLayout } from './auth/AuthLayout';
import { AuthFormSubmit, PasswordField, useFormRequest } from './auth/LocalAuthForm';
import { resetPassword } from './auth/localAccountsApi';
import { useLinkToken } from './auth/useLinkToken';
import styles from './auth/AuthForm.module.css';

const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

/**
 * /reset-password#<token>: the link of the reset mail. Sets a new password; every session of the account ends
 * (this browser's too, so the store is refreshed), and the user signs in with the new password.
 */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { error, busy, onSubmit } = useFormRequest(async () => {
    await resetPassword(token, password);
    setDone(true);
    await getAuthAdapter().refresh();
  });
  const shownError = token ? error : INVALID_LINK;

  return (
    <AuthLayout title="Choose a new password">
      {done ? (
        <p className={styles.notice} role="status">
          Your password has been changed and every session of your account signed out.{' '}
          <Link to="/sign-in">Sign in</Link> with your new password.
        </p>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={setPassword}
          />
          <AuthFormSubmit error={shownError} busy={busy || !token} label="Set new password" />
          {shownError === INVALID_LINK && <Link to="/forgot-password">Request a new link</Link>}
        </form>
      )}
    </AuthLayout>
  );
}

export default ResetPasswordPage;
