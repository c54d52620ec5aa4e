import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAppConfig } from '../config/AppConfigContext';
import { browser } from './browser';
import { categoryInfoFor } from './categories';
import { buildErrorReport, clearBentoStorage, saveErrorReport, type ErrorReport } from './errorReport';
import { buildIssueUrl } from './issueUrl';
import { deleteLocalImages } from './localImages';
import { useClipboardCopy } from './useClipboardCopy';
import styles from './ErrorScreen.module.css';

export interface ErrorScreenProps {
  error: unknown;
  componentStack?: string;
  onRetry: () => void;
}

/** Saves each report once, even when Strict Mode runs the effect twice. */
function useSaveOnce(report: ErrorReport): void {
  const saved = useRef<ErrorReport | null>(null);
  useEffect(() => {
    if (saved.current === report) return;
    saved.current = report;
    saveErrorReport(report);
  }, [report]);
}

/** The full-page error screen of accounts-and-sites.md §2 'Error screen'. */
export function ErrorScreen({ error, componentStack, onRetry }: ErrorScreenProps) {
  const { supportEmail, issueTrackerUrl } = useAppConfig();
  const report = useMemo(() => buildErrorReport(error, componentStack), [error, componentStack]);
  useSaveOnce(report);
  const info = categoryInfoFor(report.type, report.details.message);
  const { copied, copy } = useClipboardCopy();
  const [showDetails, setShowDetails] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Move focus to the heading so keyboard and screen-reader users land on the new content.
  useEffect(() => headingRef.current?.focus(), []);

  const clearAndRestart = () => {
    clearBentoStorage();
    void deleteLocalImages().then(() => browser.reloadPage());
  };
  const { details } = report;

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <div className={styles.icon} aria-hidden="true">
          !
        </div>
        <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          Oops! Something went wrong
        </h1>
        <h2 className={styles.category}>{info.title}</h2>
        <p className={styles.description}>{info.description}</p>

        <h3 className={styles.fixesHeading}>Suggested fixes</h3>
        <ul className={styles.fixes}>
          {info.fixes.map((fix) => (
            <li key={fix}>{fix}</li>
          ))}
        </ul>

        <div className={styles.actions}>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onRetry}>
            Try Again
          </button>
          {report.type === 'quota_exceeded' && (
            <button type="button" className={`${styles.button} ${styles.danger}`} onClick={clearAndRestart}>
              Clear Storage & Restart
            </button>
          )}
          <button type="button" className={styles.button} onClick={() => browser.goTo('/')}>
            Go Home
          </button>
          <button
            type="button"
            className={styles.button}
            aria-live="polite"
            onClick={() => void copy(JSON.stringify(report, null, 2))}
          >
            {copied ? 'Copied!' : 'Copy Error Details'}
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => browser.openInNewTab(buildIssueUrl(issueTrackerUrl, report))}
          >
            Report Issue
          </button>
        </div>

        <button
          type="button"
          className={styles.detailsToggle}
          aria-expanded={showDetails}
          aria-controls={detailsId}
          onClick={() => setShowDetails((shown) => !shown)}
        >
          {showDetails ? 'Hide Technical Details' : 'Show Technical Details'}
        </button>
        {showDetails && (
          <div id={detailsId} className={styles.details}>
            <h4 className={styles.detailLabel}>Message</h4>
            <pre className={styles.pre}>{details.message || '(none)'}</pre>
            <h4 className={styles.detailLabel}>Stack</h4>
            <pre className={styles.pre}>{details.stack || '(none)'}</pre>
            {details.componentStack && (
              <>
                <h4 className={styles.detailLabel}>Component stack</h4>
                <pre className={styles.pre}>{details.componentStack.trim()}</pre>
              </>
            )}
          </div>
        )}

        <p className={styles.meta}>Error ID: {details.errorId}</p>
        <p className={styles.support}>
          Need help? Contact <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      </section>
    </main>
  );
}
