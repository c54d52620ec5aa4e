import { useEffect, useState, type ReactNode } from 'react';
import { getAuthAdapter, type SessionUser } from '@bento/store';
import { Link } from '@bento/ui/router';
import { errorMessage } from '../settings/useSettingsSubmit';
import { AuthLayout } from './AuthLayout';
import { useLinkToken } from './useLinkToken';
import styles from './AuthForm.module.css';

export const INVALID_EMAIL_LINK = 'This link is invalid or has expired. Please request a new one.';

// One request per link, however often the page's effect runs (React's development double run included): a link
// works once, so a second request would answer that it is used.
const uses = new Map<string, Promise<SessionUser>>();

type Outcome = { kind: 'busy' } | { kind: 'done'; user: SessionUser } | { kind: 'error'; message: string };

/**
 * A page a mailed link opens (/verify-email#<token>, /confirm-email#<token>): it uses the link at once, says
 * what came of it, and refreshes the signed-in user of this browser (who may be someone else, or nobody).
 */
export function EmailLinkPage({
  title,
  openLink,
  done,
  failed,
}: {
  title: string;
  openLink: (token: string) => Promise<{ user: SessionUser }>;
  done: (user: SessionUser) => ReactNode;
  /** What the user can do after a failure (ask for a new link). */
  failed: ReactNode;
}) {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { kind: 'busy' } : { kind: 'error', message: INVALID_EMAIL_LINK },
  );
  useEffect(() => {
    if (!token) return;
    let live = true;
    let used = uses.get(token);
    if (!used) {
      used = openLink(token).then((answer) => answer.user);
      uses.set(token, used);
    }
    used.then(
      async (user) => {
        await getAuthAdapter().refresh();
        if (live) setOutcome({ kind: 'done', user });
      },
      (error: unknown) => {
        if (live) setOutcome({ kind: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [token, openLink]);

  return (
    <AuthLayout title={title}>
      {outcome.kind === 'busy' && (
        <p className={styles.notice} role="status">
          Checking your link…
        </p>
      )}
      {outcome.kind === 'done' && (
        <>
          <p className={styles.notice} role="status">
            {done(outcome.user)}
          </p>
          <p className={styles.switch}>
            <Link to="/">Go to the editor</Link>
          </p>
        </>
      )}
      {outcome.kind === 'error' && (
        <>
          <p className={styles.error} role="alert">
            {outcome.message}
          </p>
          <div className={styles.switch}>{failed}</div>
        </>
      )}
    </AuthLayout>
  );
}
