// The views-and-visitors line chart, drawn by uPlot (a small canvas chart library, loaded with this module only
// when a chart has room on screen). Days are UTC, as the report's dates are.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDay } from '../insights/format';

export interface TrafficSeries {
  /** 'YYYY-MM-DD', oldest first. */
  dates: string[];
  views: number[];
  visitors: number[];
}

export const SERIES_COLOURS = { views: '#1d4ed8', visitors: '#0f766e' } as const;

const DAY = 24 * 60 * 60;
/** A tick a day, or every 2, 7, 14 or 28 days as the width asks; labelled 'Mar 10'. */
const DAY_TICKS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY];
const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

const AXIS = { stroke: '#555', grid: { stroke: '#ececec' }, ticks: { stroke: '#d0d0d0' } };

export interface TrafficPlot {
  resize(width: number): void;
  destroy(): void;
}

export function drawTrafficPlot(target: HTMLElement, series: TrafficSeries, width: number): TrafficPlot {
  const seconds = series.dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 1000);
  const height = width < 480 ? 200 : 260;
  const plot = new uPlot(
    {
      width,
      height,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      cursor: { drag: { x: false, y: false } },
      legend: { live: true },
      scales: { y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
      axes: [
        {
          ...AXIS,
          space: 56,
          incrs: DAY_TICKS,
          values: (_u, ticks) => ticks.map((tick) => formatDay(dayOf(tick))),
        },
        {
          ...AXIS,
          size: 44,
          values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? tick : '')),
        },
      ],
      series: [
        { label: 'Day', value: '{MMM} {D}' },
        {
          label: 'Views',
          stroke: SERIES_COLOURS.views,
          fill: 'rgba(29, 78, 216, 0.08)',
          width: 2,
          points: { show: series.dates.length <= 31 },
        },
        {
          label: 'Visitors',
          stroke: SERIES_COLOURS.visitors,
          width: 2,
          dash: [6, 4],
          points: { show: series.dates.length <= 31 },
        },
      ],
    },
    [seconds, series.views, series.visitors],
    target,
  );
  return {
    resize: (next) => plot.setSize({ width: next, height: next < 480 ? 200 : 260 }),
    destroy: () => plot.destroy(),
  };
}
