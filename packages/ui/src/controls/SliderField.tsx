import { useId, useRef } from 'react';
import type { ChangeHandler } from './phase';
import { useNativeChange } from './useNativeChange';
import { useTypedText } from './useTypedText';
import styles from './controls.module.css';

export interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: ChangeHandler<number>;
  /** How the value reads beside the label ('12 px', '50%'); the plain number by default. */
  format?: (value: number) => string;
  disabled?: boolean;
  /**
   * A number box on another scale than the slider (Corner Radius: a 0–100 slider, a 0–50 px box): the value it
   * shows and what a typed text does. Default: the slider's own value, clamped and rounded to the step.
   */
  numberBox?: { value: number; commit: (typed: string) => void };
}

/** Decimals of a step: 0.05 → 2. Keeps 0.1 + 0.2 from showing as 0.30000000000000004. */
function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

export function roundToStep(value: number, min: number, max: number, step: number): number {
  const stepped = min + Math.round((value - min) / step) * step;
  return Number(Math.min(max, Math.max(min, stepped)).toFixed(decimalsOf(step)));
}

/**
 * A range slider with a number box. Dragging the thumb reports 'live' values and one 'commit' on release (the
 * native change event); arrow keys commit each step; a typed number commits on Enter or blur, clamped to the range
 * and rounded to the step (a non-number restores the value).
 */
export function SliderField({
  label,
  value,
  min,
  max,
  step,
  onChange,
  format,
  disabled,
  numberBox,
}: SliderFieldProps) {
  const id = useId();
  const range = useRef<HTMLInputElement>(null);
  useNativeChange(range, (released) => onChange(Number(released), 'commit'));
  const numberText = useTypedText(String(numberBox ? numberBox.value : value), (typed) => {
    if (numberBox) return numberBox.commit(typed);
    const number = Number(typed.trim());
    if (typed.trim() === '' || !Number.isFinite(number)) return;
    const next = roundToStep(number, min, max, step);
    if (next !== value) onChange(next, 'commit');
  });

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        <span>{label}</span>
        <span className={styles.value} aria-hidden="true">
          {format ? format(value) : value}
        </span>
      </label>
      <div className={styles.row}>
        <input
          ref={range}
          id={id}
          className={styles.range}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={disabled}
          aria-valuetext={format ? format(value) : undefined}
          onChange={(event) => onChange(Number(event.target.value), 'live')}
        />
        <input
          className={`${styles.input} ${styles.number}`}
          type="text"
          inputMode="decimal"
          aria-label={`${label} value`}
          disabled={disabled}
          {...numberText}
        />
      </div>
    </div>
  );
}
