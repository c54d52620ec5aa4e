import { useEffect, useState } from 'react';
import styles from './Clock.module.css';

/** Spec §9: clock refresh 1 s. */
export const CLOCK_REFRESH_MS = 1000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Hours and minutes in the user's locale, no seconds (e.g. "09:05 AM" or "09:05"). */
export function formatClockTime(date: Date): string {
  return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** The long date in the user's locale (e.g. "Wednesday, January 15, 2025"). */
export function formatClockDate(date: Date): string {
  return date.toLocaleDateString(undefined, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** Machine-readable local time for `<time dateTime>`: "HH:MM". */
function timeAttribute(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Machine-readable local date for `<time dateTime>`: "YYYY-MM-DD". */
function dateAttribute(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface ClockProps {
  /**
   * The widget is its own page (the default: the shell mounts it alone at /embeds/timeanddate, usually inside an
   * iframe), so it is at least as tall as the viewport. Pass false to fill a sized parent element instead.
   */
  standalone?: boolean;
}

/** Embeddable live clock: the current time (hours and minutes) and the long date, refreshed every second. */
export function Clock({ standalone = true }: ClockProps) {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(id);
  }, []);

  const className = standalone ? `${styles.clock} ${styles.standalone}` : styles.clock;
  return (
    <div className={className}>
      <time className={styles.time} dateTime={timeAttribute(now)}>
        {formatClockTime(now)}
      </time>
      <time className={styles.date} dateTime={dateAttribute(now)}>
        {formatClockDate(now)}
      </time>
    </div>
  );
}

export default Clock;
