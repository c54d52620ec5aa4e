// Local preferences of the keyboard help panel: the remembered collapse choice and whether the shortcut tip fits.
import { matchesMedia } from '../mediaQuery';
import { TABLET_MIN_WIDTH } from '@bento/core';
import { useCallback, useEffect, useState } from 'react';

export const HELP_COLLAPSED_KEY = 'bento-keyboard-help-collapsed';

/** Collapsed until the user opens it (then their choice is remembered): open, it takes a column of the canvas. */
function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(HELP_COLLAPSED_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** The collapse choice, remembered in local storage (storage errors are ignored, editor-core.md §8). */
export function useCollapsedPreference(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      const next = !was;
      try {
        window.localStorage.setItem(HELP_COLLAPSED_KEY, String(next));
      } catch {
        // Storage errors are ignored.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}

function tipFits(): boolean {
  return matchesMedia('(hover: hover)') && window.innerWidth >= TABLET_MIN_WIDTH;
}

/** The shortcut tip shows only at a window width of 768 or more on devices that can hover. */
export function useShortcutTipVisible(): boolean {
  const [visible, setVisible] = useState(tipFits);
  useEffect(() => {
    const update = () => setVisible(tipFits());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return visible;
}
