import type { Box } from '@bento/core';

export interface BoxLink {
  url: string;
  target: '_blank' | '_self';
}

/** Ids of the boxes and nested boxes whose link only drives a hover effect (never opened on click). */
export function hoverEffectOnlyIds(boxes: readonly Box[]): string[] {
  const ids: string[] = [];
  for (const box of boxes) {
    if (box.style?.hoverEffectOnly === true) ids.push(box.id);
    for (const nested of box.nestedBoxes ?? []) {
      if (nested.style?.hoverEffectOnly === true) ids.push(nested.id);
    }
  }
  return ids;
}

/**
 * The link a click on the grid opens (editor-core.md §4 'Preview mode'): the innermost box or nested box with a
 * link, unless it is hover-effect-only; a real link inside the text handles itself. DOM only (no React), so the
 * server-rendered page's script uses it too.
 */
export function boxLinkForClick(
  target: EventTarget | null,
  hoverOnlyIds: ReadonlySet<string>,
): BoxLink | null {
  if (!(target instanceof Element) || target.closest('a[href]')) return null;
  const element = target.closest<HTMLElement>('[data-link-url]');
  const url = element?.dataset.linkUrl;
  if (!element || !url) return null;
  const id = element.dataset.nestedBoxId ?? element.dataset.boxId;
  if (id && hoverOnlyIds.has(id)) return null;
  return { url, target: element.dataset.linkTarget === '_self' ? '_self' : '_blank' };
}

/** New tab by default, without giving the opened page a handle on this one. */
export function openBoxLink(link: BoxLink, win: Window = window): void {
  if (link.target === '_self') win.location.assign(link.url);
  else win.open(link.url, '_blank', 'noopener,noreferrer');
}
