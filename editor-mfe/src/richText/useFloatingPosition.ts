import { useEffect, useState, type CSSProperties, type RefObject } from 'react';

const GAP = 8;

/** Fixed position above the anchor (below it when there is no room), kept inside the viewport horizontally. */
export function floatingPosition(
  anchor: DOMRect,
  floating: { width: number; height: number },
): CSSProperties {
  const above = anchor.top - floating.height - GAP;
  const top = above >= GAP ? above : anchor.bottom + GAP;
  const maxLeft = Math.max(GAP, window.innerWidth - floating.width - GAP);
  return { top, left: Math.min(Math.max(GAP, anchor.left), maxLeft) };
}

/**
 * Where the floating text toolbar goes. It lives outside the box (boxes clip their content), so it follows
 * the box on scroll, resize and layout changes.
 */
export function useFloatingPosition(
  anchorRef: RefObject<HTMLElement | null>,
  floatingRef: RefObject<HTMLElement | null>,
): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({ top: 0, left: 0, visibility: 'hidden' });
  // A passive effect: the anchor (a parent element) gets its ref only after the layout effects of children.
  useEffect(() => {
    const anchor = anchorRef.current;
    if (!anchor) return;
    let frame = 0;
    const place = () => {
      const floating = floatingRef.current;
      const size = floating ? floating.getBoundingClientRect() : { width: 0, height: 0 };
      setStyle(floatingPosition(anchor.getBoundingClientRect(), size));
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(anchor);
    if (floatingRef.current) observer?.observe(floatingRef.current);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [anchorRef, floatingRef]);
  return style;
}
