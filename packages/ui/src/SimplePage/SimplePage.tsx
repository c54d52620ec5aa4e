import type { ReactNode } from 'react';
import { Link } from '@bento/ui/router';
import styles from './SimplePage.module.css';

/** A plain titled page with a way back to the editor (placeholder screens, simple notices). */
export function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <h1>{title}</h1>
      {children}
      <p>
        <Link to="/">Back to the editor</Link>
      </p>
    </main>
  );
}
