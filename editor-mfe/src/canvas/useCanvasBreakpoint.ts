import type { Breakpoint } from '@bento/core';
import { useAppDispatch, useAppSelector } from '@bento/store';
import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import {
  canvasBreakpointMeasured,
  editedBreakpointStyle,
  heldWidthStyle,
  previewWidthStyle,
  selectEditedBreakpoint,
  selectIsHeld,
  selectPreviewWidth,
  selectTargetBreakpoint,
} from './canvasView';
import { selectIsPreviewMode } from '../state/editorSlice';
import { isPhoneScreen } from '../mediaQuery';
import { useContainerBreakpoint } from './useContainerBreakpoint';

function px(value: string): number {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}

/**
 * The content width of an element's parent (the room the canvas has), followed with a ResizeObserver; and the
 * last such width while no side panel was open (the room an open panel must not take from the canvas).
 */
function useParentWidth(): [(node: HTMLElement | null) => () => void, number, number] {
  const [width, setWidth] = useState(0);
  const [freeWidth, setFreeWidth] = useState(0);
  const ref = useCallback((node: HTMLElement | null) => {
    const parent = node?.parentElement;
    if (!parent || typeof ResizeObserver === 'undefined') return () => {};
    const update = () => {
      const css = getComputedStyle(parent);
      const room = parent.clientWidth - px(css.paddingLeft) - px(css.paddingRight);
      setWidth(room);
      if (room > 0 && !document.querySelector('[data-side-panel]')) setFreeWidth(room);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(parent);
    return () => observer.disconnect();
  }, []);
  return [ref, width, freeWidth];
}

/**
 * The canvas's breakpoint: measured from its width (useContainerBreakpoint) and published to the store, so the
 * settings tabs clamp spans to the columns shown; plus the breakpoint the Responsive tab asks the canvas to show
 * (`style` gives the canvas that breakpoint's width, and the measured breakpoint then follows), or, while a side
 * panel is open, the width it had before (never drawn smaller), or, in preview, the width chosen in the top toolbar.
 */
export function useCanvasBreakpoint(): {
  measureRef: (node: HTMLElement | null) => () => void;
  breakpoint: Breakpoint | undefined;
  edited: Breakpoint | null;
  style: CSSProperties | undefined;
  /** A side panel is open and the canvas keeps its earlier width, wider than the room beside the panel. */
  widthHeld: boolean;
} {
  const dispatch = useAppDispatch();
  const [breakpointRef, breakpoint] = useContainerBreakpoint();
  const [parentRef, available, freeWidth] = useParentWidth();
  const edited = useAppSelector(selectEditedBreakpoint);
  const target = useAppSelector(selectTargetBreakpoint);
  const held = useAppSelector(selectIsHeld);
  const previewWidth = useAppSelector((state) =>
    selectIsPreviewMode(state) ? selectPreviewWidth(state) : null,
  );
  useEffect(() => {
    dispatch(canvasBreakpointMeasured(breakpoint ?? null));
    return () => {
      dispatch(canvasBreakpointMeasured(null));
    };
  }, [dispatch, breakpoint]);
  const measureRef = useCallback(
    (node: HTMLElement | null) => {
      const stopBreakpoint = breakpointRef(node);
      const stopParent = parentRef(node);
      return () => {
        stopBreakpoint();
        stopParent();
      };
    },
    [breakpointRef, parentRef],
  );
  const heldStyle = previewWidth === null && edited === null && held ? heldWidthStyle(freeWidth) : undefined;
  let style: CSSProperties | undefined = heldStyle;
  if (previewWidth !== null) style = previewWidthStyle(previewWidth, available, isPhoneScreen());
  else if (!heldStyle) style = editedBreakpointStyle(target, available);
  return { measureRef, breakpoint, edited, style, widthHeld: heldStyle !== undefined };
}
