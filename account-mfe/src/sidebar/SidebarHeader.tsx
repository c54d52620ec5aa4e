import { useEffect, useState } from 'react';
import { Link } from '@bento/ui/router';
import {
  DESIGN_LIMIT_MESSAGE,
  DESIGN_LIMIT_NOTICE_MS,
  selectAuth,
  selectEditContext,
  selectLocalDraftSlug,
  siteChangesResetRequested,
  useAppDispatch,
  useAppSelector,
} from '@bento/store';
import { MAX_DESIGNS } from '@bento/core';
import { createNewDesign } from '../designs/designThunks';
import { selectDesigns } from '../designs/accountQueries';
import { designLimitNoticeHidden, selectLimitNoticeShown } from '../designs/designsSlice';
import styles from './SidebarHeader.module.css';

/**
 * Title, New Design, Templates, Manage Projects (signed in: the project table), Reset Changes (edit mode with a
 * local draft) and the design-limit notice.
 */
export function SidebarHeader() {
  const dispatch = useAppDispatch();
  const { isSignedIn } = useAppSelector(selectAuth);
  const editContext = useAppSelector(selectEditContext);
  const designCount = useAppSelector(selectDesigns).length;
  const limitNoticeShown = useAppSelector(selectLimitNoticeShown);
  const [creating, setCreating] = useState(false);
  const draftSlug = useAppSelector(selectLocalDraftSlug);
  // The sites remote reports its local draft of the site being edited (kept for anonymous and signed-in users).
  const canReset = editContext.isEditMode && draftSlug !== null && draftSlug === editContext.site?.slug;

  useEffect(() => {
    if (!limitNoticeShown) return;
    const timer = setTimeout(() => dispatch(designLimitNoticeHidden()), DESIGN_LIMIT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, limitNoticeShown]);

  const newDesign = async () => {
    setCreating(true);
    try {
      await dispatch(createNewDesign());
    } finally {
      setCreating(false);
    }
  };

  const resetChanges = () => dispatch(siteChangesResetRequested());

  return (
    <div className={styles.header}>
      <h2 className={styles.title}>{editContext.isEditMode ? 'Edit Mode' : 'Designs'}</h2>
      <div className={styles.actions}>
        {isSignedIn && (
          <button
            type="button"
            className={styles.primary}
            disabled={creating || designCount >= MAX_DESIGNS}
            onClick={() => void newDesign()}
          >
            New Design
          </button>
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
      {limitNoticeShown && (
        <p className={styles.limitNotice} role="alert">
          {DESIGN_LIMIT_MESSAGE}
        </p>
      )}
    </div>
  );
}
