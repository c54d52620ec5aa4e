import { useId, type ChangeEvent } from 'react';
import type { NumericBound } from '@bento/core';
import type { AnimationType } from './previewSettings';
import styles from './PreviewToolbar.module.css';

const STEP: Record<AnimationType, number> = { width: 10, radius: 1 };
const NAME: Record<AnimationType, string> = { width: 'Preview width', radius: 'Corner radius' };
const SHORT: Record<AnimationType, string> = { width: 'Width', radius: 'Radius' };

export interface PreviewSliderProps {
  type: AnimationType;
  bound: NumericBound;
  value: number;
  onValue: (value: number) => void;
  /** The animation's [start, end] of this value, when its animation is on: drawn as two handles beside the track. */
  range: [number, number] | null;
  onRangeEnd: (end: 'start' | 'end', value: number) => void;
  /** While the animation runs the value is the animation's: its thumb follows but cannot be dragged. */
  valueLocked: boolean;
}

function numberOf(event: ChangeEvent<HTMLInputElement>): number {
  return Number(event.currentTarget.value);
}

/**
 * The preview toolbar's vertical slider (editor-core.md §2): the preview width (320–1440 px) or the corner radius
 * (0–64 px), top is largest; beside it, the animation's start (filled) and end (ring) handles. Native range inputs,
 * so arrows, Page Up/Down, Home and End and screen readers work as they do everywhere.
 */
export function PreviewSlider({
  type,
  bound,
  value,
  onValue,
  range,
  onRangeEnd,
  valueLocked,
}: PreviewSliderProps) {
  const outputId = useId();
  const step = STEP[type];
  return (
    <div className={styles.slider}>
      <output id={outputId} className={styles.sliderValue} aria-live="off">
        {value} px
      </output>
      <div className={styles.tracks}>
        <input
          type="range"
          className={styles.valueRange}
          aria-label={NAME[type]}
          aria-describedby={outputId}
          aria-valuetext={`${value} px`}
          min={bound.min}
          max={bound.max}
          step={step}
          value={value}
          disabled={valueLocked}
          onChange={(event) => onValue(numberOf(event))}
        />
        {range && (
          <div className={styles.rail}>
            {(['start', 'end'] as const).map((end, index) => (
              <input
                key={end}
                type="range"
                className={styles.handle}
                data-end={end}
                aria-label={`${SHORT[type]} animation ${end}`}
                aria-valuetext={`${range[index]} px`}
                min={bound.min}
                max={bound.max}
                step={step}
                value={range[index]}
                onChange={(event) => onRangeEnd(end, numberOf(event))}
              />
            ))}
          </div>
        )}
      </div>
      {range && (
        <p className={styles.legend}>
          <span data-end="start">{range[0]}</span> → <span data-end="end">{range[1]}</span>
        </p>
      )}
    </div>
  );
}
