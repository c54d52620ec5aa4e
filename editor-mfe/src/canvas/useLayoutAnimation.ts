// The 800 ms layout-change animation (editor-core.md §4): when boxes change position (reorder, resize, add,
// delete), each box that moved glides from its old place to its new one (FLIP with element.animate).
// Failures are swallowed; reduced motion skips it.
import { LAYOUT_ANIMATION_MS, type Box } from '@bento/core';
import { useAppStore } from '@bento/store';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '../animations/boxAnimations';
import { selectDocument } from '../state/editorSlice';

type Rects = Map<string, DOMRect>;

/** What decides where boxes sit: ids, order, spans and hide flags. Text or style changes leave it alone. */
export function layoutKey(boxes: readonly Box[]): string {
  return boxes
    .map(
      (box) =>
        `${box.id}:${box.order}:${box.colSpan}:${box.rowSpan}:${box.hideOnMobile ? 1 : 0}${box.hideOnTablet ? 1 : 0}${box.hideOnDesktop ? 1 : 0}`,
    )
    .join('|');
}

function measure(root: HTMLElement): Rects {
  const rects: Rects = new Map();
  for (const el of root.querySelectorAll<HTMLElement>('[data-box-id]')) {
    rects.set(el.dataset.boxId!, el.getBoundingClientRect());
  }
  return rects;
}

function play(root: HTMLElement, before: Rects): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-box-id]')) {
    const old = before.get(el.dataset.boxId!);
    if (!old) continue; // a new box has its entry animation instead
    const now = el.getBoundingClientRect();
    const dx = old.left - now.left;
    const dy = old.top - now.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    try {
      el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }], {
        duration: LAYOUT_ANIMATION_MS,
        easing: 'ease-in-out',
      });
    } catch {
      // Animation failures are swallowed (editor-core.md §4).
    }
  }
}

/**
 * Boxes added at the end (Space, paste at the end) move no other box, so they are not measured at all.
 * The old positions are measured in a store subscription, i.e. synchronously in dispatch and before React
 * updates the DOM (a dropped box is measured where it was let go); the new ones after the commit.
 */
export function useLayoutAnimation(root: RefObject<HTMLElement | null>, boxes: readonly Box[]): void {
  const store = useAppStore();
  const before = useRef<Rects | null>(null);
  useEffect(() => {
    let lastBoxes = selectDocument(store.getState()).boxes;
    let lastKey = layoutKey(lastBoxes);
    return store.subscribe(() => {
      const next = selectDocument(store.getState()).boxes;
      if (next === lastBoxes) return;
      lastBoxes = next;
      const key = layoutKey(next);
      if (key === lastKey) return;
      const onlyAppended = lastKey === '' || key.startsWith(`${lastKey}|`);
      lastKey = key;
      // Boxes added after the last one leave every other box where it was: nothing to measure (at 500 boxes,
      // measuring before and after cost each Space press ~25 ms of forced layout; issue 34).
      if (onlyAppended) return;
      if (root.current && !prefersReducedMotion()) before.current = measure(root.current);
    });
  }, [store, root]);
  useLayoutEffect(() => {
    const old = before.current;
    before.current = null;
    if (old && root.current) play(root.current, old);
  }, [boxes, root]);
}
