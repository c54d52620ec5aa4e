import type { ElementType, ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** The class that hides an element from sight but not from screen readers (for elements drawn by someone else). */
export const visuallyHiddenClass = styles.hidden;

/** Text (or a heading: `as="h1"`) for screen readers only. */
export function VisuallyHidden({ as: Tag = 'span', children }: { as?: ElementType; children: ReactNode }) {
  return <Tag className={styles.hidden}>{children}</Tag>;
}
