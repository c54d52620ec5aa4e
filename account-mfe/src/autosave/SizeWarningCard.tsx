import { useState } from 'react';
import { selectDesignSize, useAppSelector } from '@bento/store';
import { formatBytes } from '@bento/core';
import { percentOfWarning } from './designSize';
import styles from './SizeWarningCard.module.css';

/** The spec's tips (accounts-and-sites.md §8 'Design-size card'). */
export const SIZE_TIPS = [
  'Remove unused boxes',
  'Compress images',
  'Use fewer nested boxes',
  'Simplify layouts',
  'Remove extra styling',
  'Split into separate projects',
] as const;

/**
 * The design-size card at the top right: shown from the info level up, titled 'Design Too Large' at the error
 * level and 'Large Design Warning' below it. Dismissed, it stays away until the level changes.
 */
export function SizeWarningCard() {
  // Null while normal, so the size measured on every change re-renders nothing until it matters.
  const size = useAppSelector((state) => {
    const designSize = selectDesignSize(state);
    return designSize.status === 'normal' ? null : designSize;
  });
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  if (!size || dismissedAt === size.status) return null;
  const { status, sizeBytes, message } = size;
  const title = status === 'error' ? 'Design Too Large' : 'Large Design Warning';
  return (
    <section
      className={`${styles.card} ${status === 'error' ? styles.error : styles.warning}`}
      role={status === 'info' ? 'status' : 'alert'}
      aria-labelledby="design-size-title"
    >
      <header className={styles.header}>
        <h2 id="design-size-title" className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.dismiss}
          aria-label="Dismiss"
          onClick={() => setDismissedAt(status)}
        >
          ×
        </button>
      </header>
      <p className={styles.message}>{message}</p>
      {status === 'info' && (
        <p className={styles.usage}>
          Current size: {formatBytes(sizeBytes)} ({percentOfWarning(sizeBytes)}% of the warning threshold)
        </p>
      )}
      <ul className={styles.tips}>
        {SIZE_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
