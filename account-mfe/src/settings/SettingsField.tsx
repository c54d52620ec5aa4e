import type { InputHTMLAttributes, ReactNode } from 'react';
import type { SubmitState } from './useSettingsSubmit';
import styles from './Settings.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
};

/** A labelled input of a settings form. */
export function SettingsField({ label, onChange, ...input }: FieldProps) {
  return (
    <label className={styles.field}>
      {label}
      <input {...input} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** A form's outcome: the API's message on failure (an alert), the success message otherwise (a status). */
export function SubmitStatus({ state }: { state: SubmitState }) {
  if (state.kind === 'error')
    return (
      <p className={styles.error} role="alert">
        {state.message}
      </p>
    );
  if (state.kind === 'done')
    return (
      <p className={styles.done} role="status">
        {state.message}
      </p>
    );
  return null;
}
