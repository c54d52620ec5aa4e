import { breakpointForWidth, columnsForBreakpoint, type Breakpoint } from '@bento/core';
import { useAppSelector } from '@bento/store';
import { selectEditedBreakpoint, selectShownBreakpoint } from '../../../canvas/canvasView';
import { selectDocument } from '../../../state/editorSlice';

export const BREAKPOINT_LABELS = {
  mobile: 'Mobile',
  tablet: 'Tablet',
  desktop: 'Desktop',
} as const satisfies Record<Breakpoint, string>;

/**
 * The breakpoint the canvas shows: the one the Responsive tab set it to, else the one it measured, else the
 * window's (before the canvas is measured).
 */
export function useShownBreakpoint(): Breakpoint {
  const edited = useAppSelector(selectEditedBreakpoint);
  const measured = useAppSelector(selectShownBreakpoint);
  return edited ?? measured ?? breakpointForWidth(window.innerWidth);
}

/** Columns of `breakpoint` in the document's grid (the column span's upper bound there). */
export function useColumnsAt(breakpoint: Breakpoint): number {
  return useAppSelector((state) => columnsForBreakpoint(selectDocument(state).gridSettings, breakpoint));
}
