import { formatDateTime } from '../../common/formatDate';
import { RowButton } from '../../common/RowActions';
import table from '../../common/table.module.css';
import type { AdminReport } from '../adminApi';
import { ListTable, type ListTableLayout } from '../lists/ListTable';

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

const REPORTS_TABLE: ListTableLayout<AdminReport> = {
  label: 'Reports',
  caption: 'Reports of published sites, the newest first.',
  columns: [
    { name: 'Site', cell: (report) => <SiteCell site={report.site} /> },
    { name: 'Reason', cell: (report) => report.reasonLabel },
    {
      name: 'Details',
      className: table.wrap,
      cell: (report) => report.details ?? <span className={table.muted}>None</span>,
    },
    {
      name: 'Created',
      className: table.nowrap,
      cell: (report) => <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>,
    },
    { name: 'Review', cell: (report) => <Review report={report} /> },
  ],
};

/** The reports of one page: site, reason, details, when, and what became of it (or Dismiss / Take site down). */
export function ReportsTable({ reports, busy, onDismiss, onAct }: ReportsTableProps) {
  const actions = (report: AdminReport) =>
    report.state === 'open' && (
      <>
        <RowButton label={`Dismiss the report about /${report.site.slug}`} onClick={() => onDismiss(report)}>
          Dismiss
        </RowButton>
        <RowButton label={`Take site down: /${report.site.slug}`} danger onClick={() => onAct(report)}>
          Take site down
        </RowButton>
      </>
    );
  return <ListTable layout={REPORTS_TABLE} items={reports} busy={busy} actions={actions} />;
}
