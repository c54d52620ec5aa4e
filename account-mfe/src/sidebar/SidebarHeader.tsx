import { Suspense } from 'react';
import { Link } from '@bento/ui/router';
import {
  selectAuth,
  selectEditContext,
  selectLocalDraftSlug,
  siteChangesResetRequested,
  useAppDispatch,
  useAppSelector,
} from '@bento/store';
import { LazyDesignLimitNotice, LazyNewDesignButton } from '../signedIn/lazySignedInParts';
import styles from './SidebarHeader.module.css';

/**
 * Title, New Design, Templates, Manage Projects (signed in: the project table), Reset Changes (edit mode with a
 * local draft) and the design-limit notice. New Design and the notice come with the signed-in code.
 */
export function SidebarHeader() {
  const dispatch = useAppDispatch();
  const { isSignedIn } = useAppSelector(selectAuth);
  const editContext = useAppSelector(selectEditContext);
  const draftSlug = useAppSelector(selectLocalDraftSlug);
  // The sites remote reports its local draft of the site being edited (kept for anonymous and signed-in users).
  const canReset = editContext.isEditMode && draftSlug !== null && draftSlug === editContext.site?.slug;

  const resetChanges = () => dispatch(siteChangesResetRequested());

  return (
    <div className={styles.header}>
      <h2 className={styles.title}>{editContext.isEditMode ? 'Edit Mode' : 'Designs'}</h2>
      <div className={styles.actions}>
        {isSignedIn && (
          <Suspense fallback={null}>
            <LazyNewDesignButton />
          </Suspense>
        )}
        <Link className={styles.secondary} to="/templates">
          Templates
        </Link>
        {isSignedIn && (
          <Link className={styles.secondary} to="/manage-projects">
            Manage Projects
          </Link>
        )}
        {canReset && (
          <button type="button" className={styles.secondary} onClick={resetChanges}>
            Reset Changes
          </button>
        )}
      </div>
      {isSignedIn && (
        <Suspense fallback={null}>
          <LazyDesignLimitNotice />
        </Suspense>
      )}
    </div>
  );
}
