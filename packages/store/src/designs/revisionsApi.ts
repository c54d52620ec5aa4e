// A design's version history (docs/api.md 'Revisions'): the last saved documents, each restorable, and what a
// save that met a newer revision answers (412 revision_conflict).
import type { GridData } from '@bento/core';
import { isApiError } from '../api';
import { getApiClient } from '../auth';
import { ifMatch, type Design } from './designsApi';

export type RevisionReason = 'create' | 'save' | 'restore';

export interface DesignRevision {
  id: string;
  revision: number;
  title: string;
  createdAt: string;
  sizeBytes: number;
  /** A site got this document (publish, republish). */
  published: boolean;
  reason: RevisionReason;
  /** For a restore: the revision whose document it brought back. */
  restoredFrom: number | null;
  /** The design's document now. */
  current: boolean;
}

export interface DesignRevisionDocument extends DesignRevision {
  gridData: GridData;
}

/** The API's wording of a conflict (docs/api.md), also what the status pill says. */
export const REVISION_CONFLICT_MESSAGE = 'This design was changed on another device or tab';

const path = (designId: string, rest = '') => `/designs/${encodeURIComponent(designId)}/revisions${rest}`;

export const revisionsApi = {
  /** Newest first. */
  list: async (designId: string): Promise<DesignRevision[]> =>
    (await getApiClient().get<{ items: DesignRevision[] }>(path(designId))).items,
  get: (designId: string, revisionId: string) =>
    getApiClient().get<DesignRevisionDocument>(path(designId, `/${encodeURIComponent(revisionId)}`)),
  /** Makes the revision's document current, as a new revision; `basedOn` as for a save. */
  restore: (designId: string, revisionId: string, basedOn?: number | null) =>
    getApiClient().request<Design>(
      'POST',
      path(designId, `/${encodeURIComponent(revisionId)}/restore`),
      undefined,
      ifMatch(basedOn),
    ),
};

/** A save or restore refused because the design has a newer revision: that revision, else null. */
export function conflictingRevision(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 412) return null;
  const revision = error.details.revision;
  return typeof revision === 'number' && Number.isInteger(revision) ? revision : 0;
}
