import { useId, useState } from 'react';
import { VisuallyHidden } from '@bento/ui';
import { useAppDispatch, useAppSelector } from '@bento/store';
import { MAX_DESIGNS } from '@bento/core';
import { createNewDesign } from '../designs/designThunks';
import { selectDesigns } from '../designs/accountQueries';
import styles from './SidebarHeader.module.css';

export const NEW_DESIGN_FULL_HINT = `You have ${MAX_DESIGNS} designs, the most an account keeps. Delete one to make room.`;

/** New Design (signed in): off while one is being created and at the design limit (saying why). */
export function NewDesignButton() {
  const dispatch = useAppDispatch();
  const designCount = useAppSelector(selectDesigns).length;
  const [creating, setCreating] = useState(false);
  const hintId = useId();

  const newDesign = async () => {
    setCreating(true);
    try {
      await dispatch(createNewDesign());
    } finally {
      setCreating(false);
    }
  };

  const full = designCount >= MAX_DESIGNS;
  return (
    <>
      <button
        type="button"
        className={styles.primary}
        disabled={creating || full}
        // A disabled button says why (issue 29): a tooltip, and the same words for screen readers.
        title={full ? NEW_DESIGN_FULL_HINT : undefined}
        aria-describedby={full ? hintId : undefined}
        onClick={() => void newDesign()}
      >
        New Design
      </button>
      {full && (
        <VisuallyHidden>
          <span id={hintId}>{NEW_DESIGN_FULL_HINT}</span>
        </VisuallyHidden>
      )}
    </>
  );
}
