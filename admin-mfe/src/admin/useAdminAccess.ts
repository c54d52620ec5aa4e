// Whether the signed-in user may use the admin panel: GET /api/admin/me, asked again when someone else signs in.
// Signed-out visitors never get here (the shell's protected route sends them to sign in).
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError, selectAuth, useAppSelector } from '@bento/store';
import { adminApi, type AdminMe } from './adminApi';

/** Not from the API: a check that failed for another reason than the role (network, server). */
export const ACCESS_CHECK_FAILED = 'Could not open the admin panel. Please try again.';

export type AdminAccess =
  | { status: 'checking' }
  | { status: 'admin'; me: AdminMe }
  /** 403 'Not authorised': signed in, but not an admin. */
  | { status: 'forbidden' }
  | { status: 'failed'; message: string };

export function useAdminAccess(): { access: AdminAccess; retry: () => void } {
  const userId = useAppSelector(selectAuth).user?.id ?? null;
  const [answer, setAnswer] = useState<{ access: AdminAccess; for: string | null; attempt: number } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const ticket = (latest.current += 1);
    const settle = (access: AdminAccess) => {
      if (ticket === latest.current) setAnswer({ access, for: userId, attempt });
    };
    adminApi.me().then(
      (me) => settle({ status: 'admin', me }),
      (caught: unknown) =>
        settle(
          isApiError(caught) && caught.status === 403
            ? { status: 'forbidden' }
            : { status: 'failed', message: errorMessage(caught, ACCESS_CHECK_FAILED) },
        ),
    );
    return () => {
      latest.current += 1;
    };
  }, [userId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // An answer about someone else, or from before a retry, is no answer yet.
  const current = answer && answer.for === userId && answer.attempt === attempt;
  return { access: current ? answer.access : { status: 'checking' }, retry };
}
