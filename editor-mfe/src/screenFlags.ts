// States of the editor's parts that the screen's layout follows (EditorScreen.module.css, ImageNotices.module.css),
// kept as data attributes on the screen element itself. They were `.screen:has([data-side-panel])` rules and the
// like: Chromium then re-ran those :has() searches over the whole canvas whenever a node was inserted anywhere
// under the screen, ~5 ms of style recalculation for each box added or selected at 2,000 boxes (issue 34).
import { createContext, useCallback, useContext, useLayoutEffect, useState } from 'react';

/** Each flag shows as `data-{flag}` on the screen while at least one part raises it. */
export type ScreenFlag = 'side-panel-left' | 'side-panel-right' | 'help-expanded' | 'width-held';

export interface ScreenFlags {
  /** The screen element's callback ref: the flags raised so far apply to it at once. */
  attach(element: HTMLElement | null): void;
  /** Raises `flag`; the returned function lowers it again (two parts may raise the same flag). */
  raise(flag: ScreenFlag): () => void;
}

export function createScreenFlags(): ScreenFlags {
  const counts = new Map<ScreenFlag, number>();
  let screen: HTMLElement | null = null;
  const apply = (flag: ScreenFlag) => screen?.toggleAttribute(`data-${flag}`, (counts.get(flag) ?? 0) > 0);
  const change = (flag: ScreenFlag, by: number) => {
    counts.set(flag, (counts.get(flag) ?? 0) + by);
    apply(flag);
  };
  return {
    attach(element) {
      screen = element;
      counts.forEach((_count, flag) => apply(flag));
    },
    raise(flag) {
      change(flag, 1);
      let raised = true;
      return () => {
        if (raised) change(flag, -1);
        raised = false;
      };
    },
  };
}

/** For the editor screen: the flags its parts raise, and the callback ref of the element that shows them. */
export function useScreenFlagsHost() {
  const [flags] = useState(createScreenFlags);
  const attach = useCallback((element: HTMLElement | null) => flags.attach(element), [flags]);
  return { flags, attach };
}

// Outside an editor screen (a part rendered on its own) the flags go nowhere.
export const ScreenFlagsContext = createContext<ScreenFlags>(createScreenFlags());

/** Shows `flag` on the editor screen while `on` (set before the browser paints, so the layout never jumps). */
export function useScreenFlag(flag: ScreenFlag, on: boolean): void {
  const flags = useContext(ScreenFlagsContext);
  useLayoutEffect(() => (on ? flags.raise(flag) : undefined), [flags, flag, on]);
}
