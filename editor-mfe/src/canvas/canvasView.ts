// Editor UI state about the canvas (never in the document, never in history): the breakpoint the canvas measured,
// and the breakpoint the Responsive tab asks it to show while the user edits that breakpoint's layout. Kept apart
// from preview mode and its widths (the preview issue): closing the tab gives the canvas its normal width back.
import type { CSSProperties } from 'react';
import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { BOUNDS, clampToBound, DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH, type Breakpoint } from '@bento/core';
import { rootReducer } from '@bento/store';
import { previewEntered, previewExited, previewToggled } from '../state/editorSlice';

export interface CanvasViewState {
  /** The breakpoint of the canvas's measured width; null before it is measured. */
  shownBreakpoint: Breakpoint | null;
  /** The breakpoint the canvas is set to show (its width follows); null: the canvas takes its normal width. */
  editedBreakpoint: Breakpoint | null;
  /**
   * The breakpoint the canvas keeps while a side panel is open: the canvas makes room for the panel, and the
   * layout being edited must not change because of that (5 desktop columns drawn smaller, not 4 tablet ones).
   */
  heldBreakpoint: Breakpoint | null;
  /** The width chosen in preview (the top toolbar's Preview width), px; null: the canvas's own width. Temporary. */
  previewWidth: number | null;
}

/** The canvas width per breakpoint shown: a phone, a tablet, and at least the desktop threshold. */
export const EDITED_BREAKPOINT_WIDTH = {
  mobile: 375,
  tablet: TABLET_MIN_WIDTH,
  desktop: DESKTOP_MIN_WIDTH,
} as const satisfies Record<Breakpoint, number>;

/** Scale (CSS zoom) that fits `width` into `available` px; 1 when it fits or the space is not known. */
export function fitZoom(width: number, available: number): number {
  return available > 0 && available < width ? Math.floor((available / width) * 1000) / 1000 : 1;
}

/**
 * The canvas's style while it shows `breakpoint`: a phone's width; a tablet's; the full width for desktop, at least
 * the desktop threshold. A width wider than the space beside the open panel (`available`) is drawn smaller with
 * CSS zoom, which keeps the layout width (so the measured breakpoint and the container queries) unchanged.
 */
export function editedBreakpointStyle(
  breakpoint: Breakpoint | null,
  available: number,
): CSSProperties | undefined {
  if (breakpoint === null) return undefined;
  if (breakpoint === 'mobile') return { width: EDITED_BREAKPOINT_WIDTH.mobile, maxWidth: '100%' };
  const width = EDITED_BREAKPOINT_WIDTH[breakpoint];
  const zoom = fitZoom(width, available);
  if (zoom < 1) return { width, zoom };
  return breakpoint === 'tablet' ? { width } : { minWidth: width };
}

/** The canvas's style for a width chosen in preview: that width, centred, drawn smaller where the room is narrower. */
export function previewWidthStyle(width: number | null, available: number): CSSProperties | undefined {
  if (width === null) return undefined;
  const zoom = fitZoom(width, available);
  return zoom < 1 ? { width, zoom, marginInline: 'auto' } : { width, marginInline: 'auto' };
}

const initialState: CanvasViewState = {
  shownBreakpoint: null,
  editedBreakpoint: null,
  heldBreakpoint: null,
  previewWidth: null,
};

export const canvasViewSlice = createSlice({
  name: 'canvasView',
  initialState,
  reducers: {
    canvasBreakpointMeasured(state, action: PayloadAction<Breakpoint | null>) {
      state.shownBreakpoint = action.payload;
    },
    editedBreakpointSet(state, action: PayloadAction<Breakpoint | null>) {
      state.editedBreakpoint = action.payload;
    },
    /** A side panel opened (hold the breakpoint shown now) or closed (null). */
    canvasBreakpointHeld(state, action: PayloadAction<boolean>) {
      state.heldBreakpoint = action.payload ? (state.heldBreakpoint ?? state.shownBreakpoint) : null;
    },
    previewWidthSet(state, action: PayloadAction<number | null>) {
      state.previewWidth =
        action.payload === null ? null : clampToBound(action.payload, BOUNDS.previewWidth, 1280);
    },
  },
  extraReducers: (builder) => {
    // A width chosen in preview is temporary: entering or leaving preview starts from the canvas's own width.
    builder.addMatcher(isAnyOf(previewEntered, previewExited, previewToggled), (state) => {
      state.previewWidth = null;
    });
  },
  selectors: {
    selectShownBreakpoint: (state) => state.shownBreakpoint,
    selectEditedBreakpoint: (state) => state.editedBreakpoint,
    /** The breakpoint the canvas's width is set for: the Responsive tab's, else the one a side panel holds. */
    selectTargetBreakpoint: (state) => state.editedBreakpoint ?? state.heldBreakpoint,
    selectPreviewWidth: (state) => state.previewWidth,
  },
});

declare module '@bento/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof canvasViewSlice> {}
}

export const injectedCanvasViewSlice = canvasViewSlice.injectInto(rootReducer);
export const { canvasBreakpointMeasured, editedBreakpointSet, canvasBreakpointHeld, previewWidthSet } =
  canvasViewSlice.actions;
export const { selectShownBreakpoint, selectEditedBreakpoint, selectTargetBreakpoint, selectPreviewWidth } =
  injectedCanvasViewSlice.selectors;
