import { useEffect } from 'react';
import { DESIGN_LIMIT_MESSAGE, DESIGN_LIMIT_NOTICE_MS, useAppDispatch, useAppSelector } from '@bento/store';
import { designLimitNoticeHidden, selectLimitNoticeShown } from '../designs/designsSlice';
import styles from './SidebarHeader.module.css';

/** The design-limit notice (New Design or Duplicate at 10 designs), shown for 5 seconds. */
export function DesignLimitNotice() {
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectLimitNoticeShown);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => dispatch(designLimitNoticeHidden()), DESIGN_LIMIT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, shown]);

  if (!shown) return null;
  return (
    <p className={styles.limitNotice} role="alert">
      {DESIGN_LIMIT_MESSAGE}
    </p>
  );
}
