import { useId } from 'react';
import { dialogFormStyles as formStyles } from '@bento/ui/dialogForm';

export interface CountedTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Shown while empty: what an empty field means. */
  placeholder: string;
  /** After the count, e.g. 'empty: the site title'. */
  hint: string;
  multiline?: boolean;
}

/** A text field with its length out of its limit under it. */
export function CountedTextField({
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  hint,
  multiline,
}: CountedTextFieldProps) {
  const id = useId();
  const props = {
    id,
    value,
    placeholder,
    maxLength,
    'aria-describedby': `${id}-count`,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea rows={2} {...props} /> : <input type="text" {...props} />}
      <span id={`${id}-count`} className={formStyles.hint}>
        {value.length}/{maxLength} · {hint}
      </span>
    </div>
  );
}
