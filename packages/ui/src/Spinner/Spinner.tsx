import styles from './Spinner.module.css';

/** A small rotating ring; decorative, so the surrounding text carries the meaning. */
export function Spinner({ size = 24 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}

/** Covers the viewport while a lazily loaded screen arrives. */
export function FullScreenLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.fullScreen} role="status" aria-live="polite">
      <Spinner size={40} />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
