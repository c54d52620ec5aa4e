// Editor UI state about the canvas (never in the document, never in history): the breakpoint the canvas measured,
// the breakpoint the Responsive tab asks it to show while the user edits that breakpoint's layout, and preview's
// temporary width and corner radius (forgotten when preview ends, so the document is never touched).
import type { CSSProperties } from 'react';
import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { BOUNDS, clampToBound, DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH, type Breakpoint } from '@bento/core';
import { AUTO_WIDTH_MIN_CHANGE, autoPreviewWidth } from '../preview/previewDevices';
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
  /**
   * The canvas width in preview, px (the preview toolbar's slider and devices, the top toolbar's Preview width, the
   * animation; else derived from the window); null: the canvas's own width. Temporary.
   */
  previewWidth: number | null;
  /** Whether the user (or the animation) set the width: the window-derived width no longer applies. */
  previewWidthChosen: boolean;
  /** The box corner radius shown in preview, px; null: the document's. Temporary. */
  previewRadius: number | null;
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

/**
 * The canvas's style while a side panel is open (issue 33): the width it had before the panel opened, at 100 %,
 * wider than the room beside the panel when need be (the editor then scrolls sideways). Nothing before that width
 * is known. Never compared with the room now: the room grows to fit the held canvas (EditorScreen.module.css).
 */
export function heldWidthStyle(freeWidth: number): CSSProperties | undefined {
  return freeWidth > 0 ? { width: freeWidth } : undefined;
}

/**
 * The canvas's style for a width chosen in preview: that width, centred, drawn smaller where the room is narrower;
 * on a phone (`pan`) at 100 %, the user pans a device wider than the screen (issue 33: too small to read).
 */
export function previewWidthStyle(
  width: number | null,
  available: number,
  pan = false,
): CSSProperties | undefined {
  if (width === null) return undefined;
  if (pan) return { width, marginInline: 'auto' };
  const zoom = fitZoom(width, available);
  return zoom < 1 ? { width, zoom, marginInline: 'auto' } : { width, marginInline: 'auto' };
}

/** Preview's temporary view: what the animation records when it starts and restores when it stops. */
export type PreviewView = Pick<CanvasViewState, 'previewWidth' | 'previewWidthChosen' | 'previewRadius'>;

const initialState: CanvasViewState = {
  shownBreakpoint: null,
  editedBreakpoint: null,
  heldBreakpoint: null,
  previewWidth: null,
  previewWidthChosen: false,
  previewRadius: null,
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
    previewWidthSet(state, action: PayloadAction<number>) {
      state.previewWidth = Math.round(clampToBound(action.payload, BOUNDS.previewWidth, 1280));
      state.previewWidthChosen = true;
    },
    /** The window's width in preview: the canvas takes the §4 width for it, unless one was chosen. */
    previewWindowMeasured(state, action: PayloadAction<number>) {
      if (state.previewWidthChosen || !(action.payload > 0)) return;
      const width = autoPreviewWidth(action.payload);
      if (state.previewWidth === null || Math.abs(width - state.previewWidth) >= AUTO_WIDTH_MIN_CHANGE) {
        state.previewWidth = width;
      }
    },
    previewRadiusSet(state, action: PayloadAction<number | null>) {
      state.previewRadius =
        action.payload === null ? null : Math.round(clampToBound(action.payload, BOUNDS.previewRadius, 0));
    },
    /** Back to a width and radius recorded earlier (the animation stopped). */
    previewViewRestored(state, action: PayloadAction<PreviewView>) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    // Preview's width and radius are temporary: entering or leaving preview starts from the document's.
    builder.addMatcher(isAnyOf(previewEntered, previewExited, previewToggled), (state) => {
      state.previewWidth = null;
      state.previewWidthChosen = false;
      state.previewRadius = null;
    });
  },
  selectors: {
    selectShownBreakpoint: (state) => state.shownBreakpoint,
    selectEditedBreakpoint: (state) => state.editedBreakpoint,
    /** The breakpoint the canvas's width is set for: the Responsive tab's, else the one a side panel holds. */
    selectTargetBreakpoint: (state) => state.editedBreakpoint ?? state.heldBreakpoint,
    /** A side panel is open: the canvas keeps its width. */
    selectIsHeld: (state) => state.heldBreakpoint !== null,
    selectPreviewWidth: (state) => state.previewWidth,
    selectPreviewRadius: (state) => state.previewRadius,
    selectPreviewView: (state): PreviewView => ({
      previewWidth: state.previewWidth,
      previewWidthChosen: state.previewWidthChosen,
      previewRadius: state.previewRadius,
    }),
  },
});

declare module '@bento/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof canvasViewSlice> {}
}

export const injectedCanvasViewSlice = canvasViewSlice.injectInto(rootReducer);
export const {
  canvasBreakpointMeasured,
  editedBreakpointSet,
  canvasBreakpointHeld,
  previewWidthSet,
  previewWindowMeasured,
  previewRadiusSet,
  previewViewRestored,
} = canvasViewSlice.actions;
export const {
  selectShownBreakpoint,
  selectEditedBreakpoint,
  selectTargetBreakpoint,
  selectIsHeld,
  selectPreviewWidth,
  selectPreviewRadius,
  selectPreviewView,
} = injectedCanvasViewSlice.selectors;
