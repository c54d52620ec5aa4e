// The published gallery page's remaining images (issue 13): the server renders the first screen as boxes; as the
// visitor scrolls within the scroll threshold of the end, the next images are measured and added as boxes of the
// same kind (a clone of a server-rendered one with its own spans), so the page's CSS grid places them like the
// first ones. The footer shows once the last image is in.
import { safeMediaUrl, SCROLL_CHECK_DEBOUNCE_MS, type GridSettings } from '@bento/core';
import {
  boxLayoutVars,
  columnsByBreakpoint,
  galleryImageBox,
  gallerySpanTables,
  measureImages,
  type ImageLoader,
} from '@bento/ui/galleryPage';
import type { GalleryPageData } from '../viewer/siteTypes';

/** Images added per round. */
export const GALLERY_ROUND = 15;

export function wireGallery(doc: Document, gallery: GalleryPageData, loader?: ImageLoader): void {
  const grid = doc.querySelector<HTMLElement>('section[data-columns]');
  const template = grid?.querySelector<HTMLElement>('[data-box-id^="infinite-"]');
  const win = doc.defaultView;
  if (!grid || !template || !win) return;
  const settings = gallery.settings as GridSettings;
  const tables = gallerySpanTables(settings);
  const columns = columnsByBreakpoint(settings);
  const urls = gallery.urls;
  let next = gallery.shown;
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const add = (url: string, index: number, aspectRatio: number) => {
    // Checked as the server checks a box's background: an address that is not a safe image is left out.
    const safe = safeMediaUrl(url);
    if (!safe) return;
    const box = galleryImageBox(safe, index, aspectRatio, tables);
    const node = template.cloneNode(true) as HTMLElement;
    node.dataset.boxId = box.id;
    for (const [name, value] of Object.entries(boxLayoutVars(box, columns))) {
      if (value !== undefined) node.style.setProperty(name, String(value));
    }
    node.querySelector('img')?.setAttribute('src', safe);
    grid.append(node);
  };

  const nearEnd = () => grid.getBoundingClientRect().bottom - win.innerHeight < gallery.scrollThreshold;

  const round = async () => {
    if (busy || next >= urls.length || !nearEnd()) return;
    busy = true;
    const batch = urls.slice(next, next + GALLERY_ROUND);
    const measured = await measureImages(batch, loader);
    batch.forEach((url, i) => add(url, next + i, measured[i]!.aspectRatio));
    next += batch.length;
    busy = false;
    if (next >= urls.length) {
      doc.querySelector<HTMLElement>('[data-gallery-footer]')?.removeAttribute('hidden');
      win.removeEventListener('scroll', onScroll);
      return;
    }
    // Keep filling while the end is still on screen.
    void round();
  };
  const onScroll = () => {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      void round();
    }, SCROLL_CHECK_DEBOUNCE_MS);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  void round();
}
