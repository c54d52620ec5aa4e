import { useState } from 'react';
import { authChanged, getAuthAdapter, useAppDispatch, type SessionUser } from '@bento/store';
import { SettingsField, SubmitStatus } from './SettingsField';
import { renameAccount } from './settingsApi';
import { useSettingsSubmit } from './useSettingsSubmit';
import styles from './Settings.module.css';

export const NAME_SAVED = 'Name saved.';

/** The account's full name: blank removes it (the sidebar then shows the e-mail address). */
export function NameForm({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const [fullName, setFullName] = useState(user.fullName ?? '');
  const { state, busy, submit, reset } = useSettingsSubmit(async () => {
    const { user: updated } = await renameAccount(fullName);
    // The sidebar shows the new name at once; the adapter then re-reads the session as usual.
    dispatch(authChanged({ user: updated }));
    void getAuthAdapter().refresh();
    setFullName(updated.fullName ?? '');
    return NAME_SAVED;
  });
  const unchanged = fullName.trim() === (user.fullName ?? '').trim();

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SettingsField
        label="Full name"
        name="fullName"
        autoComplete="name"
        maxLength={100}
        value={fullName}
        onChange={(value) => {
          setFullName(value);
          reset();
        }}
      />
      <SubmitStatus state={state} />
      <button type="submit" className={styles.submit} disabled={busy || unchanged}>
        {busy ? 'Saving…' : 'Save Name'}
      </button>
    </form>
  );
}
