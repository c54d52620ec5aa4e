import { useId } from 'react';
import type { Option } from './SelectField';
import { visuallyHiddenClass } from '../VisuallyHidden/VisuallyHidden';
import styles from './controls.module.css';

export interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly (Option<T> & { title?: string })[];
  onChange: (value: T) => void;
  /** 'grid': three columns (the nine image alignments). */
  layout?: 'row' | 'grid';
  disabled?: boolean;
}

/** A group of radio buttons drawn as buttons (arrow keys move between them, as for any radio group). */
export function ChoiceField<T extends string>({
  label,
  value,
  options,
  onChange,
  layout = 'row',
  disabled,
}: ChoiceFieldProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.field} disabled={disabled}>
      <legend className={styles.label}>{label}</legend>
      <div className={layout === 'grid' ? styles.choicesGrid : styles.choices}>
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <span key={option.value}>
              <input
                id={id}
                className={`${visuallyHiddenClass} ${styles.choiceInput}`}
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                aria-label={option.title}
                onChange={() => onChange(option.value)}
              />
              <label className={styles.choiceLabel} htmlFor={id} title={option.title}>
                {option.label}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
