import type { ReactNode } from 'react';
import styles from './ApplyBar.module.css';

export interface ApplyBarProps {
  onApply: () => void;
  disabled: boolean;
  /** What the last action did ('Link updated!'); announced politely. */
  message: string | null;
  /** Further buttons beside Apply (Remove). */
  children?: ReactNode;
}

/** The Apply button of a form-like tab (Button Action, Embed Iframe) and the line saying what it did. */
export function ApplyBar({ onApply, disabled, message, children }: ApplyBarProps) {
  return (
    <div className={styles.bar}>
      <div className={styles.buttons}>
        <button type="button" className={styles.apply} disabled={disabled} onClick={onApply}>
          Apply
        </button>
        {children}
      </div>
      {/* Always in the page, so a new message is announced. */}
      <p role="status" className={styles.message}>
        {message}
      </p>
    </div>
  );
}

/** A secondary button for the bar (Remove). */
export function BarButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={styles.secondary} onClick={onClick}>
      {children}
    </button>
  );
}
