import type { Breakpoint } from '@bento/core';
import { boxHiddenToggled, previewBreakpointSet } from './editorSlice';
import { docWith, reduce, stateWith } from './testUtils';

function flags(state: ReturnType<typeof stateWith>) {
  const { hideOnMobile, hideOnTablet, hideOnDesktop } = state.current.boxes[0]!;
  return { mobile: hideOnMobile, tablet: hideOnTablet, desktop: hideOnDesktop };
}

function withHidden(hidden: Breakpoint[], preview: Breakpoint | null = null) {
  const doc = docWith(1);
  for (const bp of hidden)
    doc.boxes[0]![`hideOn${bp[0]!.toUpperCase()}${bp.slice(1)}` as 'hideOnMobile'] = true;
  return stateWith(doc, { previewBreakpoint: preview });
}

describe('hiding by breakpoint', () => {
  it('toggles the hide flag of a breakpoint, with history', () => {
    const hidden = reduce(withHidden([]), boxHiddenToggled({ id: 'b1', breakpoint: 'mobile' }));
    expect(flags(hidden)).toEqual({ mobile: true, tablet: false, desktop: false });
    expect(hidden.past).toHaveLength(1);
    const shown = reduce(hidden, boxHiddenToggled({ id: 'b1', breakpoint: 'mobile' }));
    expect(flags(shown)).toEqual({ mobile: false, tablet: false, desktop: false });
  });

  it('never hides all three: un-hides the other breakpoint not previewed', () => {
    const state = reduce(
      withHidden(['mobile', 'tablet'], 'tablet'),
      boxHiddenToggled({ id: 'b1', breakpoint: 'desktop' }),
    );
    expect(flags(state)).toEqual({ mobile: false, tablet: true, desktop: true });
  });

  it('un-hides tablet when neither other breakpoint is previewed', () => {
    const state = reduce(
      withHidden(['tablet', 'desktop']),
      boxHiddenToggled({ id: 'b1', breakpoint: 'mobile' }),
    );
    expect(flags(state)).toEqual({ mobile: true, tablet: false, desktop: true });
    const previewingTarget = reduce(
      withHidden(['mobile', 'tablet']),
      previewBreakpointSet('desktop'),
      boxHiddenToggled({ id: 'b1', breakpoint: 'desktop' }),
    );
    expect(flags(previewingTarget)).toEqual({ mobile: true, tablet: false, desktop: true });
  });

  it('un-hides desktop when tablet is the one being hidden', () => {
    const state = reduce(
      withHidden(['mobile', 'desktop']),
      boxHiddenToggled({ id: 'b1', breakpoint: 'tablet' }),
    );
    expect(flags(state)).toEqual({ mobile: true, tablet: true, desktop: false });
  });

  it('ignores an unknown box', () => {
    const start = withHidden([]);
    expect(reduce(start, boxHiddenToggled({ id: 'nope', breakpoint: 'mobile' }))).toBe(start);
  });
});
