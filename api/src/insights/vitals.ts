// Web vitals as the owner sees them: a histogram per day (samples per bucket) whose p75 over any range of days is
// read back from the buckets, rated with Google's thresholds (https://web.dev/articles/vitals).

export type VitalName = 'lcp' | 'cls' | 'inp';
export const VITAL_NAMES: readonly VitalName[] = ['lcp', 'cls', 'inp'];

export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export interface VitalSummary {
  p75: number;
  rating: VitalRating;
}

interface VitalScale {
  /** A bucket holds values up to bucket × step (rounded up, so a rating read from a bucket is never too kind). */
  step: number;
  /** Good up to this; poor above `poor`. Multiples of `step`, so a bucket never straddles a threshold. */
  good: number;
  poor: number;
  /** Larger values are clamped here (the histogram stays small). */
  max: number;
}

const SCALES: Record<VitalName, VitalScale> = {
  lcp: { step: 50, good: 2500, poor: 4000, max: 60_000 },
  cls: { step: 0.01, good: 0.1, poor: 0.25, max: 10 },
  inp: { step: 8, good: 200, poor: 500, max: 60_000 },
};

export function vitalBucket(name: VitalName, value: number): number {
  const { step, max } = SCALES[name];
  // The small epsilon keeps 0.1 / 0.01 (float noise: 10.000000000000002) in bucket 10.
  return Math.ceil(Math.min(value, max) / step - 1e-9);
}

export function rateVital(name: VitalName, value: number): VitalRating {
  const { good, poor } = SCALES[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The 75th percentile of a histogram (bucket → samples) and its rating; null without samples. */
export function summarizeVital(name: VitalName, histogram: Map<number, number>): VitalSummary | null {
  const total = [...histogram.values()].reduce((sum, samples) => sum + samples, 0);
  if (total === 0) return null;
  const wanted = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket)!;
    if (seen >= wanted) {
      const p75 = Number((bucket * SCALES[name].step).toFixed(name === 'cls' ? 2 : 0));
      return { p75, rating: rateVital(name, p75) };
    }
  }
  return null;
}
