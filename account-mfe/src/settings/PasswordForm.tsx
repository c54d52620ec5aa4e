import { useState } from 'react';
import { SettingsField, SubmitStatus } from './SettingsField';
import { changePassword } from './settingsApi';
import { useSettingsSubmit } from './useSettingsSubmit';
import styles from './Settings.module.css';

export const PASSWORDS_DIFFER = 'The new passwords do not match.';
export const PASSWORD_CHANGED = 'Password changed. You have been signed out on every other device.';

const EMPTY = { current: '', next: '', repeat: '' };

/** Change the password: the current one is required; the server holds the new one to the sign-up rules. */
export function PasswordForm() {
  const [fields, setFields] = useState(EMPTY);
  const { state, busy, submit, reset } = useSettingsSubmit(
    async () => {
      await changePassword(fields.current, fields.next);
      setFields(EMPTY);
      return PASSWORD_CHANGED;
    },
    () => (fields.next === fields.repeat ? null : PASSWORDS_DIFFER),
  );
  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    if (state.kind !== 'busy') reset();
  };
  const complete = fields.current !== '' && fields.next !== '' && fields.repeat !== '';

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SettingsField
        label="Current password"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={fields.current}
        onChange={set('current')}
      />
      <SettingsField
        label="New password"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={fields.next}
        onChange={set('next')}
      />
      <SettingsField
        label="Repeat new password"
        type="password"
        name="repeatPassword"
        autoComplete="new-password"
        value={fields.repeat}
        onChange={set('repeat')}
      />
      <SubmitStatus state={state} />
      <button type="submit" className={styles.submit} disabled={busy || !complete}>
        {busy ? 'Changing…' : 'Change Password'}
      </button>
    </form>
  );
}
