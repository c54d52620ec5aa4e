import { useEffect, useRef } from 'react';
import { visuallyHiddenClass } from '@bento/ui';
import { formatCount, formatDay } from '../insights/format';
import { INSIGHTS_TEXTS } from '../insights/texts';
import type { TrafficPlot, TrafficSeries } from './trafficPlot';
import styles from './charts.module.css';

/**
 * Views and visitors per day: a line chart for the eye (hidden from assistive technology) and the same figures
 * as a table for screen readers. The chart library is fetched once the chart has a width to draw at.
 */
export function TrafficChart({ daily }: { daily: { date: string; views: number; visitors: number }[] }) {
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = area.current;
    if (!target) return;
    const series: TrafficSeries = {
      dates: daily.map((day) => day.date),
      views: daily.map((day) => day.views),
      visitors: daily.map((day) => day.visitors),
    };
    let plot: TrafficPlot | null = null;
    let cancelled = false;
    const draw = () => {
      const width = Math.floor(target.clientWidth);
      // Nothing to draw on before layout (or in a DOM without one); the table holds the figures meanwhile.
      if (width === 0 || cancelled) return;
      if (plot) return plot.resize(width);
      void import('./trafficPlot').then(({ drawTrafficPlot }) => {
        if (!cancelled && !plot) plot = drawTrafficPlot(target, series, Math.floor(target.clientWidth));
      });
    };
    draw();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(draw);
    observer?.observe(target);
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [daily]);

  return (
    <figure className={styles.figure}>
      <div ref={area} className={styles.plot} aria-hidden="true" data-testid="traffic-chart" />
      {/* Wrapped: a table grows to fit its rows whatever height it is given, so it cannot hide itself. */}
      <div className={visuallyHiddenClass}>
        <table>
          <caption>{INSIGHTS_TEXTS.trafficTable}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{INSIGHTS_TEXTS.views}</th>
              <th scope="col">{INSIGHTS_TEXTS.visitors}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{formatDay(day.date)}</time>
                </th>
                <td>{formatCount(day.views)}</td>
                <td>{formatCount(day.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
