import { useState } from 'react';
import {
  accountForgotten,
  getAuthAdapter,
  toastShown,
  useAppDispatch,
  useAuth,
  type SessionUser,
} from '@bento/store';
import { SettingsField, SubmitStatus } from './SettingsField';
import { confirmsDeletion, deleteAccount } from './settingsApi';
import { useSettingsSubmit } from './useSettingsSubmit';
import styles from './Settings.module.css';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

/**
 * Delete the account with its designs, published sites and uploaded images. The button works once the password
 * is given and the account's e-mail is typed; then the user is signed out like a chosen sign-out, which also
 * forgets what the account kept on this device.
 */
export function DeleteAccountForm({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const { signOut } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { state, busy, submit, reset } = useSettingsSubmit(async () => {
    await deleteAccount(password, confirm);
    try {
      await signOut();
    } catch {
      // The account is gone whatever the sign-out call said: forget it here and re-read the session.
      dispatch(accountForgotten());
      void getAuthAdapter().refresh();
    }
    dispatch(toastShown(ACCOUNT_DELETED, 'info'));
    return null;
  });
  const ready = password !== '' && confirmsDeletion(confirm, user.email);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.warning}>
        This deletes your account, all your designs, your published sites and your uploaded images. Your sites
        go offline at once. This cannot be undone.
      </p>
      <SettingsField
        label="Password"
        type="password"
        name="deletePassword"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          reset();
        }}
      />
      <SettingsField
        label={
          <span>
            Type <strong className={styles.email}>{user.email}</strong> to confirm
          </span>
        }
        name="confirmEmail"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={confirm}
        onChange={(value) => {
          setConfirm(value);
          reset();
        }}
      />
      <SubmitStatus state={state} />
      <button type="submit" className={styles.danger} disabled={busy || !ready}>
        {busy ? 'Deleting…' : 'Delete Account'}
      </button>
    </form>
  );
}
