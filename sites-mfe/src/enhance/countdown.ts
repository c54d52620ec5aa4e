import { countdownText, REDIRECT_COUNTDOWN_SECONDS } from '../viewer/siteTypes';
import { HOOKS } from './hooks';

/** The error page: 'Redirecting to homepage in N seconds...' from 3, once a second, then goHome. */
export function startCountdown(
  doc: Document,
  goHome: () => void,
  from: number = REDIRECT_COUNTDOWN_SECONDS,
): void {
  const text = doc.querySelector<HTMLElement>(HOOKS.countdown);
  if (!text) return;
  let seconds = from;
  text.textContent = countdownText(seconds);
  const timer = setInterval(() => {
    seconds = Math.max(0, seconds - 1);
    text.textContent = countdownText(seconds);
    if (seconds === 0) {
      clearInterval(timer);
      goHome();
    }
  }, 1000);
}
