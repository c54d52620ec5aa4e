// The project table's own wording. Everything the designs sidebar also says (the limit notice, failures, toasts,
// the unpublish confirmation) comes from @bento/store and @bento/core, word for word.
import { deleteConfirmMessage, UNPUBLISH_CONFIRM } from '@bento/store';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const CONFIRM = {
  unpublish: (siteCount: number) =>
    siteCount === 1
      ? UNPUBLISH_CONFIRM
      : `Are you sure you want to unpublish these ${siteCount} sites? They will no longer be publicly accessible.`,
  delete: deleteConfirmMessage,
} as const;

export const DONE = {
  deleted: (count: number) => plural(count, 'Design deleted.', `${count} designs deleted.`),
  unpublished: (count: number) => plural(count, 'Site unpublished.', `${count} sites unpublished.`),
} as const;

export const EXPORT_FAILED = 'Failed to export designs. Please try again.';
