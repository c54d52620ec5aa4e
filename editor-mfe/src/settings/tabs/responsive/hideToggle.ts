// Hide flags of the selected boxes, toggled through boxHiddenToggled (core's never-all-three rule), and what the
// user is told when that rule showed a box at another breakpoint instead.
import { BREAKPOINTS, isHiddenAt, type Box, type Breakpoint } from '@bento/core';
import { BREAKPOINT_LABELS } from '../size/shownBreakpoint';

/** The breakpoints (other than `target`) at which some box was hidden before and is shown after. */
export function revealedBreakpoints(
  before: readonly Box[],
  after: readonly Box[],
  target: Breakpoint,
): Breakpoint[] {
  return BREAKPOINTS.filter(
    (breakpoint) =>
      breakpoint !== target &&
      before.some((box, i) => isHiddenAt(box, breakpoint) && !isHiddenAt(after[i] ?? box, breakpoint)),
  );
}

/** What the user reads when the rule un-hid a breakpoint ('' when it did not). */
export function revealedMessage(revealed: readonly Breakpoint[]): string {
  if (revealed.length === 0) return '';
  const names = revealed.map((breakpoint) => BREAKPOINT_LABELS[breakpoint].toLowerCase()).join(' and ');
  return `A box can't be hidden on mobile, tablet and desktop at once, so it shows on ${names} again.`;
}
