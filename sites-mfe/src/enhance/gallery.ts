// The published gallery page's remaining images (issue 13): the server renders the first screen as boxes placed by
// core's engines (@bento/ui firstScreenBoxes); as the visitor scrolls towards the end, the next images are
// measured and appended to the same layouts, as clones of a server-rendered box with their own grid lines, so
// nothing already on the page moves. A list that ends with a placeholder photo goes on with generated ones
// (editor-core.md §4), as in the editor. The footer shows once the last image is in.
import {
  BREAKPOINTS,
  FALLBACK_ASPECT_RATIO,
  MAX_URLS_PER_PACKING_PASS,
  morePlaceholderPhotos,
  safeMediaUrl,
  SCROLL_CHECK_DEBOUNCE_MS,
  shouldLoadMore,
} from '@bento/core';
import {
  firstScreenAspect,
  measureImages,
  PublishedGalleryLayout,
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
  const urls = [...gallery.urls];
  // The server's layout, rebuilt from the sizes it used: the engines are deterministic.
  const layout = new PublishedGalleryLayout(gallery.settings, gallery.kind);
  layout.append(urls.slice(0, gallery.shown).map(firstScreenAspect));
  let next = gallery.shown;
  let busy = false;
  let roundsWithoutScroll = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const add = (url: string | null, index: number, vars: object) => {
    // An address that is not a safe image (checked as the server checks a box's background) keeps its place empty.
    if (!url) return;
    const node = template.cloneNode(true) as HTMLElement;
    node.dataset.boxId = `infinite-${index}`;
    // The template's own placement rules go; the new image's come in.
    for (const breakpoint of BREAKPOINTS) node.style.removeProperty(`--bento-display-${breakpoint}`);
    for (const [name, value] of Object.entries(vars) as [string, unknown][]) {
      if (value !== undefined) node.style.setProperty(name, String(value));
    }
    node.querySelector('img')?.setAttribute('src', url);
    grid.append(node);
  };

  const wantsMore = () => {
    const rect = grid.getBoundingClientRect();
    return shouldLoadMore({
      distanceToEnd: rect.bottom - win.innerHeight,
      threshold: gallery.scrollThreshold,
      contentHeight: rect.height,
      viewportHeight: win.innerHeight,
      roundsWithoutScroll,
    });
  };

  const round = async () => {
    if (busy || !wantsMore()) return;
    // Whole rounds of generated photos: more as soon as fewer than a round are left.
    if (urls.length - next < GALLERY_ROUND)
      urls.push(...morePlaceholderPhotos(urls, MAX_URLS_PER_PACKING_PASS));
    if (next >= urls.length) return;
    busy = true;
    roundsWithoutScroll++;
    const batch = urls.slice(next, next + GALLERY_ROUND).map((url) => safeMediaUrl(url));
    const safe = batch.filter((url): url is string => url !== null);
    const measured = await measureImages(safe, loader);
    let m = 0;
    const aspects = batch.map((url) => (url ? measured[m++]!.aspectRatio : FALLBACK_ASPECT_RATIO));
    layout.append(aspects).forEach((vars, i) => add(batch[i]!, next + i, vars));
    next += batch.length;
    busy = false;
    if (next >= urls.length && morePlaceholderPhotos(urls, MAX_URLS_PER_PACKING_PASS).length === 0) {
      doc.querySelector<HTMLElement>('[data-gallery-footer]')?.removeAttribute('hidden');
      win.removeEventListener('scroll', onScroll);
      return;
    }
    // Keep filling while the screen asks for more (bounded by the rounds without a scroll).
    void round();
  };
  const onScroll = () => {
    roundsWithoutScroll = 0;
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      void round();
    }, SCROLL_CHECK_DEBOUNCE_MS);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  void round();
}
