import { useId } from 'react';
import { GridThumbnail } from '@bento/ui/grid';
import { COMMUNITY_TEXTS, type GalleryTemplate } from '../community/communityTemplates';
import styles from './Templates.module.css';

export interface TemplateCardProps {
  template: GalleryTemplate;
  onPreview: () => void;
  onUse: () => void;
  busy: boolean;
}

/**
 * One template of the gallery: its live thumbnail, title, category and description (a community one marked so, with
 * its author); Preview and Use.
 */
export function TemplateCard({ template, onPreview, onUse, busy }: TemplateCardProps) {
  const titleId = useId();
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <button
        type="button"
        className={styles.thumbnailButton}
        onClick={onPreview}
        aria-label={`Preview ${template.title}`}
        tabIndex={-1}
      >
        <GridThumbnail gridData={template.document} />
      </button>
      <div className={styles.cardBody}>
        <p className={styles.category}>
          {template.category}
          {template.community && <span className={styles.communityBadge}>{COMMUNITY_TEXTS.badge}</span>}
        </p>
        <h2 id={titleId} className={styles.cardTitle}>
          {template.title}
        </h2>
        {template.community && (
          <p className={styles.author}>{COMMUNITY_TEXTS.author(template.community.authorName)}</p>
        )}
        <p className={styles.description}>{template.description}</p>
        <div className={styles.cardActions}>
          <button type="button" className={styles.secondary} onClick={onPreview}>
            Preview
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={onUse}
            disabled={busy}
            aria-describedby={titleId}
          >
            {busy ? 'Creating…' : 'Use this template'}
          </button>
        </div>
      </div>
    </li>
  );
}
