import { BREAKPOINTS } from '@bento/core';
import { useAppDispatch, useAppSelector } from '@bento/store';
import { useId } from 'react';
import {
  EDITED_BREAKPOINT_WIDTH,
  editedBreakpointSet,
  selectEditedBreakpoint,
} from '../../../canvas/canvasView';
import { BREAKPOINT_LABELS, useShownBreakpoint } from '../size/shownBreakpoint';
import styles from '../size/layoutFields.module.css';

/**
 * Mobile / tablet / desktop buttons: one sets the canvas to that breakpoint's width, so the canvas draws the layout
 * the tab edits; pressed again, or when the tab closes, the canvas has its own width back.
 */
export function CanvasBreakpointSwitch() {
  const dispatch = useAppDispatch();
  const edited = useAppSelector(selectEditedBreakpoint);
  // The layout the tab edits now: the one chosen here, else the one the canvas shows (issue 33: say which).
  const shown = useShownBreakpoint();
  const labelId = useId();
  return (
    <div className={styles.switch}>
      <div role="group" aria-labelledby={labelId} className={styles.switchButtons}>
        <span id={labelId} className={styles.stepperLabel}>
          Breakpoint
        </span>
        {BREAKPOINTS.map((breakpoint) => (
          <button
            key={breakpoint}
            type="button"
            className={styles.button}
            aria-pressed={edited === breakpoint}
            aria-current={shown === breakpoint ? 'true' : undefined}
            onClick={() => dispatch(editedBreakpointSet(edited === breakpoint ? null : breakpoint))}
          >
            {BREAKPOINT_LABELS[breakpoint]}
          </button>
        ))}
      </div>
      <p className={styles.editing} aria-live="polite">
        Editing the {BREAKPOINT_LABELS[shown]} layout
      </p>
      <p className={styles.hint}>
        The canvas shows the layout you edit: mobile {EDITED_BREAKPOINT_WIDTH.mobile} px, tablet{' '}
        {EDITED_BREAKPOINT_WIDTH.tablet} px, desktop {EDITED_BREAKPOINT_WIDTH.desktop} px or wider (drawn
        smaller where the room is narrower).
      </p>
    </div>
  );
}
