import { Link } from 'react-router';
import { selectAuth, selectGridData, useAppSelector } from '@bento/store';
import styles from './DesignsSidebar.module.css';

/**
 * The designs sidebar. Signed out (the only state until local accounts land) it shows the spec's empty
 * state and account prompt, plus the size of the document being edited locally — read from the editor
 * remote's slice through the store contract.
 */
export function DesignsSidebar() {
  const auth = useAppSelector(selectAuth);
  const gridData = useAppSelector(selectGridData);
  const boxCount = gridData?.boxes.length ?? 0;
  return (
    <aside className={styles.sidebar} aria-label="Designs">
      <h2 className={styles.header}>Designs</h2>
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>Sign in to continue</p>
        <p className={styles.emptyText}>Save and manage your designs</p>
      </div>
      <p className={styles.local} data-testid="local-design-summary">
        Working locally: {boxCount} {boxCount === 1 ? 'box' : 'boxes'}
      </p>
      {!auth.isSignedIn && (
        <div className={styles.account}>
          <p>Sign in to save and sync your designs</p>
          <Link className={styles.signIn} to={auth.signInUrl}>
            Sign In
          </Link>
        </div>
      )}
    </aside>
  );
}

export default DesignsSidebar;
