import { useId, useRef } from 'react';
import type { ChangeHandler } from './phase';
import { useNativeChange } from './useNativeChange';
import { useTypedText } from './useTypedText';
import styles from './controls.module.css';

export interface ColorFieldProps {
  label: string;
  /** The stored colour ('#d8d8d8', 'transparent', 'rgba(…)'), or '' / undefined for none. */
  value: string | undefined;
  onChange: ChangeHandler<string>;
  /** Says what an empty field means (e.g. 'Empty = transparent'). */
  hint?: string;
}

/** The picker only speaks #rrggbb: a 3-digit hex is expanded, anything else shows as black. */
export function pickerColor(value: string | undefined): string {
  const hex = value?.trim() ?? '';
  if (/^#[0-9a-f]{6}$/i.test(hex)) return hex.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(hex))
    return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
  return '#000000';
}

/**
 * A colour as text (any CSS colour the renderer accepts; committed on Enter or blur) and a picker (dragging in
 * it reports 'live' values, closing it commits).
 */
export function ColorField({ label, value, onChange, hint }: ColorFieldProps) {
  const id = useId();
  const hintId = useId();
  const picker = useRef<HTMLInputElement>(null);
  useNativeChange(picker, (picked) => onChange(picked, 'commit'));
  const text = useTypedText(value ?? '', (typed) => {
    const next = typed.trim();
    if (next !== (value ?? '')) onChange(next, 'commit');
  });

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={picker}
          className={styles.swatch}
          type="color"
          aria-label={`${label} picker`}
          value={pickerColor(value)}
          onChange={(event) => onChange(event.target.value, 'live')}
        />
        <input
          id={id}
          className={styles.input}
          type="text"
          spellCheck={false}
          autoComplete="off"
          aria-describedby={hint ? hintId : undefined}
          {...text}
        />
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
