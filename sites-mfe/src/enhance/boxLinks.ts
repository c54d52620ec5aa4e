import { boxLinkForClick, openBoxLink } from '@bento/ui/boxLinks';
import { HOOKS } from './hooks';

/**
 * A click on a box with a link opens it (new tab unless the box says _self), as in the app's viewer; `opened`
 * hears which box (insights.ts counts it).
 */
export function wireBoxLinks(
  doc: Document,
  hoverOnlyIds: readonly string[],
  opened?: (boxId?: string) => void,
): void {
  const grid = doc.querySelector<HTMLElement>(HOOKS.boxLinks);
  if (!grid) return;
  const hoverOnly = new Set(hoverOnlyIds);
  const win = doc.defaultView ?? window;
  grid.addEventListener('click', (event) => {
    const link = boxLinkForClick(event.target, hoverOnly);
    if (!link) return;
    const box = (event.target as Element).closest<HTMLElement>('[data-link-url]')!.dataset;
    opened?.(box.nestedBoxId ?? box.boxId);
    openBoxLink(link, win);
  });
}
