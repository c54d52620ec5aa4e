import { useCallback, useEffect, useState } from 'react';
import {
  selectAuth,
  templatesApi,
  useAppSelector,
  errorMessage,
  type TemplateSubmission,
} from '@bento/store';
import { SUBMISSION_TEXTS, submissionState } from './submissionTexts';
import styles from './MySubmissions.module.css';

type Loaded = { state: 'ready'; items: TemplateSubmission[] } | { state: 'failed'; message: string };

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * A signed-in author's template submissions and where each stands (waiting for review, approved, or rejected with
 * the reviewer's reason), folded under the gallery's header. Nothing shows for someone who submitted nothing.
 */
export function MySubmissions() {
  const { isSignedIn, user } = useAppSelector(selectAuth);
  const userId = isSignedIn && user ? user.id : null;
  const [loaded, setLoaded] = useState<{ userId: string; result: Loaded } | null>(null);
  const [reloads, setReloads] = useState(0);

  const load = useCallback(async (forUser: string) => {
    try {
      return { userId: forUser, result: { state: 'ready', items: await templatesApi.mine() } as Loaded };
    } catch (error) {
      return {
        userId: forUser,
        result: { state: 'failed', message: errorMessage(error, SUBMISSION_TEXTS.loadFailed) } as Loaded,
      };
    }
  }, []);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void load(userId).then((answer) => live && setLoaded(answer));
    return () => {
      live = false;
    };
  }, [load, userId, reloads]);

  const result = userId && loaded?.userId === userId ? loaded.result : null;
  if (!result) return null;
  if (result.state === 'failed') {
    return (
      <p className={styles.failed} role="alert">
        {result.message}{' '}
        <button type="button" onClick={() => setReloads((count) => count + 1)}>
          {SUBMISSION_TEXTS.retry}
        </button>
      </p>
    );
  }
  if (result.items.length === 0) return null;
  return (
    <details className={styles.panel}>
      <summary>{SUBMISSION_TEXTS.heading(result.items.length)}</summary>
      <ul className={styles.list} aria-label="Your submissions">
        {result.items.map((submission) => (
          <li key={submission.id} className={styles.item} data-state={submission.state}>
            <span className={styles.title}>{submission.title}</span>
            <span className={styles.meta}>
              {submission.category} ·{' '}
              <time dateTime={submission.createdAt}>{dateFormat.format(new Date(submission.createdAt))}</time>
            </span>
            <span className={styles.state}>{submissionState(submission)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
