import {
  clampColSpan,
  clampRowSpan,
  isNestedSize,
  mobileColSpan,
  mobileRowSpan,
  photoSpansForAspectRatio,
  stepNestedSize,
} from './boxSize';

describe('column span', () => {
  it("is at least 1 and at most the breakpoint's columns", () => {
    expect(clampColSpan(0, 5)).toBe(1);
    expect(clampColSpan(1, 5)).toBe(1);
    expect(clampColSpan(5, 5)).toBe(5);
    expect(clampColSpan(6, 5)).toBe(5);
  });

  it('defaults to 12 columns', () => {
    expect(clampColSpan(12)).toBe(12);
    expect(clampColSpan(13)).toBe(12);
  });
});

describe('row span', () => {
  it('is 1–12', () => {
    expect(clampRowSpan(0)).toBe(1);
    expect(clampRowSpan(1)).toBe(1);
    expect(clampRowSpan(12)).toBe(12);
    expect(clampRowSpan(13)).toBe(12);
    expect(clampRowSpan(Number.NaN)).toBe(1);
  });
});

describe('mobile fallbacks', () => {
  it('caps a column span above 1 at half the columns (at least 1)', () => {
    expect(mobileColSpan(1, 2)).toBe(1);
    expect(mobileColSpan(3, 2)).toBe(1);
    expect(mobileColSpan(3, 4)).toBe(2);
    expect(mobileColSpan(2, 8)).toBe(2);
    expect(mobileColSpan(6, 8)).toBe(4);
    expect(mobileColSpan(4, 1)).toBe(1);
  });

  it('turns a row span above 1 into 0.7 × span rounded up', () => {
    expect(mobileRowSpan(1)).toBe(1);
    expect(mobileRowSpan(2)).toBe(2);
    expect(mobileRowSpan(3)).toBe(3);
    expect(mobileRowSpan(4)).toBe(3);
    expect(mobileRowSpan(10)).toBe(7);
    expect(mobileRowSpan(12)).toBe(9);
  });
});

describe('nested size stepping', () => {
  it('steps 15 per click', () => {
    expect(stepNestedSize('50%', 'grow')).toBe('65%');
    expect(stepNestedSize('50%', 'shrink')).toBe('35%');
    expect(stepNestedSize('100px', 'grow')).toBe('115px');
    expect(stepNestedSize('100px', 'shrink', { step: 5 })).toBe('95px');
  });

  it('clamps percent to 5–100 and goes auto at or below 5 when shrinking', () => {
    expect(stepNestedSize('95%', 'grow')).toBe('100%');
    expect(stepNestedSize('20%', 'shrink')).toBe('auto');
    expect(stepNestedSize('21%', 'shrink')).toBe('6%');
    expect(stepNestedSize('10%', 'shrink', { step: 5 })).toBe('auto');
  });

  it('keeps px at least 10 and goes auto at or below 10 when shrinking', () => {
    expect(stepNestedSize('25px', 'shrink')).toBe('auto');
    expect(stepNestedSize('26px', 'shrink')).toBe('11px');
  });

  it('auto shrinks to auto and grows to at least 20px', () => {
    expect(stepNestedSize('auto', 'shrink')).toBe('auto');
    expect(stepNestedSize('auto', 'grow')).toBe('20px');
    expect(stepNestedSize('auto', 'grow', { measuredPx: 80 })).toBe('95px');
  });

  it('never grows a px size past what the parent can draw (maxPx), and steps down from it', () => {
    // The defect: a 174px width in a 159px slot grew to 189px while 159px stayed drawn.
    expect(stepNestedSize('174px', 'grow', { maxPx: 159 })).toBe('159px');
    expect(stepNestedSize('159px', 'grow', { maxPx: 159.6 })).toBe('159px');
    expect(stepNestedSize('100px', 'grow', { maxPx: 159 })).toBe('115px');
    expect(stepNestedSize('150px', 'grow', { maxPx: 159 })).toBe('159px');
    expect(stepNestedSize('240px', 'shrink', { maxPx: 159 })).toBe('144px');
    expect(stepNestedSize('auto', 'grow', { measuredPx: 159, maxPx: 159 })).toBe('159px');
    // Percent sizes are drawn within their slot already (at most 100%).
    expect(stepNestedSize('95%', 'grow', { maxPx: 50 })).toBe('100%');
    // An unknown or unusable bound changes nothing.
    expect(stepNestedSize('174px', 'grow', { maxPx: Number.NaN })).toBe('189px');
    expect(stepNestedSize('174px', 'grow', { maxPx: 0 })).toBe('189px');
  });

  it('recognises sizes', () => {
    expect(isNestedSize('auto')).toBe(true);
    expect(isNestedSize('50%')).toBe(true);
    expect(isNestedSize('120px')).toBe(true);
    expect(isNestedSize('12em')).toBe(false);
    expect(isNestedSize(12)).toBe(false);
  });
});

describe('dropped photo sizing', () => {
  it('wider than 1.5 → 2 columns (or fewer) × 1 row', () => {
    expect(photoSpansForAspectRatio(1.78, 5)).toEqual({ colSpan: 2, rowSpan: 1 });
    expect(photoSpansForAspectRatio(3, 1)).toEqual({ colSpan: 1, rowSpan: 1 });
  });

  it('narrower than 0.7 → 1 × 2', () => {
    expect(photoSpansForAspectRatio(0.5, 5)).toEqual({ colSpan: 1, rowSpan: 2 });
  });

  it('otherwise 1 × 1, at the thresholds too', () => {
    expect(photoSpansForAspectRatio(1.5, 5)).toEqual({ colSpan: 1, rowSpan: 1 });
    expect(photoSpansForAspectRatio(0.7, 5)).toEqual({ colSpan: 1, rowSpan: 1 });
    expect(photoSpansForAspectRatio(1, 5)).toEqual({ colSpan: 1, rowSpan: 1 });
  });

  it('unreadable ratios count as 1.33', () => {
    expect(photoSpansForAspectRatio(Number.NaN, 5)).toEqual({ colSpan: 1, rowSpan: 1 });
    expect(photoSpansForAspectRatio(null, 5)).toEqual({ colSpan: 1, rowSpan: 1 });
    expect(photoSpansForAspectRatio(0, 5)).toEqual({ colSpan: 1, rowSpan: 1 });
  });
});
