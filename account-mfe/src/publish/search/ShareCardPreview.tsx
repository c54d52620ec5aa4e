import { useId } from 'react';
import { dialogFormStyles as formStyles } from '@bento/ui/dialogForm';
import styles from './SearchSharing.module.css';

export interface ShareCardPreviewProps {
  title: string;
  description: string;
  /** Where the site is, e.g. bentocreator.app. */
  domain: string;
  image: string | null;
}

/** The card a link to the site makes when shared (og:title, og:description, og:image), as social apps draw it. */
export function ShareCardPreview({ title, description, domain, image }: ShareCardPreviewProps) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <span className={formStyles.label} id={id}>
        Share card preview
      </span>
      <figure className={styles.card} aria-labelledby={id}>
        {image ? (
          <img className={styles.cardImage} src={image} alt="" />
        ) : (
          <div className={styles.cardNoImage}>No image</div>
        )}
        <figcaption className={styles.cardText}>
          <span className={styles.cardDomain}>{domain}</span>
          <strong className={styles.cardTitle}>{title}</strong>
          {description && <span className={styles.cardDescription}>{description}</span>}
        </figcaption>
      </figure>
    </div>
  );
}
