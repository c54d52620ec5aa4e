import type { ReactNode } from 'react';
import { Link } from '@bento/ui/router';
import styles from './AuthForm.module.css';

/** The product's mark: a bento box of four compartments, drawn like the editor's grid. */
function BentoMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="13" height="28" rx="4" />
      <rect x="17" y="2" width="13" height="13" rx="4" />
      <rect x="17" y="17" width="13" height="13" rx="4" opacity="0.55" />
    </svg>
  );
}

/** The card every account page sits in: the product's name and mark (a way home), a title, the content. */
export function AuthLayout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <Link className={styles.brand} to="/">
        <BentoMark />
        Bento Creator
      </Link>
      <div className={styles.card}>
        {title && <h1>{title}</h1>}
        {children}
      </div>
    </main>
  );
}
