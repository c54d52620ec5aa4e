// Templates: community submissions by state (pending first), each with a live thumbnail of its document; approve
// one (it joins the public gallery) or reject it, with a reason its author sees if given.
import { useState } from 'react';
import { adminApi, TEMPLATE_STATES, type AdminTemplate, type TemplateState } from '../adminApi';
import { ReasonDialog } from '../dialogs/ReasonDialog';
import { ListByState } from '../lists/ListByState';
import { useAdminList } from '../lists/useAdminList';
import { TemplateReview } from './TemplateReview';
import styles from './Templates.module.css';

const STATE_LABELS: Record<TemplateState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const TEMPLATES_TEXT = {
  loadFailed: 'Failed to load template submissions',
  rejectTitle: (title: string) => `Reject “${title}”`,
  rejectMessage: 'The template will not be listed in the gallery (it leaves it, if it was approved).',
  reasonLabel: 'Reason (shown to the author)',
  approved: (title: string) => `“${title}” was approved: it is listed in the templates gallery.`,
  rejected: (title: string) => `“${title}” was rejected.`,
} as const;

export function TemplatesTab() {
  const templates = useAdminList(
    adminApi.templates,
    { state: 'pending' as TemplateState, page: 1 },
    TEMPLATES_TEXT.loadFailed,
  );
  const [rejecting, setRejecting] = useState<AdminTemplate | null>(null);

  return (
    <>
      <ListByState
        list={templates}
        noun="templates"
        states={TEMPLATE_STATES}
        labels={STATE_LABELS}
        loadingText="Loading template submissions..."
      >
        {(items) => (
          <ul className={styles.grid} aria-label="Template submissions" aria-busy={templates.busy}>
            {items.map((template) => (
              <TemplateReview
                key={template.id}
                template={template}
                onApprove={() =>
                  void templates.action.run(
                    () => adminApi.approveTemplate(template.id),
                    TEMPLATES_TEXT.approved(template.title),
                  )
                }
                onReject={() => setRejecting(template)}
              />
            ))}
          </ul>
        )}
      </ListByState>
      {rejecting && (
        <ReasonDialog
          title={TEMPLATES_TEXT.rejectTitle(rejecting.title)}
          message={TEMPLATES_TEXT.rejectMessage}
          label={TEMPLATES_TEXT.reasonLabel}
          required={false}
          confirmLabel="Reject"
          action={templates.action}
          perform={(reason) => adminApi.rejectTemplate(rejecting.id, reason || undefined)}
          done={TEMPLATES_TEXT.rejected(rejecting.title)}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
