import { Spinner } from '@bento/ui';
import styles from './DesignList.module.css';

/** The designs list's loading state. */
export function DesignListLoading({ slow = false }: { slow?: boolean }) {
  return (
    <div className={styles.loading} role="status" aria-label="Loading designs">
      <Spinner />
      {slow && <p className={styles.slow}>Still loading your designs…</p>}
    </div>
  );
}

/** In the list's place while the signed-in code downloads: a signed-in user sees the list loading from the start. */
export function DesignListPlaceholder() {
  return (
    <div className={styles.root}>
      <DesignListLoading />
    </div>
  );
}
