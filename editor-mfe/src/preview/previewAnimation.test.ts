import { animatedValues, easeInOut } from './previewAnimation';
import { DEFAULT_PREVIEW_SETTINGS, type PreviewAnimationSettings } from './previewSettings';

const both: PreviewAnimationSettings = {
  ...DEFAULT_PREVIEW_SETTINGS,
  enabledAnimationTypes: ['width', 'radius'],
};

describe('the preview animation (2 s, ease-in-out, then the ends swap)', () => {
  it('eases in and out: slow at both ends, half way at half time', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
  });

  it('runs 500 → 1200 px and 4 → 32 px, then back, and again', () => {
    expect(animatedValues(both, 0, false)).toEqual({ width: 500, radius: 4 });
    expect(animatedValues(both, 1000, false)).toEqual({ width: 850, radius: 18 });
    expect(animatedValues(both, 1999.9, false).width).toBe(1200);
    expect(animatedValues(both, 2000, false)).toEqual({ width: 1200, radius: 32 });
    expect(animatedValues(both, 3000, false)).toEqual({ width: 850, radius: 18 });
    expect(animatedValues(both, 4000, false)).toEqual({ width: 500, radius: 4 });
    expect(animatedValues(both, 500, false).width).toBeLessThan(850 - 175); // eased, not linear
  });

  it('animates only what is turned on', () => {
    const widthOnly = { ...both, enabledAnimationTypes: ['width' as const] };
    expect(animatedValues(widthOnly, 1000, false)).toEqual({ width: 850 });
    expect(animatedValues({ ...both, enabledAnimationTypes: [] }, 1000, false)).toEqual({});
  });

  it('steps between the ends with reduced motion: no value in between is ever shown', () => {
    const shown = new Set<number>();
    for (let ms = 0; ms < 8000; ms += 100) shown.add(animatedValues(both, ms, true).width!);
    expect([...shown].sort((a, b) => a - b)).toEqual([500, 1200]);
  });
});
