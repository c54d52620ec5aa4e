import { useId, type ReactNode } from 'react';
import { BarTable, type BarTableProps } from '../charts/BarTable';
import { TrafficChart } from '../charts/TrafficChart';
import { formatCount, formatShare } from './format';
import type { InsightsReport } from './insightsApi';
import { DEVICE_LABELS, INSIGHTS_TEXTS } from './texts';
import { VitalsPanel } from './VitalsPanel';
import styles from './Insights.module.css';

function Section({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Totals({ report }: { report: InsightsReport }) {
  const clicks = report.clicks.reduce((sum, box) => sum + box.count, 0);
  const totals = [
    [INSIGHTS_TEXTS.views, report.views],
    [INSIGHTS_TEXTS.visitors, report.visitors],
    [INSIGHTS_TEXTS.clicks, clicks],
  ] as const;
  return (
    <dl className={styles.totals}>
      {totals.map(([label, value]) => (
        <div key={label} className={styles.total}>
          <dt>{label}</dt>
          <dd data-testid={`total-${label.toLowerCase()}`}>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Referrers, clicked boxes and devices: each a bar chart that is a table. */
function barTables(report: InsightsReport): (BarTableProps & { title: string })[] {
  const deviceTotal = report.devices.mobile + report.devices.tablet + report.devices.desktop;
  return [
    {
      title: INSIGHTS_TEXTS.referrers,
      caption: 'Views by referring site',
      nameHeader: 'Site',
      valueHeader: INSIGHTS_TEXTS.views,
      rows: report.referrers.map((row) => ({ key: row.domain, name: row.domain, value: row.views })),
      empty: INSIGHTS_TEXTS.noReferrers,
    },
    {
      title: INSIGHTS_TEXTS.clickedBoxes,
      caption: 'Clicks on box links',
      nameHeader: 'Box',
      valueHeader: INSIGHTS_TEXTS.clicks,
      rows: report.clicks.map((row) => ({ key: row.boxId, name: row.label, value: row.count })),
      empty: INSIGHTS_TEXTS.noClicks,
    },
    {
      title: INSIGHTS_TEXTS.devices,
      caption: 'Views by device class',
      nameHeader: 'Device',
      valueHeader: INSIGHTS_TEXTS.views,
      rows: (['mobile', 'tablet', 'desktop'] as const).map((device) => ({
        key: device,
        name: DEVICE_LABELS[device],
        value: report.devices[device],
        note: formatShare(report.devices[device], deviceTotal),
      })),
    },
  ];
}

/** A period's figures: totals, the traffic chart, referrers, clicked boxes, devices and real-user speed. */
export function ReportView({ report }: { report: InsightsReport }) {
  return (
    <>
      <Totals report={report} />
      <div className={styles.grid}>
        <Section title={INSIGHTS_TEXTS.traffic} wide>
          <TrafficChart daily={report.daily} />
        </Section>
        {barTables(report).map(({ title, ...table }) => (
          <Section key={title} title={title}>
            <BarTable {...table} />
          </Section>
        ))}
        <Section title={INSIGHTS_TEXTS.speed}>
          <VitalsPanel vitals={report.vitals} />
        </Section>
      </div>
    </>
  );
}
