import { useState } from 'react';
import styles from './RemoteMount.module.css';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? 'Unknown error');
}

/** What a failed area shows: what broke, a Retry, and the technical message on demand. */
export function RemoteFallback({
  label,
  error,
  onRetry,
}: {
  label: string;
  error: unknown;
  onRetry: () => void;
}) {
  const [retrying, setRetrying] = useState(false);
  return (
    <div className={styles.fallback} role="alert">
      <strong className={styles.fallbackTitle}>Couldn&apos;t load {label}</strong>
      <p className={styles.fallbackText}>
        This part of the page is unavailable right now. The rest of the app keeps working.
      </p>
      <button
        type="button"
        className={styles.retry}
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
      >
        Retry
      </button>
      <details className={styles.details}>
        <summary>Technical details</summary>
        <code>{messageOf(error)}</code>
      </details>
    </div>
  );
}
