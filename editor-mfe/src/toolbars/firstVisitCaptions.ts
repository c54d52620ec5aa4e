// The first visit on a touch screen names every tool (issue 33): icon-only strips have hover tooltips, and touch
// has no hover. The captions show under the icons once per device, until the first tap or for CAPTIONS_MS.
import { matchesMedia } from '../mediaQuery';
import { browserStorage } from '@bento/store';
import { useEffect, useSyncExternalStore } from 'react';

export const CAPTIONS_SHOWN_KEY = 'bento-tool-captions-shown';
export const CAPTIONS_MS = 6000;

let shown = false;
const listeners = new Set<() => void>();

function setShown(next: boolean) {
  shown = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the strips show their captions now. */
export function useToolCaptions(): boolean {
  return useSyncExternalStore(subscribe, () => shown);
}

const isTouchScreen = () => matchesMedia('(hover: none)');

/** Decides, once the editor is on screen, whether this is the device's first visit: then the captions show. */
export function useFirstVisitCaptions(): void {
  useEffect(() => {
    const storage = browserStorage();
    if (!storage || !isTouchScreen() || storage.getItem(CAPTIONS_SHOWN_KEY)) return;
    try {
      storage.setItem(CAPTIONS_SHOWN_KEY, '1');
    } catch {
      return; // a device that cannot remember it would see them at every visit
    }
    setShown(true);
    const hide = () => setShown(false);
    const timer = setTimeout(hide, CAPTIONS_MS);
    // After the first tap's click, not at its pointerdown and not during the click: the strips shrink when the
    // captions go, and a tap whose caption (its target) left the page before React saw the click pressed nothing.
    const hideAfterTap = () => setTimeout(hide);
    window.addEventListener('click', hideAfterTap, { once: true, capture: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('click', hideAfterTap, { capture: true });
      hide();
    };
  }, []);
}
