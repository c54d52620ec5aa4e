// Copy style / paste style (editor-core.md §5 'Paste style works only if the copied box has a style', §6 Cmd/Ctrl+C
// and V). Copying is not a document change; pasting is. The browser clipboard itself is the keyboard layer's.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Box, BoxStyle, GridData, NestedBox } from '@bento/core';
import type { CopiedStyle, EditorState } from './editorState';
import { documentChange } from './history';
import { findBox, findNested, nestedSelectionOf, plain, selectedBoxIdsInOrder } from './lib/document';
import { applyStyleChanges, shallowEqual, visualStyle } from './lib/styles';

/** The selected nested boxes when a nested box is the last selected, else the selected boxes. */
function selectedTargets(doc: GridData): string[] {
  return nestedSelectionOf(doc)?.ids ?? selectedBoxIdsInOrder(doc);
}

function pasteInto(box: Box | NestedBox, copied: CopiedStyle & { style: BoxStyle }): void {
  // A nested target keeps its placement: the copied style has none of those fields.
  const before = plain(box.style);
  const style = applyStyleChanges(before, visualStyle(copied.style));
  if (!shallowEqual(before, style)) box.style = style;
  if (copied.textStyle && !shallowEqual(plain(box.textStyle), copied.textStyle))
    box.textStyle = copied.textStyle;
}

export const clipboardReducers = {
  /** Copy style of a box or nested box: its visual style and its text style. */
  styleCopied(state: EditorState, action: PayloadAction<string>) {
    const doc = state.current;
    const box = plain(findBox(doc, action.payload) ?? findNested(doc, action.payload)?.nested);
    if (!box) return;
    state.copiedStyle = { style: visualStyle(box.style), textStyle: box.textStyle };
  },

  /** Paste style onto `ids` (default: the selection). Does nothing unless the copied box had a style. */
  stylePasted: documentChange((state: EditorState, action: PayloadAction<string[] | undefined>) => {
    const copied = plain(state.copiedStyle);
    if (!copied?.style) return;
    const doc = state.current;
    for (const id of action.payload ?? selectedTargets(doc)) {
      const box = findBox(doc, id) ?? findNested(doc, id)?.nested;
      if (box) pasteInto(box, { ...copied, style: copied.style });
    }
  }),
};
