import { ShareMenu } from './ShareMenu';
import styles from './SiteHeader.module.css';

export interface SiteHeaderProps {
  title: string;
  description: string | null;
  slug: string;
  url: string;
  isOwner: boolean;
}

export function SiteHeader({ title, description, slug, url, isOwner }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <div className={styles.actions}>
        {/* Always in the markup: the server-rendered page's script reveals it to the owner. */}
        <a className={styles.edit} href={`/${slug}/edit`} hidden={!isOwner} data-owner-link="">
          Edit your site
        </a>
        <ShareMenu slug={slug} url={url} title={title} text={description || title} />
      </div>
    </header>
  );
}
