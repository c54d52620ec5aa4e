import type { VitalName } from './insightsApi';

const count = new Intl.NumberFormat('en');

export function formatCount(value: number): string {
  return count.format(value);
}

/** A share of a total as a whole percentage ('0%' of nothing). */
export function formatShare(part: number, total: number): string {
  return total > 0 ? `${Math.round((part / total) * 100)}%` : '0%';
}

/** LCP and INP in ms (LCP in seconds from 1 s on, as Google shows it); CLS unitless. */
export function formatVital(name: VitalName, value: number): string {
  if (name === 'cls') return value.toFixed(2);
  if (name === 'lcp' && value >= 1000) return `${(value / 1000).toFixed(1)} s`;
  return `${Math.round(value)} ms`;
}

/** 'YYYY-MM-DD' (a UTC day) as 'Mar 10'. */
export function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
