// Loads a site and its report for the chosen period: the owner's site list says its title and slug, the report
// its figures. A 404 is 'not found' (no such site, or another user's); any other failure keeps its message for
// the Retry notice. A new period keeps the last figures on screen until the new ones arrive.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError, type SiteListItem } from '@bento/store';
import { insightsApi, type InsightsRange, type InsightsReport } from './insightsApi';
import { INSIGHTS_TEXTS } from './texts';

export interface Loaded {
  site: SiteListItem;
  report: InsightsReport;
}

export type InsightsState =
  | { status: 'loading'; last: Loaded | null }
  | { status: 'loaded'; data: Loaded }
  | { status: 'notFound' }
  | { status: 'failed'; message: string; last: Loaded | null };

type Answer =
  { status: 'loaded'; data: Loaded } | { status: 'notFound' } | { status: 'failed'; message: string };

export function useInsights(
  siteId: string,
  days: InsightsRange,
): { state: InsightsState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; answer: Answer } | null>(null);
  const [last, setLast] = useState<Loaded | null>(null);
  const latest = useRef(0);
  const key = `${siteId} ${days} ${attempt}`;

  useEffect(() => {
    const ticket = (latest.current += 1);
    const settle = (result: Answer) => {
      if (ticket !== latest.current) return;
      setAnswer({ key, answer: result });
      if (result.status === 'loaded') setLast(result.data);
    };
    Promise.all([insightsApi.site(siteId), insightsApi.report(siteId, days)]).then(
      ([site, report]) =>
        settle(site ? { status: 'loaded', data: { site, report } } : { status: 'notFound' }),
      (caught: unknown) =>
        settle(
          isApiError(caught) && caught.status === 404
            ? { status: 'notFound' }
            : { status: 'failed', message: errorMessage(caught, INSIGHTS_TEXTS.failed) },
        ),
    );
    return () => {
      latest.current += 1;
    };
  }, [key, siteId, days]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // Figures of this site, kept on screen while the next answer is awaited or after a failure.
  const shown = last && last.site.id === siteId ? last : null;
  if (!answer || answer.key !== key) return { state: { status: 'loading', last: shown }, retry };
  const current = answer.answer;
  return { state: current.status === 'failed' ? { ...current, last: shown } : current, retry };
}
