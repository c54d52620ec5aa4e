// What goes into local storage (editor-core.md §9 'History and persistence'). The split:
//   bento-box-content-storage  {"boxes":[…],"selectedBoxIds":[…],"lastSelectedBoxId":…}  the document's content
//   bento-box-grid-storage     {"gridSettings":{…}}                                       the grid settings
//   bento-box-history-storage  {"past":[GridData…],"future":[GridData…]}                  undo / redo
// The document (content + grid) and the history are each measured against the 2,097,152-character limit, so a
// long history never costs the current document its images. Data URLs over 50,000 characters stand in them as
// references to the image store's copies (imageStore/, issue 28) when it has them, else are left out (§9).
import { PERSISTED_DATA_MAX_CHARS, type GridData } from '@bento/core';
import { recordJson, recordLength } from './boxJson';
import {
  slimmed,
  withImageReferences,
  withoutBackgroundImages,
  withoutOversizedDataUrls,
} from './persistRules';

export interface PersistedDocument {
  content: string;
  grid: string;
}

export interface HistoryEntries {
  past: readonly GridData[];
  future: readonly GridData[];
}

/** What a record holds for an inline image too long for local storage (imageStore/recordImages.ts). */
export interface ImageReferrer {
  /** Its reference in the image store, or null to leave it out. */
  referenceOf(dataUrl: string): string | null;
  /** Answers that may change later (image not stored yet, or failed): a record holding one is not cached. */
  readonly unsettled: number;
  /** Changes whenever an earlier answer may have: cached records of another generation are made again. */
  readonly generation: number;
}

/** Today's §9 rule: no image store, every oversized data URL is left out. */
export const NO_IMAGE_STORE: ImageReferrer = { referenceOf: () => null, unsettled: 0, generation: -1 };

function documentStrings(doc: GridData): PersistedDocument {
  const { gridSettings, boxes, selectedBoxIds, lastSelectedBoxId } = doc;
  return {
    content: recordJson({ boxes, selectedBoxIds, lastSelectedBoxId }),
    grid: JSON.stringify({ gridSettings }),
  };
}

const withReferences = (doc: GridData, images: ImageReferrer) =>
  withImageReferences(doc, (dataUrl) => images.referenceOf(dataUrl));

/** The content and grid records of `doc`, with the size rules applied. */
export function documentRecords(doc: GridData, images: ImageReferrer = NO_IMAGE_STORE): PersistedDocument {
  const referenced = withReferences(doc, images);
  const kept = documentStrings(referenced);
  if (kept.content.length + kept.grid.length <= PERSISTED_DATA_MAX_CHARS) return kept;
  return documentStrings(withoutBackgroundImages(referenced));
}

/** The quota-exceeded fallback's document records. */
export function slimmedDocumentRecords(doc: GridData): PersistedDocument {
  return documentStrings(slimmed(withoutOversizedDataUrls(doc)));
}

// History entries never change once recorded, so each one's length is measured once per rule (and per generation
// of the image store's answers, when they all were final). Text is made only for the entries written: at 2,000
// boxes one entry fills most of the limit, and keeping every entry's text cost ~100 MB of memory (issue 34).
interface CachedLength {
  length: number;
  generation: number;
}
const lengths = {
  kept: new WeakMap<GridData, CachedLength>(),
  bare: new WeakMap<GridData, CachedLength>(),
  slim: new WeakMap<GridData, CachedLength>(),
};
type EntryRule = keyof typeof lengths;
const RULES: Record<EntryRule, (doc: GridData, images: ImageReferrer) => GridData> = {
  kept: withReferences,
  bare: (doc, images) => withoutBackgroundImages(withReferences(doc, images)),
  slim: (doc) => slimmed(withoutOversizedDataUrls(doc)),
};

function entryLength(doc: GridData, rule: EntryRule, images: ImageReferrer): number {
  const cached = lengths[rule].get(doc);
  if (cached?.generation === images.generation) return cached.length;
  const unsettled = images.unsettled;
  const length = recordLength(RULES[rule](doc, images));
  if (images.unsettled === unsettled) lengths[rule].set(doc, { length, generation: images.generation });
  return length;
}

function historyString(past: string[], future: string[]): string {
  return `{"past":[${past.join(',')}],"future":[${future.join(',')}]}`;
}

/**
 * The history record. Over the limit, every background image is removed; if it is still over, the entries
 * farthest from the present (oldest undo, then farthest redo) are left out until it fits.
 */
export function historyRecord(
  { past, future }: HistoryEntries,
  slim = false,
  images: ImageReferrer = NO_IMAGE_STORE,
): string {
  const budget = PERSISTED_DATA_MAX_CHARS - historyString([], []).length;
  const size = (entries: readonly GridData[], rule: EntryRule) =>
    entries.reduce((sum, doc) => sum + entryLength(doc, rule, images) + 1, 0);
  const written = (entries: readonly GridData[], rule: EntryRule) =>
    entries.map((doc) => recordJson(RULES[rule](doc, images)));
  const first: EntryRule = slim ? 'slim' : 'kept';
  if (size(past, first) + size(future, first) <= budget)
    return historyString(written(past, first), written(future, first));
  const rule: EntryRule = slim ? 'slim' : 'bare';
  const keptPast = [...past];
  const keptFuture = [...future];
  let total = size(keptPast, rule) + size(keptFuture, rule);
  while (total > budget && keptPast.length > 0) total -= entryLength(keptPast.shift()!, rule, images) + 1;
  while (total > budget && keptFuture.length > 0) total -= entryLength(keptFuture.shift()!, rule, images) + 1;
  return historyString(written(keptPast, rule), written(keptFuture, rule));
}
