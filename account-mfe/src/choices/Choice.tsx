import { dialogFormStyles as form } from '@bento/ui/dialogForm';
import styles from './Choices.module.css';

export interface ChoiceProps {
  label: string;
  hint?: string;
  onChoose: () => void;
  disabled?: boolean;
  tone?: 'primary' | 'plain' | 'danger';
}

/** One option of a choice dialog: its button and what it does. */
export function Choice({ label, hint, onChoose, disabled = false, tone = 'plain' }: ChoiceProps) {
  const className = tone === 'primary' ? form.primary : tone === 'danger' ? styles.danger : form.button;
  return (
    <li className={styles.choice}>
      <button type="button" className={className} disabled={disabled} onClick={onChoose}>
        {label}
      </button>
      {hint && <p className={styles.hint}>{hint}</p>}
    </li>
  );
}
