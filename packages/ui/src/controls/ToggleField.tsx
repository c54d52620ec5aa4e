import { useId } from 'react';
import styles from './controls.module.css';

export interface ToggleFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: string;
}

/** An on/off switch (a checkbox with the switch role); each flip is final. */
export function ToggleField({ label, checked, onChange, disabled, hint }: ToggleFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label className={styles.toggle} htmlFor={id}>
        <span>{label}</span>
        <input
          id={id}
          className={styles.switch}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
