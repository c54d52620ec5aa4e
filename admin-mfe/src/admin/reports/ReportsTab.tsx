// Reports: visitors' reports of published sites, by state (open first); dismiss one, or act on it: take the site
// down (with the report's reason unless reworded) and close every open report of that site.
import { useCallback, useState } from 'react';
import { ChoiceField } from '@bento/ui/controls';
import { adminApi, REPORT_STATES, type AdminReport, type ReportState } from '../adminApi';
import { ReasonDialog } from '../dialogs/ReasonDialog';
import { ActionMessages } from '../lists/ActionMessages';
import { ListState } from '../lists/ListState';
import { Pager } from '../lists/Pager';
import { useAdminAction } from '../lists/useAdminAction';
import { useAdminQuery } from '../lists/useAdminQuery';
import lists from '../lists/lists.module.css';
import { ReportsTable } from './ReportsTable';

const STATE_LABELS: Record<ReportState, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Actioned',
};
const STATE_OPTIONS = REPORT_STATES.map((value) => ({ value, label: STATE_LABELS[value] }));

export const REPORTS_TEXT = {
  loadFailed: 'Failed to load reports',
  empty: (state: ReportState) => `No ${state} reports.`,
  actTitle: (slug: string) => `Take down /${slug}`,
  actMessage:
    'The site will answer “This site is unavailable” until it is restored, and every open report of it is closed as actioned. Its owner sees the reason.',
  reasonLabel: 'Reason (shown to the site’s owner)',
  dismissed: (slug: string) => `The report about /${slug} was dismissed.`,
  acted: (slug: string) => `/${slug} was taken down and its open reports closed.`,
} as const;

export function ReportsTab() {
  const [params, setParams] = useState<{ state: ReportState; page: number }>({ state: 'open', page: 1 });
  const load = useCallback(() => adminApi.reports(params), [params]);
  const reports = useAdminQuery(load, REPORTS_TEXT.loadFailed);
  const action = useAdminAction(reports.reload);
  const [acting, setActing] = useState<AdminReport | null>(null);

  return (
    <>
      <div className={lists.bar}>
        <ChoiceField
          label="Show reports"
          value={params.state}
          options={STATE_OPTIONS}
          onChange={(state) => setParams({ state, page: 1 })}
        />
      </div>
      <ActionMessages action={action} />
      <ListState
        query={reports}
        loadingText="Loading reports..."
        emptyText={REPORTS_TEXT.empty(params.state)}
      >
        {(data) => (
          <>
            <ReportsTable
              reports={data.items}
              busy={action.busy || reports.loading}
              onDismiss={(report) =>
                void action.run(
                  () => adminApi.dismissReport(report.id),
                  REPORTS_TEXT.dismissed(report.site.slug),
                )
              }
              onAct={setActing}
            />
            <Pager
              data={data}
              noun="reports"
              onPage={(page) => setParams((current) => ({ ...current, page }))}
            />
          </>
        )}
      </ListState>
      {acting && (
        <ReasonDialog
          title={REPORTS_TEXT.actTitle(acting.site.slug)}
          message={REPORTS_TEXT.actMessage}
          label={REPORTS_TEXT.reasonLabel}
          initialReason={acting.reasonLabel}
          required
          confirmLabel="Take site down"
          onSubmit={(reason) =>
            action.run(() => adminApi.actOnReport(acting.id, reason), REPORTS_TEXT.acted(acting.site.slug), {
              inDialog: true,
            })
          }
          onClose={() => setActing(null)}
        />
      )}
    </>
  );
}
