import { useState } from 'react';
import type { SessionUser } from '@bento/store';
import { ResendVerification } from '../auth/ResendVerification';
import { SettingsField, SubmitStatus } from './SettingsField';
import { requestEmailChange } from './settingsApi';
import { useSettingsSubmit } from './useSettingsSubmit';
import styles from './Settings.module.css';

export const NOT_VERIFIED =
  'Not verified yet: open the link we sent to this address. Publishing a site needs a verified address.';

const EMPTY = { newEmail: '', password: '' };

/**
 * The account's address: whether it is verified (with 'Send a new link' when not), and a change that takes
 * effect once the link mailed to the new address is opened.
 */
export function EmailForm({ user }: { user: SessionUser }) {
  const [fields, setFields] = useState(EMPTY);
  const { state, busy, submit, reset } = useSettingsSubmit(async () => {
    const { message } = await requestEmailChange(fields.newEmail, fields.password);
    setFields(EMPTY);
    return message;
  });
  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    if (state.kind !== 'busy') reset();
  };
  const verified = user.emailVerified !== false;

  return (
    <>
      <p className={styles.warning}>
        <span className={styles.email}>{user.email}</span> · {verified ? 'Verified' : NOT_VERIFIED}
      </p>
      {!verified && <ResendVerification buttonClassName={styles.close} messageClassName={styles.done} />}
      <form className={styles.form} onSubmit={submit} noValidate>
        <SettingsField
          label="New e-mail address"
          type="email"
          name="newEmail"
          autoComplete="email"
          value={fields.newEmail}
          onChange={set('newEmail')}
        />
        <SettingsField
          label="Current password"
          type="password"
          name="emailChangePassword"
          autoComplete="current-password"
          value={fields.password}
          onChange={set('password')}
        />
        <SubmitStatus state={state} />
        <button
          type="submit"
          className={styles.submit}
          disabled={busy || !fields.newEmail.trim() || !fields.password}
        >
          {busy ? 'Sending…' : 'Change E-mail'}
        </button>
      </form>
    </>
  );
}
