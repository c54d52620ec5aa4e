import { useState } from 'react';
import { dialogFormStyles as formStyles } from '@bento/ui/dialogForm';
import styles from './PublishedSiteLinks.module.css';

export interface PublishedSiteLinksProps {
  slug: string;
  /** The user turned to the links (focused or used one): the dialog stops closing by itself. */
  onEngaged: () => void;
}

/** After a publish: open the live site, or copy its address (beyond the spec's message alone, issue 29). */
export function PublishedSiteLinks({ slug, onEngaged }: PublishedSiteLinksProps) {
  const address = `${window.location.origin}/${slug}`;
  const [copied, setCopied] = useState<string | null>(null);

  const copy = async () => {
    onEngaged();
    try {
      await navigator.clipboard.writeText(address);
      setCopied('Link copied');
    } catch {
      setCopied(`Copy this address: ${address}`);
    }
  };

  return (
    <div className={styles.links} onFocus={onEngaged}>
      <a className={formStyles.button} href={`/${slug}`} target="_blank" rel="noopener noreferrer">
        View site
      </a>
      <button type="button" className={formStyles.button} onClick={() => void copy()}>
        Copy link
      </button>
      <span className={styles.copied} role="status">
        {copied}
      </span>
    </div>
  );
}
