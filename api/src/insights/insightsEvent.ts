import type { DeviceClass } from './visitorTraits';

/** One counted beacon, ready to store: what the raw events table holds (no address, no User-Agent). */
export interface InsightsEvent {
  siteId: string;
  /** UTC 'YYYY-MM-DD' of `at`. */
  day: string;
  /** Milliseconds since the epoch, when the beacon arrived. */
  at: number;
  kind: 'view' | 'click' | 'vitals';
  visitor: string;
  device: DeviceClass;
  referrer: string | null;
  boxId: string | null;
  lcp: number | null;
  cls: number | null;
  inp: number | null;
}
