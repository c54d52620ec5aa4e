import { rateVital, summarizeVital, vitalBucket } from './vitals';

describe('web vitals', () => {
  it("rates with Google's thresholds, boundaries included in the better rating", () => {
    const cases: [Parameters<typeof rateVital>[0], number, string][] = [
      ['lcp', 2500, 'good'],
      ['lcp', 2501, 'needs-improvement'],
      ['lcp', 4000, 'needs-improvement'],
      ['lcp', 4001, 'poor'],
      ['cls', 0.1, 'good'],
      ['cls', 0.25, 'needs-improvement'],
      ['cls', 0.26, 'poor'],
      ['inp', 200, 'good'],
      ['inp', 500, 'needs-improvement'],
      ['inp', 501, 'poor'],
    ];
    for (const [name, value, rating] of cases)
      expect([name, value, rateVital(name, value)]).toEqual([name, value, rating]);
  });

  it('buckets round up, so a value just over a threshold never reads as under it', () => {
    expect(vitalBucket('lcp', 2500) * 50).toBe(2500);
    expect(vitalBucket('lcp', 2500.5) * 50).toBe(2550);
    expect(vitalBucket('cls', 0.1)).toBe(10);
    expect(vitalBucket('cls', 0.1001)).toBe(11);
    expect(vitalBucket('inp', 1e9)).toBe(vitalBucket('inp', 60_000));
  });

  it('reads the 75th percentile from a histogram (nearest rank); none without samples', () => {
    expect(summarizeVital('lcp', new Map())).toBeNull();
    const histogram = new Map([
      [20, 2],
      [40, 1],
      [100, 1],
    ]); // 1000 ms ×2, 2000 ms, 5000 ms
    expect(summarizeVital('lcp', histogram)).toEqual({ p75: 2000, rating: 'good' });
    expect(summarizeVital('cls', new Map([[30, 4]]))).toEqual({ p75: 0.3, rating: 'poor' });
  });
});
