// Templates: community submissions by state (pending first), each with a live thumbnail of its document; approve
// one (it joins the public gallery) or reject it, with a reason its author sees if given.
import { useCallback, useState } from 'react';
import { ChoiceField } from '@bento/ui/controls';
import { adminApi, TEMPLATE_STATES, type AdminTemplate, type TemplateState } from '../adminApi';
import { ReasonDialog } from '../dialogs/ReasonDialog';
import { ActionMessages } from '../lists/ActionMessages';
import { ListState } from '../lists/ListState';
import { Pager } from '../lists/Pager';
import { useAdminAction } from '../lists/useAdminAction';
import { useAdminQuery } from '../lists/useAdminQuery';
import lists from '../lists/lists.module.css';
import { TemplateReview } from './TemplateReview';
import styles from './Templates.module.css';

const STATE_LABELS: Record<TemplateState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const STATE_OPTIONS = TEMPLATE_STATES.map((value) => ({ value, label: STATE_LABELS[value] }));

export const TEMPLATES_TEXT = {
  loadFailed: 'Failed to load template submissions',
  empty: (state: TemplateState) => `No ${state} templates.`,
  rejectTitle: (title: string) => `Reject “${title}”`,
  rejectMessage: 'The template will not be listed in the gallery (it leaves it, if it was approved).',
  reasonLabel: 'Reason (shown to the author)',
  approved: (title: string) => `“${title}” was approved: it is listed in the templates gallery.`,
  rejected: (title: string) => `“${title}” was rejected.`,
} as const;

export function TemplatesTab() {
  const [params, setParams] = useState<{ state: TemplateState; page: number }>({ state: 'pending', page: 1 });
  const load = useCallback(() => adminApi.templates(params), [params]);
  const templates = useAdminQuery(load, TEMPLATES_TEXT.loadFailed);
  const action = useAdminAction(templates.reload);
  const [rejecting, setRejecting] = useState<AdminTemplate | null>(null);

  return (
    <>
      <div className={lists.bar}>
        <ChoiceField
          label="Show templates"
          value={params.state}
          options={STATE_OPTIONS}
          onChange={(state) => setParams({ state, page: 1 })}
        />
      </div>
      <ActionMessages action={action} />
      <ListState
        query={templates}
        loadingText="Loading template submissions..."
        emptyText={TEMPLATES_TEXT.empty(params.state)}
      >
        {(data) => (
          <>
            <ul
              className={styles.grid}
              aria-label="Template submissions"
              aria-busy={action.busy || templates.loading}
            >
              {data.items.map((template) => (
                <TemplateReview
                  key={template.id}
                  template={template}
                  onApprove={() =>
                    void action.run(
                      () => adminApi.approveTemplate(template.id),
                      TEMPLATES_TEXT.approved(template.title),
                    )
                  }
                  onReject={() => setRejecting(template)}
                />
              ))}
            </ul>
            <Pager
              data={data}
              noun="templates"
              onPage={(page) => setParams((current) => ({ ...current, page }))}
            />
          </>
        )}
      </ListState>
      {rejecting && (
        <ReasonDialog
          title={TEMPLATES_TEXT.rejectTitle(rejecting.title)}
          message={TEMPLATES_TEXT.rejectMessage}
          label={TEMPLATES_TEXT.reasonLabel}
          required={false}
          confirmLabel="Reject"
          onSubmit={(reason) =>
            action.run(
              () => adminApi.rejectTemplate(rejecting.id, reason || undefined),
              TEMPLATES_TEXT.rejected(rejecting.title),
              { inDialog: true },
            )
          }
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
