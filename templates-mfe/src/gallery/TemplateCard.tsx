import { useId } from 'react';
import type { TemplateEntry } from '../catalog/catalog';
import { TemplateThumbnail } from './TemplateThumbnail';
import styles from './Templates.module.css';

export interface TemplateCardProps {
  template: TemplateEntry;
  onPreview: () => void;
  onUse: () => void;
  busy: boolean;
}

/** One template of the gallery: its live thumbnail, title, category and description; Preview and Use. */
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
        <TemplateThumbnail template={template} />
      </button>
      <div className={styles.cardBody}>
        <p className={styles.category}>{template.category}</p>
        <h2 id={titleId} className={styles.cardTitle}>
          {template.title}
        </h2>
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
