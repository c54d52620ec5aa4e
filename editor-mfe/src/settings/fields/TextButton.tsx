import type { ReactNode } from 'react';
import styles from './TextButton.module.css';

/** A small link-like button ('Remove image', 'Choose a file…'). */
export function TextButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={styles.textButton} onClick={onClick}>
      {children}
    </button>
  );
}
