import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { selectAuth, selectEditContext, useAppDispatch, useAppSelector } from '@bento/store';
import { DESIGN_LIMIT_NOTICE_MS, MAX_DESIGNS } from '../designs/constants';
import { createNewDesign } from '../designs/designThunks';
import { designLimitNoticeHidden, selectDesigns, selectLimitNoticeShown } from '../designs/designsSlice';
import { DESIGN_LIMIT_MESSAGE } from '../designs/messages';
import { clearSiteDraft, hasSiteDraft } from './siteDraft';
import styles from './SidebarHeader.module.css';

/** Title, New Design, Templates, Reset Changes (edit mode with a local draft) and the design-limit notice. */
export function SidebarHeader() {
  const dispatch = useAppDispatch();
  const { isSignedIn } = useAppSelector(selectAuth);
  const editContext = useAppSelector(selectEditContext);
  const designCount = useAppSelector(selectDesigns).length;
  const limitNoticeShown = useAppSelector(selectLimitNoticeShown);
  const [creating, setCreating] = useState(false);
  const slug = editContext.site?.slug;
  const canReset = editContext.isEditMode && slug !== undefined && hasSiteDraft(slug);

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

  const resetChanges = () => {
    if (!slug) return;
    clearSiteDraft(slug);
    window.location.reload();
  };

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
