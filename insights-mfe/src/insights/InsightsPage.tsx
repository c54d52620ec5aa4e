import { Spinner, SimplePage } from '@bento/ui';
import { Link, useSearchParams } from '@bento/ui/router';
import { isInsightsRange, type InsightsRange } from './insightsApi';
import { RangeSwitch } from './RangeSwitch';
import { ReportView } from './ReportView';
import { INSIGHTS_TEXTS } from './texts';
import { useInsights, type Loaded } from './useInsights';
import styles from './Insights.module.css';

/** The period in ?days= (so a link or a reload keeps it); 7 unless it names 30 or 90. */
function useRange(): [InsightsRange, (days: InsightsRange) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = isInsightsRange(asked) ? asked : 7;
  return [days, (next) => setParams(next === 7 ? {} : { days: String(next) }, { replace: true })];
}

function pageAddress(slug: string): string {
  return `${window.location.origin}/${slug}`;
}

function EmptyState({ slug }: { slug: string }) {
  const address = pageAddress(slug);
  return (
    <div className={styles.empty}>
      <h2>{INSIGHTS_TEXTS.empty}</h2>
      <p>{INSIGHTS_TEXTS.emptyText}</p>
      <a href={`/${slug}`} target="_blank" rel="noopener noreferrer" className={styles.pageLink}>
        {address}
      </a>
    </div>
  );
}

function Figures({ data, busy }: { data: Loaded; busy: boolean }) {
  return (
    <div aria-busy={busy} className={busy ? styles.busy : undefined}>
      {data.report.views === 0 ? <EmptyState slug={data.site.slug} /> : <ReportView report={data.report} />}
    </div>
  );
}

/**
 * /sites/:id/insights (issue 32): one published site's views and visitors over time, referrers, clicked boxes,
 * devices and real-user speed for the last 7, 30 or 90 days. Another user's site, or none, is 'Site not found';
 * any other failure says so with Retry.
 */
export function InsightsPage({ siteId }: { siteId: string }) {
  const [days, setDays] = useRange();
  const { state, retry } = useInsights(siteId, days);

  if (state.status === 'notFound') {
    return (
      <SimplePage title={INSIGHTS_TEXTS.notFound}>
        <p>{INSIGHTS_TEXTS.notFoundText}</p>
      </SimplePage>
    );
  }
  const shown = state.status === 'loaded' ? state.data : state.last;
  const site = shown?.site;
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.heading}>{INSIGHTS_TEXTS.heading}</h1>
          {site && (
            <p className={styles.subtitle}>
              {site.siteTitle} ·{' '}
              <a href={`/${site.slug}`} target="_blank" rel="noopener noreferrer">
                /{site.slug}
              </a>
            </p>
          )}
        </div>
        <Link className={styles.button} to="/">
          {INSIGHTS_TEXTS.back}
        </Link>
      </header>
      <div className={styles.toolbar}>
        <RangeSwitch days={days} onChange={setDays} />
        {state.status === 'loading' && shown && (
          <span className={styles.updating} role="status">
            {INSIGHTS_TEXTS.updating}
          </span>
        )}
      </div>
      {state.status === 'failed' && (
        <div className={styles.notice} role="alert">
          <span>{state.message}</span>
          <button type="button" className={styles.button} onClick={retry}>
            {INSIGHTS_TEXTS.retry}
          </button>
        </div>
      )}
      {state.status === 'loading' && !shown && (
        <div className={styles.loading} role="status">
          <Spinner />
          <span>{INSIGHTS_TEXTS.loading}</span>
        </div>
      )}
      {shown && <Figures data={shown} busy={state.status !== 'loaded'} />}
      <p className={styles.privacy}>{INSIGHTS_TEXTS.privacy}</p>
    </main>
  );
}
