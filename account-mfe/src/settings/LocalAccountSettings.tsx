import { useId, type ReactNode } from 'react';
import type { SessionUser } from '@bento/store';
import { DeleteAccountForm } from './DeleteAccountForm';
import { EmailForm } from './EmailForm';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import styles from './Settings.module.css';

function Section({ title, tone, children }: { title: string; tone?: 'danger'; children: ReactNode }) {
  const id = useId();
  return (
    <section
      className={tone === 'danger' ? `${styles.section} ${styles.dangerZone}` : styles.section}
      aria-labelledby={id}
    >
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Account Settings for a local account: who it is, then its name, its e-mail, its password and its deletion. */
export function LocalAccountSettings({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  return (
    <>
      <div className={styles.scroll}>
        <p className={styles.who}>
          <span className={styles.whoName}>{user.fullName?.trim() || user.email}</span>
          <span className={styles.whoEmail}>{user.email}</span>
        </p>
        <Section title="Name">
          <NameForm user={user} />
        </Section>
        <Section title="E-mail">
          <EmailForm user={user} />
        </Section>
        <Section title="Password">
          <PasswordForm />
        </Section>
        <Section title="Delete account" tone="danger">
          <DeleteAccountForm user={user} />
        </Section>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.close} onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}
