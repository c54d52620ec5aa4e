// The copied nested element survives a reload (issue 33; editor-core.md §9 keeps it in a local record): one small
// record per scope, validated like stored work when read back. Storage errors are ignored (§8).
import { COPIED_NESTED_BOX_KEYS, type GridData, type LocalScope, type NestedBox } from '@bento/core';
import { storedWorkValidator } from './storedWorkValidator';

/** The element as the document schema reads it: inside a one-box document, so one validator serves both. */
function validNested(value: unknown): NestedBox | null {
  const validate = storedWorkValidator();
  if (!validate || typeof value !== 'object' || value === null) return null;
  // The schema fills in missing fields: a record without its own id was never an element.
  const { id } = value as { id?: unknown };
  if (typeof id !== 'string' || id === '') return null;
  const holder = { id: 'clipboard', contentId: '', colSpan: 1, rowSpan: 1, order: 0, nestedBoxes: [value] };
  const doc: GridData | null = validate({ boxes: [holder], gridSettings: {} });
  const nested = doc?.boxes[0]?.nestedBoxes[0];
  return nested?.id === id ? nested : null;
}

export function readCopiedNestedBox(storage: Storage | null, scope: LocalScope): NestedBox | null {
  try {
    const raw = storage?.getItem(COPIED_NESTED_BOX_KEYS[scope]);
    return raw ? validNested(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeCopiedNestedBox(storage: Storage, scope: LocalScope, nested: NestedBox | null): void {
  try {
    const key = COPIED_NESTED_BOX_KEYS[scope];
    if (nested) storage.setItem(key, JSON.stringify(nested));
    else storage.removeItem(key);
  } catch {
    // Full or blocked: the element stays copied for this page only.
  }
}
