import { useRef, type ReactNode } from 'react';
import { dialogFormStyles as formStyles } from '@bento/ui/dialogForm';
import styles from './SearchSharing.module.css';

export interface FilePickButtonProps {
  children: ReactNode;
  accept: string;
  busy: boolean;
  describedBy?: string;
  /** The chosen file; the input is emptied, so choosing the same file again picks it again. */
  onPick: (file: File) => void;
}

/** A file input that looks like the dialog's buttons (its label), still reached and named by the keyboard. */
export function FilePickButton({ children, accept, busy, describedBy, onPick }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <label className={formStyles.button} aria-disabled={busy}>
      {children}
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept={accept}
        disabled={busy}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (input.current) input.current.value = '';
          if (file) onPick(file);
        }}
      />
    </label>
  );
}
