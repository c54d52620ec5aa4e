import type { ReactNode } from 'react';
import { formatCount } from '../insights/format';
import styles from './charts.module.css';

export interface BarRow {
  key: string;
  name: ReactNode;
  value: number;
  /** Shown after the value, e.g. a share of the total. */
  note?: string;
}

export interface BarTableProps {
  caption: string;
  nameHeader: string;
  valueHeader: string;
  rows: BarRow[];
  /** Said instead of an empty table. */
  empty?: string;
}

/**
 * A bar chart that is a table: each row's name, its figure and a bar as long as its share of the largest. The bars
 * are drawn for the eye only; the table's cells say the same to a screen reader.
 */
export function BarTable({ caption, nameHeader, valueHeader, rows, empty }: BarTableProps) {
  if (rows.length === 0 && empty) return <p className={styles.empty}>{empty}</p>;
  const largest = Math.max(1, ...rows.map((row) => row.value));
  return (
    <table className={styles.barTable}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col" className={styles.valueHead}>
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={styles.barName}>
              <span
                className={styles.bar}
                style={{ width: `${(row.value / largest) * 100}%` }}
                aria-hidden="true"
              />
              <span className={styles.barLabel}>{row.name}</span>
            </th>
            <td className={styles.value}>
              {formatCount(row.value)}
              {row.note && <span className={styles.note}> ({row.note})</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
