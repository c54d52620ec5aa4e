import { visuallyHiddenClass } from '@bento/ui';
import buttons from '../../common/buttons.module.css';
import { formatDateTime } from '../../common/formatDate';
import table from '../../common/table.module.css';
import type { AdminReport } from '../adminApi';

export interface ReportsTableProps {
  reports: AdminReport[];
  busy: boolean;
  onDismiss: (report: AdminReport) => void;
  onAct: (report: AdminReport) => void;
}

function SiteCell({ site }: { site: AdminReport['site'] }) {
  return (
    <>
      <a className={table.slug} href={`/${site.slug}`} target="_blank" rel="noopener noreferrer">
        /{site.slug}
      </a>{' '}
      {site.takenDown && <span className={`${table.badge} ${table.bad}`}>Taken down</span>}
      <br />
      <span className={`${table.muted} ${table.wrap}`}>{site.siteTitle}</span>
    </>
  );
}

function Review({ report }: { report: AdminReport }) {
  if (!report.reviewedAt) return <span className={table.muted}>Open</span>;
  const who = report.reviewedByEmail ?? 'a deleted admin';
  const what = report.state === 'actioned' ? 'Actioned' : 'Dismissed';
  return (
    <span className={table.wrap}>
      {what} by {who}, <time dateTime={report.reviewedAt}>{formatDateTime(report.reviewedAt)}</time>
    </span>
  );
}

/** The reports of one page: site, reason, details, when, and what became of it (or Dismiss / Take site down). */
export function ReportsTable({ reports, busy, onDismiss, onAct }: ReportsTableProps) {
  return (
    <div className={table.region} role="region" aria-label="Reports" aria-busy={busy} tabIndex={0}>
      <table className={`${table.table} ${table.headless}`}>
        <caption className={visuallyHiddenClass}>Reports of published sites, the newest first.</caption>
        <thead>
          <tr>
            <th scope="col">Site</th>
            <th scope="col">Reason</th>
            <th scope="col">Details</th>
            <th scope="col">Created</th>
            <th scope="col">Review</th>
            <th scope="col">
              <span className={visuallyHiddenClass}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id}>
              <th scope="row">
                <SiteCell site={report.site} />
              </th>
              <td data-label="Reason">{report.reasonLabel}</td>
              <td data-label="Details" className={table.wrap}>
                {report.details ?? <span className={table.muted}>None</span>}
              </td>
              <td data-label="Created" className={table.nowrap}>
                <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
              </td>
              <td data-label="Review">
                <Review report={report} />
              </td>
              <td className={table.actionsCell}>
                {report.state === 'open' && (
                  <div className={table.rowActions}>
                    <button
                      type="button"
                      className={buttons.small}
                      aria-label={`Dismiss the report about /${report.site.slug}`}
                      onClick={() => onDismiss(report)}
                    >
                      Dismiss
                    </button>
                    <button
                      type="button"
                      className={`${buttons.small} ${buttons.smallDanger}`}
                      aria-label={`Take site down: /${report.site.slug}`}
                      onClick={() => onAct(report)}
                    >
                      Take site down
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
