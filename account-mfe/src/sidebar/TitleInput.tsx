import { useRef } from 'react';
import styles from './DesignCard.module.css';

export interface TitleInputProps {
  title: string;
  /** Enter or blur: the typed text (the caller trims and ignores empty or unchanged titles). */
  onCommit: (title: string) => void;
  /** Escape. */
  onCancel: () => void;
}

/** The rename field shown after a double-click on a card's title. */
export function TitleInput({ title, onCommit, onCancel }: TitleInputProps) {
  // Enter and Escape end editing; the blur that follows unmounting must not commit a second time.
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
      aria-label="Design title"
      defaultValue={title}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish(true, event.currentTarget.value);
        else if (event.key === 'Escape') {
          // The editor's Escape (clear the selection) must not run as well.
          event.stopPropagation();
          finish(false, event.currentTarget.value);
        }
      }}
      onBlur={(event) => finish(true, event.currentTarget.value)}
    />
  );
}
