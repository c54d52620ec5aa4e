// Inline images uploaded by auto-save (contract action mediaUrlsReplaced): every occurrence of each data URL
// becomes its /uploads/ URL in the document and in every history entry, so undo never brings the inline copy
// back, and no history entry is added (it is not a user's edit; preview and read-only do not block it).
import type { EditorState } from './editorState';

type Replacements = Readonly<Record<string, string>>;

/** Replaces string values found in `replacements`, in place, at any depth (box, nested box and grid fields). */
function replaceIn(value: unknown, replacements: Replacements): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (typeof item === 'string' && Object.hasOwn(replacements, item)) value[index] = replacements[item];
      else replaceIn(item, replacements);
    });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(record)) {
    if (typeof item === 'string' && Object.hasOwn(replacements, item)) record[key] = replacements[item];
    else replaceIn(item, replacements);
  }
}

export function replaceMediaUrls(state: EditorState, replacements: Replacements): void {
  if (Object.keys(replacements).length === 0) return;
  for (const document of [state.current, ...state.past, ...state.future]) replaceIn(document, replacements);
}
