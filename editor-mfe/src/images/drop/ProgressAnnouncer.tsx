import { visuallyHiddenClass } from '@bento/ui';
import type { IntakeProgress } from '../intakeTypes';
import { progressText } from './progressText';

/**
 * The progress of an image on its way in, for screen readers: a live region that stays mounted (one inserted
 * with its text is not reliably read), so each change ('Compressing... N%', 'Processing...') is heard. The
 * visible overlays beside it are aria-hidden, so nothing is read twice.
 */
export function ProgressAnnouncer({ progress }: { progress: IntakeProgress | null }) {
  return (
    <p className={visuallyHiddenClass} role="status" aria-live="polite" aria-atomic="true">
      {progress ? progressText(progress) : ''}
    </p>
  );
}
