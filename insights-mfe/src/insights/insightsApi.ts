// The owner's insights (docs/api.md 'Insights'), typed, over the shared client: the report of one site and, for
// the page's title and link, the site itself from the owner's list.
import { getApiClient, sitesApi, type SiteListItem } from '@bento/store';

export const INSIGHTS_RANGES = [7, 30, 90] as const;
export type InsightsRange = (typeof INSIGHTS_RANGES)[number];

export type VitalName = 'lcp' | 'cls' | 'inp';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export interface VitalSummary {
  p75: number;
  rating: VitalRating;
}

export interface DeviceViews {
  mobile: number;
  tablet: number;
  desktop: number;
}

export interface InsightsReport {
  views: number;
  visitors: number;
  daily: { date: string; views: number; visitors: number }[];
  referrers: { domain: string; views: number }[];
  clicks: { boxId: string; label: string; count: number }[];
  devices: DeviceViews;
  vitals: Record<VitalName, VitalSummary | null>;
}

export const insightsApi = {
  report: (siteId: string, days: InsightsRange) =>
    getApiClient().get<InsightsReport>(
      `/published-sites/${encodeURIComponent(siteId)}/insights?days=${days}`,
    ),
  /** The owner's site, or null when the list has none with this id. */
  site: async (siteId: string): Promise<SiteListItem | null> =>
    (await sitesApi.list()).find((site) => site.id === siteId) ?? null,
};

export function isInsightsRange(value: number): value is InsightsRange {
  return (INSIGHTS_RANGES as readonly number[]).includes(value);
}
