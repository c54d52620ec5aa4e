import { useId } from 'react';
import { GridThumbnail } from '@bento/ui/grid';
import buttons from '../../common/buttons.module.css';
import { formatDateTime } from '../../common/formatDate';
import table from '../../common/table.module.css';
import type { AdminTemplate } from '../adminApi';
import styles from './Templates.module.css';

export interface TemplateReviewProps {
  template: AdminTemplate;
  onApprove: () => void;
  onReject: () => void;
}

function Decision({ template }: { template: AdminTemplate }) {
  if (template.state === 'pending' || !template.reviewedAt) return null;
  const who = template.reviewedByEmail ?? 'a deleted admin';
  return (
    <p className={styles.decision}>
      {template.state === 'approved' ? 'Approved' : 'Rejected'} by {who},{' '}
      <time dateTime={template.reviewedAt}>{formatDateTime(template.reviewedAt)}</time>
      {template.rejectReason && <>: “{template.rejectReason}”</>}
    </p>
  );
}

/** One submission: its page drawn small, what the author said about it, and Approve / Reject. */
export function TemplateReview({ template, onApprove, onReject }: TemplateReviewProps) {
  const titleId = useId();
  const author = template.author.name
    ? `${template.author.name} (${template.author.email})`
    : template.author.email;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <GridThumbnail gridData={template.gridData} className={styles.thumbnail} />
      <div className={styles.body}>
        <p className={styles.category}>{template.category}</p>
        <h3 id={titleId} className={styles.title}>
          {template.title}
        </h3>
        {template.description ? (
          <p className={styles.description}>{template.description}</p>
        ) : (
          <p className={`${styles.description} ${table.muted}`}>No description</p>
        )}
        <p className={styles.meta}>
          By {author}
          <br />
          Submitted <time dateTime={template.createdAt}>{formatDateTime(template.createdAt)}</time>
        </p>
        <Decision template={template} />
        <div className={styles.actions}>
          {template.state !== 'approved' && (
            <button
              type="button"
              className={buttons.primary}
              aria-label={`Approve ${template.title}`}
              onClick={onApprove}
            >
              Approve
            </button>
          )}
          {template.state !== 'rejected' && (
            <button
              type="button"
              className={buttons.dangerOutline}
              aria-label={`Reject ${template.title}`}
              onClick={onReject}
            >
              Reject
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
