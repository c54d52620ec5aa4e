import { HOOKS } from './hooks';
import type { DialogName, LazyParts } from './lazyParts';
import type { SitePageData } from '../viewer/siteTypes';

/**
 * The share menu's items whose dialog is a part of its own ('Report this site', 'QR code': data-dialog-part names
 * it, lazyParts.ts). Few visitors use them, so a dialog's code is fetched at its item's first click, then the dialog
 * opens; a failed fetch is tried again at the next click.
 */
export function wireDialogOpeners(
  doc: Document,
  page: SitePageData,
  closeMenu: () => void,
  parts: LazyParts,
  fetchImpl?: typeof fetch,
): void {
  for (const opener of doc.querySelectorAll<HTMLElement>(HOOKS.dialogPart)) {
    let dialog: Promise<(() => void) | null> | null = null;
    opener.addEventListener('click', () => {
      closeMenu();
      dialog ??= parts
        .dialog(opener.dataset.dialogPart as DialogName)
        .then(({ wireDialog }) => wireDialog(doc, page, fetchImpl))
        .catch(() => {
          dialog = null;
          return null;
        });
      void dialog.then((open) => open?.());
    });
  }
}
