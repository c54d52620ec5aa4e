import { HOOKS } from './hooks';
import type { LazyParts } from './lazyParts';

/**
 * 'Report this site' in the share menu. Few visitors use it, so the dialog's code (reportDialog.ts, a part of its
 * own: lazyParts.ts) is fetched at the first click, then the dialog opens; a failed fetch is tried again at the
 * next click.
 */
export function wireReportOpener(
  doc: Document,
  slug: string,
  closeMenu: () => void,
  parts: LazyParts,
  fetchImpl?: typeof fetch,
): void {
  const opener = doc.querySelector<HTMLButtonElement>(HOOKS.reportOpen);
  if (!opener) return;
  let dialog: Promise<(() => void) | null> | null = null;
  opener.addEventListener('click', () => {
    closeMenu();
    dialog ??= parts.report().then(
      ({ wireReportDialog }) => wireReportDialog(doc, slug, fetchImpl),
      () => {
        dialog = null;
        return null;
      },
    );
    void dialog.then((open) => open?.());
  });
}
