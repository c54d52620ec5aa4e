// Hiding by breakpoint (editor-core.md §4): core's toggleHideOnBreakpoint keeps a box from being hidden at all
// three breakpoints by un-hiding another one (the one not currently previewed, otherwise tablet or desktop).
import type { PayloadAction } from '@reduxjs/toolkit';
import { toggleHideOnBreakpoint, type Breakpoint } from '@bento/core';
import type { EditorState } from './editorState';
import { documentChange } from './history';
import { findBox } from './lib/document';

export interface HideToggledPayload {
  id: string;
  breakpoint: Breakpoint;
}

export const visibilityReducers = {
  boxHiddenToggled: documentChange((state: EditorState, action: PayloadAction<HideToggledPayload>) => {
    const box = findBox(state.current, action.payload.id);
    if (!box) return;
    Object.assign(box, toggleHideOnBreakpoint(box, action.payload.breakpoint, state.previewBreakpoint));
  }),
};
