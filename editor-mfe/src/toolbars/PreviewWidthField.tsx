import { useId } from 'react';
import { BOUNDS } from '@bento/core';
import { useAppDispatch, useAppSelector } from '@bento/store';
import { previewWidthSet, selectPreviewWidth, selectShownBreakpoint } from '../canvas/canvasView';
import styles from './TopToolbar.module.css';

const STEP = 10;

/**
 * The top toolbar's preview width (editor-core.md §2, §9: 320–1440 px): in preview only, a temporary width for the
 * canvas that never touches the document or its history, forgotten when preview ends. The preview toolbar of the
 * preview issue uses the same state (canvas/canvasView.ts).
 */
export function PreviewWidthField() {
  const dispatch = useAppDispatch();
  const id = useId();
  const width = useAppSelector(selectPreviewWidth);
  const breakpoint = useAppSelector(selectShownBreakpoint);
  const value = width ?? BOUNDS.previewWidth.max;
  return (
    <span className={styles.width}>
      <label htmlFor={id} className={styles.widthLabel}>
        Preview width <output>{width === null ? 'full' : `${width} px`}</output>
      </label>
      <input
        id={id}
        type="range"
        min={BOUNDS.previewWidth.min}
        max={BOUNDS.previewWidth.max}
        step={STEP}
        value={value}
        aria-valuetext={width === null ? 'full width' : `${width} px, ${breakpoint ?? ''}`}
        onChange={(event) => dispatch(previewWidthSet(Number(event.target.value)))}
      />
    </span>
  );
}
