// The editor's placeholder texts (editor-core.md §4 'Text editing', §9 'Double-click to add/edit text'): stored as
// a box's content so the editor can show and select them, but meant for the editor only. The published-site
// viewer shows such a box empty.

import { FIRST_BOX_TEXT, richTextToPlainText } from '@bento/core';

/** 'New Box n', 'Initial Box n', 'New/Initial/Nested Box/Element N' (as the editor's isPlaceholderText). */
const NUMBERED_PLACEHOLDER = /^(?:New|Initial|Nested) (?:Box|Element) \d+$/;
/** Longer content is never a placeholder: no need to read its text. */
const MAX_PLACEHOLDER_HTML = 1000;

/** True when a box's or nested box's content is one of the editor's placeholder texts, in any markup. */
export function isPlaceholderContent(html: string | null | undefined): boolean {
  if (typeof html !== 'string' || html.length > MAX_PLACEHOLDER_HTML) return false;
  const text = richTextToPlainText(html).replace(/\s+/g, ' ').trim();
  return text === FIRST_BOX_TEXT || NUMBERED_PLACEHOLDER.test(text);
}
