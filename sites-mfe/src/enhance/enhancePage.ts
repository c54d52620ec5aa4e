import { wireBoxLinks } from './boxLinks';
import { startCountdown } from './countdown';
import { startInsights } from './insights';
import { revealOwnerLink } from './ownerLink';
import { wireDialogOpeners } from './dialogOpeners';
import { builtParts, type LazyParts } from './lazyParts';
import { isSitePage, readPageData } from './pageData';
import { wireShareMenu } from './shareMenu';

export interface EnhanceOptions {
  fetchImpl?: typeof fetch;
  goHome?: () => void;
  /** Where the share menu's dialogs and the gallery's loader come from (tests: the source modules). */
  parts?: LazyParts;
}

/**
 * Progressive enhancement of the server-rendered /{slug} page (api/src/web/siteSsr.ts): the page reads fully
 * without it. The grid needs no script (container queries), so nothing here depends on the window's size.
 * The report dialog and the gallery's loader are parts of their own (lazyParts.ts), fetched only when needed (most
 * pages have no gallery, most visitors report nothing): the script every visitor loads stays small.
 */
export function enhancePage(doc: Document, options: EnhanceOptions = {}): void {
  const data = readPageData(doc);
  if (isSitePage(data)) {
    const closeMenu = wireShareMenu(doc, data);
    const parts = options.parts ?? builtParts;
    wireDialogOpeners(doc, data, closeMenu, parts, options.fetchImpl);
    wireBoxLinks(doc, data.hoverOnlyIds, startInsights(doc, data.slug));
    const { gallery } = data;
    // Should its part not load, the page keeps the server's first screen, as without JavaScript.
    if (gallery)
      void parts.gallery().then(
        ({ wireGallery }) => wireGallery(doc, gallery),
        () => undefined,
      );
    void revealOwnerLink(doc, data.userId, options.fetchImpl);
    return;
  }
  startCountdown(doc, options.goHome ?? (() => doc.defaultView?.location.assign('/')));
}
