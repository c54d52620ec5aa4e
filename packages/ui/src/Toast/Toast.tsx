import { useEffect, useRef } from 'react';
import styles from './Toast.module.css';

export interface ToastProps {
  message: string;
  /** Milliseconds before onDismiss is called; the countdown restarts when the message or duration changes. */
  duration: number;
  onDismiss: () => void;
}

/** A short status message at the bottom of the screen that goes away by itself. */
export function Toast({ message, duration, onDismiss }: ToastProps) {
  // The latest callback, so a parent re-rendering with a new function does not restart the countdown.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    const timer = setTimeout(() => dismiss.current(), duration);
    return () => clearTimeout(timer);
  }, [message, duration]);
  return (
    <div className={styles.toast} role="status" aria-live="polite">
      {message}
    </div>
  );
}
