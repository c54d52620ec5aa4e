// What goes into local storage (editor-core.md §9 'History and persistence'). The split:
//   bento-box-content-storage  {"boxes":[…],"selectedBoxIds":[…],"lastSelectedBoxId":…}  the document's content
//   bento-box-grid-storage     {"gridSettings":{…}}                                       the grid settings
//   bento-box-history-storage  {"past":[GridData…],"future":[GridData…]}                  undo / redo
// The document (content + grid) and the history are each measured against the 2,097,152-character limit, so a
// long history never costs the current document its images.
import { PERSISTED_DATA_MAX_CHARS, type GridData } from '@bento/core';
import { slimmed, withoutBackgroundImages, withoutOversizedDataUrls } from './persistRules';

export interface PersistedDocument {
  content: string;
  grid: string;
}

export interface HistoryEntries {
  past: readonly GridData[];
  future: readonly GridData[];
}

function documentStrings(doc: GridData): PersistedDocument {
  const { gridSettings, boxes, selectedBoxIds, lastSelectedBoxId } = doc;
  return {
    content: JSON.stringify({ boxes, selectedBoxIds, lastSelectedBoxId }),
    grid: JSON.stringify({ gridSettings }),
  };
}

/** The content and grid records of `doc`, with the size rules applied. */
export function documentRecords(doc: GridData): PersistedDocument {
  const kept = documentStrings(withoutOversizedDataUrls(doc));
  if (kept.content.length + kept.grid.length <= PERSISTED_DATA_MAX_CHARS) return kept;
  return documentStrings(withoutBackgroundImages(withoutOversizedDataUrls(doc)));
}

/** The quota-exceeded fallback's document records. */
export function slimmedDocumentRecords(doc: GridData): PersistedDocument {
  return documentStrings(slimmed(withoutOversizedDataUrls(doc)));
}

// History entries never change once recorded, so each is serialised once per rule.
const cache = {
  kept: new WeakMap<GridData, string>(),
  bare: new WeakMap<GridData, string>(),
  slim: new WeakMap<GridData, string>(),
};
type EntryRule = keyof typeof cache;
const RULES: Record<EntryRule, (doc: GridData) => GridData> = {
  kept: withoutOversizedDataUrls,
  bare: (doc) => withoutBackgroundImages(withoutOversizedDataUrls(doc)),
  slim: (doc) => slimmed(withoutOversizedDataUrls(doc)),
};

function entryString(doc: GridData, rule: EntryRule): string {
  let json = cache[rule].get(doc);
  if (json === undefined) {
    json = JSON.stringify(RULES[rule](doc));
    cache[rule].set(doc, json);
  }
  return json;
}

function historyString(past: string[], future: string[]): string {
  return `{"past":[${past.join(',')}],"future":[${future.join(',')}]}`;
}

function totalLength(entries: string[]): number {
  return entries.reduce((sum, entry) => sum + entry.length + 1, 0);
}

/**
 * The history record. Over the limit, every background image is removed; if it is still over, the entries
 * farthest from the present (oldest undo, then farthest redo) are left out until it fits.
 */
export function historyRecord({ past, future }: HistoryEntries, slim = false): string {
  const build = (rule: EntryRule) => ({
    past: past.map((doc) => entryString(doc, rule)),
    future: future.map((doc) => entryString(doc, rule)),
  });
  const kept = build(slim ? 'slim' : 'kept');
  const budget = PERSISTED_DATA_MAX_CHARS - historyString([], []).length;
  if (totalLength(kept.past) + totalLength(kept.future) <= budget)
    return historyString(kept.past, kept.future);
  const bare = slim ? kept : build('bare');
  let size = totalLength(bare.past) + totalLength(bare.future);
  while (size > budget && bare.past.length > 0) size -= bare.past.shift()!.length + 1;
  while (size > budget && bare.future.length > 0) size -= bare.future.shift()!.length + 1;
  return historyString(bare.past, bare.future);
}
