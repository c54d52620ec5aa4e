import { countdownText, type ViewerErrorMessage } from './siteTypes';
import styles from './SiteError.module.css';

export interface SiteErrorProps {
  message: ViewerErrorMessage | string;
  /** "The site you're looking for may have been removed…" (the edit screen says "you're trying to edit"). */
  note: string;
  /** Seconds left before the redirect home. */
  seconds: number;
  /** Client only: the button. Without it (server render, JavaScript off) 'Go to Homepage Now' is a plain link. */
  onGoHome?: () => void;
}

/** The viewer's and edit screen's error: red heading, note, countdown and the way home (§2, §8). */
export function SiteError({ message, note, seconds, onGoHome }: SiteErrorProps) {
  return (
    <div className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>{message}</h1>
        <p className={styles.note}>{note}</p>
        <p className={styles.countdown} data-countdown="">
          {countdownText(seconds)}
        </p>
        {onGoHome ? (
          <button type="button" className={styles.home} onClick={onGoHome}>
            Go to Homepage Now
          </button>
        ) : (
          <a className={styles.home} href="/">
            Go to Homepage Now
          </a>
        )}
      </div>
    </div>
  );
}
