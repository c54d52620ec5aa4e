// The project table's own wording. Everything the designs sidebar also says (the limit notice, failures, toasts,
// the unpublish confirmation) comes from @bento/store and @bento/core, word for word.
import { UNPUBLISH_CONFIRM } from '@bento/store';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** Deleting a design leaves its sites online without a design (orphaned): say so before. */
function orphanNote(designCount: number, withSites: number): string {
  if (withSites === 0) return '';
  if (designCount === 1)
    return 'Its published site stays online, as an orphaned site, until you sync and unpublish it.';
  if (withSites === 1)
    return 'The site published from one of them stays online, as an orphaned site, until you sync and unpublish it.';
  return `The sites published from ${withSites} of them stay online, as orphaned sites, until you sync and unpublish them.`;
}

export const CONFIRM = {
  unpublish: (siteCount: number) =>
    siteCount === 1
      ? UNPUBLISH_CONFIRM
      : `Are you sure you want to unpublish these ${siteCount} sites? They will no longer be publicly accessible.`,
  delete: (titles: string[], withSites: number) =>
    [
      titles.length === 1
        ? `Are you sure you want to delete “${titles[0]}”? This cannot be undone.`
        : `Are you sure you want to delete these ${titles.length} designs? This cannot be undone.`,
      orphanNote(titles.length, withSites),
    ]
      .filter(Boolean)
      .join(' '),
} as const;

export const DONE = {
  deleted: (count: number) => plural(count, 'Design deleted.', `${count} designs deleted.`),
  unpublished: (count: number) => plural(count, 'Site unpublished.', `${count} sites unpublished.`),
} as const;

export const EXPORT_FAILED = 'Failed to export designs. Please try again.';
