import { INSIGHTS_RANGES, type InsightsRange } from './insightsApi';
import { INSIGHTS_TEXTS } from './texts';
import styles from './Insights.module.css';

/** The 7 / 30 / 90 days switch: native radio buttons (arrow keys move the choice), drawn as one segmented control. */
export function RangeSwitch({
  days,
  onChange,
}: {
  days: InsightsRange;
  onChange: (days: InsightsRange) => void;
}) {
  return (
    <fieldset className={styles.range}>
      <legend className={styles.rangeLegend}>{INSIGHTS_TEXTS.range}</legend>
      {INSIGHTS_RANGES.map((option) => (
        <label key={option} className={styles.rangeOption}>
          <input
            type="radio"
            name="insights-range"
            value={option}
            checked={option === days}
            onChange={() => onChange(option)}
          />
          <span>{INSIGHTS_TEXTS.rangeLabel(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
