import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@bento/store';
import { MAX_DESIGNS } from '@bento/core';
import { createNewDesign } from '../designs/designThunks';
import { selectDesigns } from '../designs/accountQueries';
import styles from './SidebarHeader.module.css';

/** New Design (signed in): off while one is being created and at the design limit. */
export function NewDesignButton() {
  const dispatch = useAppDispatch();
  const designCount = useAppSelector(selectDesigns).length;
  const [creating, setCreating] = useState(false);

  const newDesign = async () => {
    setCreating(true);
    try {
      await dispatch(createNewDesign());
    } finally {
      setCreating(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.primary}
      disabled={creating || designCount >= MAX_DESIGNS}
      onClick={() => void newDesign()}
    >
      New Design
    </button>
  );
}
