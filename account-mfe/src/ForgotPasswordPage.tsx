import { useState } from 'react';
import { Link } from '@bento/ui/router';
import { AuthPageFrame } from './auth/AuthPageFrame';
import { AuthFormSubmit, EmailField, useFormRequest } from './auth/LocalAuthForm';
import { requestPasswordReset } from './auth/localAccountsApi';
import styles from './auth/AuthForm.module.css';

/** /forgot-password: asks for the account's e-mail and sends a reset link (the same answer for any address). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { error, busy, onSubmit } = useFormRequest(async () => {
    setSent((await requestPasswordReset(email)).message);
  });

  return (
    <AuthPageFrame title="Reset your password">
      {sent ? (
        <p className={styles.notice} role="status">
          {sent}
        </p>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p className={styles.intro}>
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </p>
          <EmailField value={email} onChange={setEmail} />
          <AuthFormSubmit error={error} busy={busy} label="Send reset link" />
        </form>
      )}
      <p className={styles.switch}>
        <Link to="/sign-in">Back to sign in</Link>
      </p>
    </AuthPageFrame>
  );
}

export default ForgotPasswordPage;
