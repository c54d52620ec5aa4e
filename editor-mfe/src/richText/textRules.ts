// Pure rules of the rich-text editor (editor-core.md §4 'Text editing', §5 'Links', §6 shortcuts).

import { LINK_REL, richTextForSave } from '@bento/core';

export type CycledAlign = 'left' | 'center' | 'right';

/** The alignment button: left → center → right → left (anything else restarts at left). */
export function nextAlignment(current: string | null | undefined): CycledAlign {
  if (current === 'left' || current === 'start') return 'center';
  if (current === 'center') return 'right';
  return 'left';
}

/** The content to store for the editor's output, or null when it does not differ from what the box held. */
export function contentToSave(before: string, after: string): string | null {
  const next = richTextForSave(after);
  return next === richTextForSave(before) ? null : next;
}

/** Cmd/Ctrl + (or =) → 1, Cmd/Ctrl − → −1, anything else → null. */
export function fontSizeStepFromKey(event: {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey?: boolean;
}): 1 | -1 | null {
  if (!(event.metaKey || event.ctrlKey) || event.altKey) return null;
  if (event.key === '+' || event.key === '=') return 1;
  if (event.key === '-' || event.key === '_' || event.key === '−') return -1;
  return null;
}

/** Links created in the text toolbar: new tab, noopener noreferrer, underlined. */
export function decorateLinks(html: string): string {
  if (!html.includes('<a')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('a').forEach((anchor) => {
    if (anchor.getAttribute('target') !== '_self') anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', LINK_REL);
    anchor.style.textDecoration = 'underline';
  });
  return template.innerHTML;
}

/** Pixels of a CSS font-size value ('24px'), else the fallback. */
export function pxOf(value: string | number | undefined, fallback: number): number {
  const px = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(px) && px > 0 ? px : fallback;
}
