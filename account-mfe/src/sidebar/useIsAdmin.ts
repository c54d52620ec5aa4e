// Whether the signed-in user is an administrator, for the account menu's 'Admin' item (issue 29). Asked once per
// user (GET /api/admin/me: 200 for an admin, 403 for everyone else); any failure counts as not an admin.
import { useEffect, useState } from 'react';
import { getApiClient } from '@bento/store';

const answers = new Map<string, Promise<boolean>>();

function askIsAdmin(userId: string): Promise<boolean> {
  let answer = answers.get(userId);
  if (!answer) {
    answer = getApiClient()
      .get('/admin/me')
      .then(
        () => true,
        () => false,
      );
    answers.set(userId, answer);
  }
  return answer;
}

export function useIsAdmin(userId: string | null): boolean {
  const [known, setKnown] = useState<{ userId: string; admin: boolean } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void askIsAdmin(userId).then((admin) => live && setKnown({ userId, admin }));
    return () => {
      live = false;
    };
  }, [userId]);
  return known !== null && known.userId === userId && known.admin;
}
