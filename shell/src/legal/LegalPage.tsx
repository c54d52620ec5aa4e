import { useEffect, type ReactNode } from 'react';
import { Link } from '@bento/ui/router';
import { useAppConfig } from '../config/AppConfigContext';
import styles from './LegalPage.module.css';

/** Both legal pages take effect on this date (accounts-and-sites.md §1). */
export const LEGAL_EFFECTIVE_DATE = 'May 17, 2025';

/** Minimum age to hold an account (accounts-and-sites.md §9). */
export const MINIMUM_AGE = 16;

interface LegalPageProps {
  title: string;
  children: ReactNode;
}

/** Shared layout of the static legal pages: back link, title, effective date and a readable column. */
export function LegalPage({ title, children }: LegalPageProps) {
  const { appName } = useAppConfig();

  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${appName}`;
    return () => {
      document.title = previous;
    };
  }, [title, appName]);

  return (
    <main className={styles.page}>
      <article className={styles.column}>
        <Link to="/" className={styles.back}>
          <span aria-hidden="true">← </span>
          Back to the editor
        </Link>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.effective}>Effective date: {LEGAL_EFFECTIVE_DATE}</p>
        {children}
      </article>
    </main>
  );
}

/** One titled section; the heading is a real h2 so assistive technology can jump between sections. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The configured contact address as a mailto link. */
export function ContactEmail() {
  const { supportEmail } = useAppConfig();
  return <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
}
