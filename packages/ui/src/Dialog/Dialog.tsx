import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  title: string;
  /** Escape, a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** 'wide' for content that needs the room (a page preview): up to 1200 px and the viewport's height. */
  size?: 'normal' | 'wide';
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * A modal dialog labelled by its title. Focus moves to its first control when it opens, stays inside while it is
 * open (Tab wraps) and returns to where it was when it closes. Rendered in place: it covers the viewport with a
 * fixed backdrop, so the caller mounts it only while it is open.
 */
export function Dialog({ title, onClose, children, size = 'normal' }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = ref.current;
    if (root) (focusables(root)[0] ?? root).focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // The editor's own Escape (clear the selection, exit preview) must not run as well.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className={size === 'wide' ? `${styles.dialog} ${styles.wide}` : styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
