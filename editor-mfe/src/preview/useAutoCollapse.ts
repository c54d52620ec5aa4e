import { PREVIEW_TOOLBAR_COLLAPSE_MS } from '@bento/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isPhoneScreen } from '../mediaQuery';

export interface AutoCollapse {
  expanded: boolean;
  expand: () => void;
  collapse: () => void;
  /** Any use of the toolbar: the 3 s start again. */
  touched: () => void;
  /** The pointer is over the toolbar (no collapse while so). */
  setHovered: (hovered: boolean) => void;
}

/**
 * The preview toolbar folds away after 3 s without use (editor-core.md §4), unless it is locked or hovered. Keys
 * pressed in it count as use, so a keyboard user is not folded away mid-task.
 */
export function useAutoCollapse(locked: boolean, beforeCollapse: () => void): AutoCollapse {
  // On a phone the toolbar would cover ~40 % of the preview: it starts folded to its handle (issue 33).
  const [expanded, setExpanded] = useState(() => !isPhoneScreen());
  const before = useRef(beforeCollapse);
  useEffect(() => {
    before.current = beforeCollapse;
  }, [beforeCollapse]);
  const [hovered, setHovered] = useState(false);
  const [activity, setActivity] = useState(0);
  useEffect(() => {
    if (!expanded || locked || hovered) return;
    const timer = setTimeout(() => {
      before.current();
      setExpanded(false);
    }, PREVIEW_TOOLBAR_COLLAPSE_MS);
    return () => clearTimeout(timer);
  }, [expanded, locked, hovered, activity]);
  const expand = useCallback(() => {
    setExpanded(true);
    setActivity((count) => count + 1);
  }, []);
  const collapse = useCallback(() => {
    before.current();
    setExpanded(false);
    setHovered(false);
  }, []);
  const touched = useCallback(() => setActivity((count) => count + 1), []);
  return { expanded, expand, collapse, touched, setHovered };
}
