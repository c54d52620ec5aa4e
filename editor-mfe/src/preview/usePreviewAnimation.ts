import { matchesMedia } from '../mediaQuery';
import { useAppStore } from '@bento/store';
import { selectIsPreviewMode } from '../state/editorSlice';
import { useEffect, useRef } from 'react';
import {
  previewRadiusSet,
  previewViewRestored,
  previewWidthSet,
  selectPreviewView,
} from '../canvas/canvasView';
import { animatedValues } from './previewAnimation';
import type { PreviewAnimationSettings } from './previewSettings';

const prefersReducedMotion = () => matchesMedia('(prefers-reduced-motion: reduce)');

/**
 * Runs the preview animation while `running`: one store update per frame in which a value changed. Stopping (or
 * leaving preview, which unmounts the toolbar) restores the width and radius shown before it started (§4).
 */
export function usePreviewAnimation(running: boolean, settings: PreviewAnimationSettings): void {
  const store = useAppStore();
  // Read on every frame, so changing the ends or the enabled values applies without a restart.
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  }, [settings]);

  useEffect(() => {
    if (!running) return;
    const recorded = selectPreviewView(store.getState());
    const reducedMotion = prefersReducedMotion();
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const values = animatedValues(latest.current, now - started, reducedMotion);
      const shown = selectPreviewView(store.getState());
      if (values.width !== undefined && values.width !== shown.previewWidth) {
        store.dispatch(previewWidthSet(values.width));
      }
      if (values.radius !== undefined && values.radius !== shown.previewRadius) {
        store.dispatch(previewRadiusSet(values.radius));
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      // Leaving preview has already dropped the temporary view: nothing to restore then.
      if (selectIsPreviewMode(store.getState())) store.dispatch(previewViewRestored(recorded));
    };
  }, [running, store]);
}
