// The image pipeline's code (checks, compression, upload, the counters) loads with the first image dragged over
// the page or taken in, not with the editor (issue 17): every caller awaits its answer anyway.
import type * as Intake from './intakeImage';

let loading: Promise<typeof Intake> | null = null;

export function loadIntake(): Promise<typeof Intake> {
  loading ??= import('./intakeImage').catch((error: unknown) => {
    // A failed download is tried again with the next image.
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts fetching the pipeline (once), e.g. while a file is dragged over the page. */
export function preloadIntake(): void {
  void loadIntake().catch(() => {});
}
