import { formatVital } from './format';
import type { InsightsReport, VitalName } from './insightsApi';
import { INSIGHTS_TEXTS, RATING_LABELS, VITAL_TITLES } from './texts';
import styles from './Insights.module.css';

const VITALS: VitalName[] = ['lcp', 'cls', 'inp'];

/** LCP, CLS and INP at p75, each with its rating in words (the colour only repeats it). */
export function VitalsPanel({ vitals }: { vitals: InsightsReport['vitals'] }) {
  return (
    <>
      <p className={styles.sectionNote}>{INSIGHTS_TEXTS.speedNote}</p>
      <ul className={styles.vitals}>
        {VITALS.map((name) => {
          const vital = vitals[name];
          return (
            <li key={name} className={styles.vital} data-rating={vital?.rating ?? 'none'}>
              <span className={styles.vitalName}>{VITAL_TITLES[name]}</span>
              {vital ? (
                <>
                  <span className={styles.vitalValue}>{formatVital(name, vital.p75)}</span>
                  <span className={styles.rating}>{RATING_LABELS[vital.rating]}</span>
                </>
              ) : (
                <span className={styles.notMeasured}>{INSIGHTS_TEXTS.notMeasured}</span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
