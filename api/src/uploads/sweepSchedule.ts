import type { Logger } from '../logger';
import { SWEEP_INTERVAL_MS } from './uploadRules';
import type { UploadService } from './uploadService';

/** Sweeps unreferenced uploads every SWEEP_INTERVAL_MS (first one an interval after start); answers a stop. */
export function scheduleUploadSweep(uploads: UploadService, logger: Logger, intervalMs = SWEEP_INTERVAL_MS) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= uploads
      .sweep()
      .then(
        (result) => {
          if (result.unlinked || result.deleted) logger.info('uploads swept', { ...result });
        },
        (err: unknown) => logger.error('upload sweep failed', { err }),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  /** Stops the schedule and waits for a sweep under way (before the database closes). */
  return async () => {
    clearInterval(timer);
    await running;
  };
}
