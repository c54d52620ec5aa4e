import { useId, type ReactNode } from 'react';
import styles from './controls.module.css';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called on Enter (forms with an Apply button submit instead). */
  onEnter?: () => void;
  type?: 'text' | 'url';
  placeholder?: string;
  /** Shown under the field, red, and marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  multiline?: boolean;
}

/** A labelled text (or URL, or multi-line) field whose value the caller keeps. */
export function TextField({
  label,
  value,
  onChange,
  onEnter,
  type = 'text',
  placeholder,
  error,
  hint,
  multiline,
}: TextFieldProps) {
  const id = useId();
  const noteId = useId();
  const note = error ?? hint;
  const common = {
    id,
    className: styles.input,
    value,
    placeholder,
    spellCheck: false,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': note ? noteId : undefined,
  } as const;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          className={`${styles.input} ${styles.textarea}`}
          rows={4}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && onEnter) {
              event.preventDefault();
              onEnter();
            }
          }}
        />
      )}
      {note && (
        <p id={noteId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {note}
        </p>
      )}
    </div>
  );
}
