// The image pipeline's code (checks, compression, upload, the counters) loads with the first image dragged over
// the page or taken in, not with the editor (issue 17): every caller awaits its answer anyway.
import { loadOnce } from '../../loadOnce';

export const loadIntake = loadOnce(() => import('./intakeImage'));

/** Starts fetching the pipeline (once), e.g. while a file is dragged over the page. */
export function preloadIntake(): void {
  void loadIntake().catch(() => {});
}
