// What an author reads about their own template submissions (issue 29).
import type { TemplateSubmission } from '@bento/store';

export const SUBMISSION_TEXTS = {
  heading: (count: number) => `Your submissions (${count})`,
  loadFailed: 'Failed to load your submissions. Please try again.',
  retry: 'Try again',
} as const;

/** 'Waiting for review', 'Approved: in the gallery', 'Rejected: {reason}'. */
export function submissionState(submission: Pick<TemplateSubmission, 'state' | 'rejectReason'>): string {
  if (submission.state === 'pending') return 'Waiting for review';
  if (submission.state === 'approved') return 'Approved: in the gallery';
  const reason = submission.rejectReason?.trim();
  return reason ? `Rejected: ${reason}` : 'Rejected';
}
