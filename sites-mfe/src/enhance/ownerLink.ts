import { HOOKS } from './hooks';

/** Same origin as the page (the API rendered it); reads the session cookie, or Clerk's __session. */
export const SESSION_PATH = '/api/auth/session';

interface SessionBody {
  user?: { id?: unknown } | null;
}

/** Reveals 'Edit your site' when the signed-in user owns the site; answers whether it did. Failures hide it. */
export async function revealOwnerLink(
  doc: Document,
  ownerId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const link = doc.querySelector<HTMLElement>(HOOKS.ownerLink);
  if (!link || !ownerId) return false;
  try {
    const response = await fetchImpl(SESSION_PATH, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return false;
    const body = (await response.json()) as SessionBody | null;
    if (body?.user?.id !== ownerId) return false;
    link.hidden = false;
    return true;
  } catch {
    return false;
  }
}
