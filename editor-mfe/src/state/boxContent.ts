// Editing one box or nested box: its style, text style and rich-text content. Each action takes the id of either
// kind; a change that leaves the values as they were is no change (and no history entry).
import type { PayloadAction } from '@reduxjs/toolkit';
import { richTextForSave, type BoxStyle, type NestedBoxStyle, type TextStyle } from '@bento/core';
import type { EditorState } from './editorState';
import { documentChange } from './history';
import { findBox, findNested, plain } from './lib/document';
import { applyStyleChanges, shallowEqual } from './lib/styles';

export interface StyleUpdatedPayload {
  id: string;
  style: Partial<BoxStyle>;
}

export interface NestedStyleUpdatedPayload {
  id: string;
  style: Partial<NestedBoxStyle>;
}

export interface TextStyleUpdatedPayload {
  id: string;
  textStyle: Partial<TextStyle>;
}

export interface ContentUpdatedPayload {
  id: string;
  /** The editor's HTML; stored sanitised, and as '' when nothing is left after stripping the tags. */
  html: string;
}

/** A box or nested box (draft) by id. */
function target(state: EditorState, id: string) {
  return findBox(state.current, id) ?? findNested(state.current, id)?.nested;
}

export const boxContentReducers = {
  /** Style of a box or nested box (the fields both share). */
  boxStyleUpdated: documentChange((state: EditorState, action: PayloadAction<StyleUpdatedPayload>) => {
    const box = target(state, action.payload.id);
    if (!box) return;
    const before = plain(box.style);
    const next = applyStyleChanges(before, action.payload.style);
    if (!shallowEqual(before, next)) box.style = next;
  }),

  /** Style of a nested box, placement fields included (justifySelf, alignSelf, width, height…). */
  nestedBoxStyleUpdated: documentChange(
    (state: EditorState, action: PayloadAction<NestedStyleUpdatedPayload>) => {
      const nested = findNested(state.current, action.payload.id)?.nested;
      if (!nested) return;
      const before = plain(nested.style);
      const next = applyStyleChanges(before, action.payload.style);
      if (!shallowEqual(before, next)) nested.style = next;
    },
  ),

  textStyleUpdated: documentChange((state: EditorState, action: PayloadAction<TextStyleUpdatedPayload>) => {
    const box = target(state, action.payload.id);
    if (!box) return;
    const before = plain(box.textStyle);
    const next = { ...before, ...action.payload.textStyle };
    if (!shallowEqual(before, next)) box.textStyle = next;
  }),

  /** End of text editing: saved only if changed (editor-core.md §4 'Text editing'). */
  contentUpdated: documentChange((state: EditorState, action: PayloadAction<ContentUpdatedPayload>) => {
    const box = target(state, action.payload.id);
    if (!box) return;
    const html = richTextForSave(action.payload.html);
    if (html !== box.contentId) box.contentId = html;
  }),
};
