import { wireBoxLinks } from './boxLinks';
import { wireGallery } from './gallery';
import { startCountdown } from './countdown';
import { revealOwnerLink } from './ownerLink';
import { isSitePage, readPageData } from './pageData';
import { wireReportDialog } from './reportDialog';
import { wireShareMenu } from './shareMenu';

export interface EnhanceOptions {
  fetchImpl?: typeof fetch;
  goHome?: () => void;
}

/**
 * Progressive enhancement of the server-rendered /{slug} page (api/src/web/siteSsr.ts): the page reads fully
 * without it. The grid needs no script (container queries), so nothing here depends on the window's size.
 */
export function enhancePage(doc: Document, options: EnhanceOptions = {}): void {
  const data = readPageData(doc);
  if (isSitePage(data)) {
    const closeMenu = wireShareMenu(doc, data);
    wireReportDialog(doc, data.slug, closeMenu, options.fetchImpl);
    wireBoxLinks(doc, data.hoverOnlyIds);
    if (data.gallery) wireGallery(doc, data.gallery);
    void revealOwnerLink(doc, data.userId, options.fetchImpl);
    return;
  }
  startCountdown(doc, options.goHome ?? (() => doc.defaultView?.location.assign('/')));
}
