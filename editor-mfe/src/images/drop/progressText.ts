import type { IntakeProgress } from '../intakeTypes';

/** 'Compressing... N%' or 'Processing...' (editor-core.md §2). */
export function progressText(progress: IntakeProgress): string {
  return progress.phase === 'compressing' ? `Compressing... ${progress.percent}%` : 'Processing...';
}
