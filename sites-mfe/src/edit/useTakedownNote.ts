// /{slug}/edit of a site an administrator took down: everyone is told 'This site is unavailable'; its owner also
// reads the administrator's reason, from their own designs list (the public answer never carries it).
import { useEffect, useState } from 'react';
import { designsApi, selectAuth, TAKEN_DOWN_TEXTS, useAppSelector } from '@bento/store';
import { SITE_UNAVAILABLE_NOTE } from '../viewer/siteTypes';

async function ownersNote(slug: string): Promise<string | null> {
  try {
    for (const design of await designsApi.list()) {
      const site = design.publishedSites.find((candidate) => candidate.slug === slug && candidate.takenDown);
      if (site) return TAKEN_DOWN_TEXTS.note(site.takedownReason);
    }
  } catch {
    // Not known: the public note stands.
  }
  return null;
}

/** The note under 'This site is unavailable' while `takenDown`: the reason for the owner, else the public one. */
export function useTakedownNote(slug: string, takenDown: boolean): string {
  const { isSignedIn, user } = useAppSelector(selectAuth);
  const userId = isSignedIn && user ? user.id : null;
  const [owners, setOwners] = useState<{ key: string; note: string | null } | null>(null);
  const key = `${userId}\n${slug}`;
  useEffect(() => {
    if (!takenDown || !userId) return;
    let live = true;
    void ownersNote(slug).then((note) => live && setOwners({ key, note }));
    return () => {
      live = false;
    };
  }, [key, slug, takenDown, userId]);
  return (owners?.key === key ? owners.note : null) ?? SITE_UNAVAILABLE_NOTE;
}
