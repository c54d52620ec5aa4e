import type { Breakpoint } from '@bento/core';
import { useAppDispatch, useAppSelector } from '@bento/store';
import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import {
  canvasBreakpointMeasured,
  editedBreakpointStyle,
  previewWidthStyle,
  selectEditedBreakpoint,
  selectPreviewWidth,
  selectTargetBreakpoint,
} from './canvasView';
import { selectIsPreviewMode } from '../state/editorSlice';
import { useContainerBreakpoint } from './useContainerBreakpoint';

function px(value: string): number {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}

/** The content width of an element's parent (the room the canvas has), followed with a ResizeObserver. */
function useParentWidth(): [(node: HTMLElement | null) => () => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: HTMLElement | null) => {
    const parent = node?.parentElement;
    if (!parent || typeof ResizeObserver === 'undefined') return () => {};
    const update = () => {
      const css = getComputedStyle(parent);
      setWidth(parent.clientWidth - px(css.paddingLeft) - px(css.paddingRight));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(parent);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * The canvas's breakpoint: measured from its width (useContainerBreakpoint) and published to the store, so the
 * settings tabs clamp spans to the columns shown; plus the breakpoint the Responsive tab asks the canvas to show
 * (`style` gives the canvas that breakpoint's width, and the measured breakpoint then follows), or the one an
 * open side panel holds, or, in preview, the width chosen in the top toolbar.
 */
export function useCanvasBreakpoint(): {
  measureRef: (node: HTMLElement | null) => () => void;
  breakpoint: Breakpoint | undefined;
  edited: Breakpoint | null;
  style: CSSProperties | undefined;
} {
  const dispatch = useAppDispatch();
  const [breakpointRef, breakpoint] = useContainerBreakpoint();
  const [parentRef, available] = useParentWidth();
  const edited = useAppSelector(selectEditedBreakpoint);
  const target = useAppSelector(selectTargetBreakpoint);
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
  const style =
    previewWidth !== null
      ? previewWidthStyle(previewWidth, available)
      : editedBreakpointStyle(target, available);
  return { measureRef, breakpoint, edited, style };
}
