// The design's ETag carries its revision ("r12-<hash of the body>"), and If-Match is compared by that number only:
// the body also changes when a title or a site link does, which is no reason to refuse a save.
import { ApiError } from '../../web/errors';

/** `"r<revision>-<hash>"` from the body's strong ETag `"<hash>"` (web/encodedBody.ts bodyEtag). */
export function revisionEtag(revision: number, bodyEtag: string): string {
  return `"r${revision}-${bodyEtag.slice(1)}`;
}

/** An If-Match header as the revisions it names: `*` (any), or a list (empty when nothing in it is a tag of ours). */
export type IfMatch = '*' | number[];

// "r12", "r12-<anything>", weak or not; an encoded form's tag ("r12-<hash>-br") names the same revision.
const REVISION_TAG = /^(?:W\/)?"r(\d{1,15})(?:-[^"]*)?"$/;

/** undefined when the request has no If-Match (older clients: no check). */
export function parseIfMatch(header: string | undefined): IfMatch | undefined {
  if (header === undefined) return undefined;
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.includes('*')) return '*';
  return tags.flatMap((tag) => {
    const match = REVISION_TAG.exec(tag);
    return match ? [Number(match[1])] : [];
  });
}

export function ifMatchAllows(ifMatch: IfMatch, revision: number): boolean {
  return ifMatch === '*' || ifMatch.includes(revision);
}

export const REVISION_CONFLICT_MESSAGE = 'This design was changed on another device or tab';

/** 412: the design is no longer at the revision the client based its change on. */
export function revisionConflict(current: { revision: number; updatedAt: Date; etag: string }): ApiError {
  return new ApiError(412, 'revision_conflict', REVISION_CONFLICT_MESSAGE, {
    fields: { revision: current.revision, updatedAt: current.updatedAt.toISOString() },
    headers: { ETag: current.etag },
  });
}
