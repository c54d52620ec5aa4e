// The Version history panel's wording (issue 28: the last 20 saved versions of a design, each restorable).
import { formatBytes } from '@bento/core';
import type { DesignRevision } from '@bento/store';

export const HISTORY_TEXTS = {
  menuItem: 'Version history',
  title: (design: string) => `Version history: ${design}`,
  intro:
    'The last 20 saved versions of this design, and the ones that were published. Restoring one makes it the current version; nothing is deleted.',
  loading: 'Loading versions…',
  loadFailed: 'Failed to load the version history. Please try again.',
  previewFailed: 'Failed to load this version. Please try again.',
  previewLoading: 'Loading preview…',
  current: 'Current',
  published: 'Published',
  restore: 'Restore this version',
  restoring: 'Restoring…',
  restored: 'Version restored',
  retry: 'Try again',
  close: 'Close',
  listLabel: 'Saved versions',
} as const;

const timeFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

export function revisionTime(revision: Pick<DesignRevision, 'createdAt'>): string {
  const date = new Date(revision.createdAt);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/** 'Version 12 · 18.4 KB', with how it came about when it was not an ordinary save. */
export function revisionSummary(revision: DesignRevision): string {
  const parts = [`Version ${revision.revision}`, formatBytes(revision.sizeBytes)];
  if (revision.reason === 'create') parts.push('created');
  if (revision.reason === 'restore' && revision.restoredFrom !== null)
    parts.push(`restored from version ${revision.restoredFrom}`);
  return parts.join(' · ');
}
