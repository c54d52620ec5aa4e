import type { NestedSize } from '@bento/core';
import { useAppDispatch } from '@bento/store';
import { useId } from 'react';
import { measureNestedBoxes } from '../../../canvas/measureNested';
import { selectionResizedBy } from '../../../state/editorSlice';
import styles from './layoutFields.module.css';

export interface NestedSizeStepperProps {
  axis: 'width' | 'height';
  /** The last selected nested box's size along the axis. */
  value: NestedSize;
  /** The selected nested boxes (measured before each step). */
  ids: readonly string[];
}

/**
 * Grow / shrink buttons for a nested box's width or height: 15 per click under editor-core.md §5 (percent 5–100,
 * px at least 10, 'auto' at the bottom, 'auto' grows from the drawn size), the same step as Ctrl/Cmd+arrows, and
 * never wider than the parent can draw. Each click is one history step.
 */
export function NestedSizeStepper({ axis, value, ids }: NestedSizeStepperProps) {
  const dispatch = useAppDispatch();
  const labelId = useId();
  const horizontal = axis === 'width';
  const label = horizontal ? 'Width' : 'Height';
  const step = (grow: boolean) => {
    const direction = horizontal ? (grow ? 'right' : 'left') : grow ? 'down' : 'up';
    dispatch(selectionResizedBy({ direction, ...measureNestedBoxes(ids, horizontal) }));
  };
  return (
    <div className={styles.stepper} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.stepperLabel}>
        {label}
      </span>
      <span className={styles.stepperControls}>
        <button
          type="button"
          className={styles.button}
          aria-label={`Shrink ${axis}`}
          disabled={value === 'auto'}
          onClick={() => step(false)}
        >
          −
        </button>
        <output className={styles.stepperValue} aria-label={`${label} value`}>
          {value}
        </output>
        <button
          type="button"
          className={styles.button}
          aria-label={`Grow ${axis}`}
          onClick={() => step(true)}
        >
          +
        </button>
      </span>
    </div>
  );
}
