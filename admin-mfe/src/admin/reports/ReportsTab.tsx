// Reports: visitors' reports of published sites, by state (open first); dismiss one, or act on it: take the site
// down (with the report's reason unless reworded) and close every open report of that site.
import { useState } from 'react';
import { adminApi, REPORT_STATES, type AdminReport, type ReportState } from '../adminApi';
import { ReasonDialog } from '../dialogs/ReasonDialog';
import { ListByState } from '../lists/ListByState';
import { useAdminList } from '../lists/useAdminList';
import { ReportsTable } from './ReportsTable';

const STATE_LABELS: Record<ReportState, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Actioned',
};

export const REPORTS_TEXT = {
  loadFailed: 'Failed to load reports',
  actTitle: (slug: string) => `Take down /${slug}`,
  actMessage:
    'The site will answer “This site is unavailable” until it is restored, and every open report of it is closed as actioned. Its owner sees the reason.',
  reasonLabel: 'Reason (shown to the site’s owner)',
  dismissed: (slug: string) => `The report about /${slug} was dismissed.`,
  acted: (slug: string) => `/${slug} was taken down and its open reports closed.`,
} as const;

export function ReportsTab() {
  const reports = useAdminList(
    adminApi.reports,
    { state: 'open' as ReportState, page: 1 },
    REPORTS_TEXT.loadFailed,
  );
  const [acting, setActing] = useState<AdminReport | null>(null);

  return (
    <>
      <ListByState
        list={reports}
        noun="reports"
        states={REPORT_STATES}
        labels={STATE_LABELS}
        loadingText="Loading reports..."
      >
        {(items) => (
          <ReportsTable
            reports={items}
            busy={reports.busy}
            onDismiss={(report) =>
              void reports.action.run(
                () => adminApi.dismissReport(report.id),
                REPORTS_TEXT.dismissed(report.site.slug),
              )
            }
            onAct={setActing}
          />
        )}
      </ListByState>
      {acting && (
        <ReasonDialog
          title={REPORTS_TEXT.actTitle(acting.site.slug)}
          message={REPORTS_TEXT.actMessage}
          label={REPORTS_TEXT.reasonLabel}
          initialReason={acting.reasonLabel}
          required
          confirmLabel="Take site down"
          action={reports.action}
          perform={(reason) => adminApi.actOnReport(acting.id, reason)}
          done={REPORTS_TEXT.acted(acting.site.slug)}
          onClose={() => setActing(null)}
        />
      )}
    </>
  );
}
