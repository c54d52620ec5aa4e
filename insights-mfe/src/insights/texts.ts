// The Insights screen's words (issue 32), in one place for the screen and its tests.
import type { InsightsRange, VitalName, VitalRating } from './insightsApi';

export const INSIGHTS_TEXTS = {
  heading: 'Insights',
  back: 'Back to the editor',
  loading: 'Loading insights...',
  range: 'Period',
  rangeLabel: (days: InsightsRange) => `Last ${days} days`,
  empty: 'No visits yet',
  emptyText: 'Share your page: its visits, clicks and speed show here.',
  notFound: 'Site not found',
  notFoundText: 'This site does not exist, or it is not one of yours.',
  failed: 'Could not load the insights. Please try again.',
  retry: 'Retry',
  updating: 'Updating...',
  views: 'Views',
  visitors: 'Visitors',
  clicks: 'Clicks',
  traffic: 'Views and visitors',
  trafficTable: 'Views and visitors per day',
  referrers: 'Top referrers',
  noReferrers: 'No referrers yet: every visit came directly.',
  clickedBoxes: 'Most clicked boxes',
  noClicks: 'No clicks on box links yet.',
  devices: 'Devices',
  speed: 'Real-user speed',
  speedNote: 'The 75th percentile (p75) of real visits, rated as Google rates Core Web Vitals.',
  notMeasured: 'Not measured yet',
  privacy: 'Counted without cookies: visitors are not followed across sites or days.',
} as const;

export const VITAL_TITLES: Record<VitalName, string> = {
  lcp: 'Largest Contentful Paint (LCP)',
  cls: 'Cumulative Layout Shift (CLS)',
  inp: 'Interaction to Next Paint (INP)',
};

export const RATING_LABELS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export const DEVICE_LABELS = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' } as const;
