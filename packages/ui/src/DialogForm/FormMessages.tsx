import styles from './DialogForm.module.css';

export interface FormMessagesProps {
  /** Why the last submit failed, or what to fix first: an alert. */
  error?: string | null;
  /** What the submit came to when it went well: a status message. */
  success?: string | null;
}

/** A dialog form's outcome, shown above its buttons. */
export function FormMessages({ error = null, success = null }: FormMessagesProps) {
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {success && (
        <p className={styles.success} role="status">
          {success}
        </p>
      )}
    </>
  );
}
