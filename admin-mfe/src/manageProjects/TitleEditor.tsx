import { useRef } from 'react';
import styles from './ProjectsTable.module.css';

export interface TitleEditorProps {
  title: string;
  /** The field's accessible name. */
  label: string;
  /** Enter or leaving the field: the typed text (the caller trims and ignores empty or unchanged titles). */
  onCommit: (title: string) => void;
  /** Escape. */
  onCancel: () => void;
}

/** The rename field, opened by a row's Rename button: typing goes there at once (as the sidebar's title). */
export function TitleEditor({ title, label, onCommit, onCancel }: TitleEditorProps) {
  // Enter and Escape end editing; the blur that follows unmounting must not answer a second time.
  const finished = useRef(false);
  const finish = (commit: boolean, value: string) => {
    if (finished.current) return;
    finished.current = true;
    if (commit) onCommit(value);
    else onCancel();
  };
  return (
    <input
      className={styles.titleInput}
      aria-label={label}
      defaultValue={title}
      maxLength={255}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish(true, event.currentTarget.value);
        else if (event.key === 'Escape') {
          event.preventDefault();
          finish(false, event.currentTarget.value);
        }
      }}
      onBlur={(event) => finish(true, event.currentTarget.value)}
    />
  );
}
