// Reading the records back (editor-core.md §9: a reload restores the document and its history). Stored data is
// validated like an imported file; anything unreadable is ignored, never thrown.
import {
  ACCOUNT_DOCUMENT_KEYS,
  ANONYMOUS_DOCUMENT_KEYS,
  HISTORY_DEPTH,
  type DocumentStorageKeys,
  type GridData,
} from '@bento/core';
import { browserStorage } from '@bento/store';
import { createEditorState, type EditorState } from '../state/editorState';
import { readCopiedNestedBox } from './copiedNestedBox';
import { storedWorkValidator, type StoredWorkValidator } from './storedWorkValidator';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function validEntries(input: unknown, validate: StoredWorkValidator): GridData[] {
  if (!Array.isArray(input)) return [];
  return input
    .slice(-HISTORY_DEPTH)
    .map((entry) => validate(entry))
    .filter((doc): doc is GridData => doc !== null);
}

/** The three records as stored (null when absent). */
export interface StoredRecords {
  content: string | null;
  grid: string | null;
  history: string | null;
}

export function readRecords(
  storage: Storage,
  keys: DocumentStorageKeys = ANONYMOUS_DOCUMENT_KEYS,
): StoredRecords | null {
  try {
    return {
      content: storage.getItem(keys.content),
      grid: storage.getItem(keys.grid),
      history: storage.getItem(keys.history),
    };
  } catch {
    return null;
  }
}

/**
 * The stored document and history, or null when nothing usable is stored, or when the validator has not been
 * loaded (storedWorkValidator.ts: it is, whenever work is stored, before anything asks).
 */
export function parseRecords(
  records: StoredRecords,
): Pick<EditorState, 'current' | 'past' | 'future'> | null {
  const content = parseJson(records.content);
  const validate = storedWorkValidator();
  if (!isRecord(content) || !validate) return null;
  const grid = parseJson(records.grid);
  const current = validate({
    ...content,
    gridSettings: isRecord(grid) && isRecord(grid.gridSettings) ? grid.gridSettings : {},
  });
  if (!current) return null;
  const history = parseJson(records.history);
  return {
    current,
    past: isRecord(history) ? validEntries(history.past, validate) : [],
    future: isRecord(history) ? validEntries(history.future, validate) : [],
  };
}

function sameRecords(a: StoredRecords, b: StoredRecords): boolean {
  return a.content === b.content && a.grid === b.grid && a.history === b.history;
}

// Redux asks a lazy initial state several times while the slice is injected (shape checks, the selector proxy,
// the first action): the stored records are parsed once and the same state is answered while they are unchanged.
// A read made before the validator had loaded (stored-work validator, a chunk of its own) is kept while it is still
// missing, so the same state object is answered, and read again once it is there.
let memo: { records: StoredRecords; state: EditorState; validated: boolean } | null = null;

/**
 * The editor's initial state: the stored document and history when there are any, else the default grid. The
 * anonymous visitor's records unless other `keys` are given (a signed-in account's).
 */
export function restoredEditorState(
  storage: Storage | null = browserStorage(),
  keys: DocumentStorageKeys = ANONYMOUS_DOCUMENT_KEYS,
): EditorState {
  const records = storage && readRecords(storage, keys);
  if (!records) return createEditorState();
  const validated = storedWorkValidator() !== null;
  if (memo && sameRecords(memo.records, records) && (memo.validated || !validated)) return memo.state;
  const stored = parseRecords(records);
  const copiedNestedBox = readCopiedNestedBox(
    storage,
    keys === ACCOUNT_DOCUMENT_KEYS ? 'account' : 'anonymous',
  );
  const state = stored
    ? { ...createEditorState(stored.current), past: stored.past, future: stored.future, copiedNestedBox }
    : { ...createEditorState(), copiedNestedBox };
  memo = { records, state, validated };
  return state;
}
