import { BREAKPOINTS, isHiddenAt, type Box, type Breakpoint } from '@bento/core';
import { useAppDispatch, useAppStore } from '@bento/store';
import { ToggleField } from '@bento/ui/controls';
import { useState } from 'react';
import { boxHiddenToggled, dragEnded, dragStarted, selectDocument } from '../../../state/editorSlice';
import { findBox } from '../../../state/lib/document';
import { BREAKPOINT_LABELS } from '../size/shownBreakpoint';
import { revealedBreakpoints, revealedMessage } from './hideToggle';
import styles from '../size/layoutFields.module.css';

/**
 * Hide on mobile / tablet / desktop for the selected boxes, through boxHiddenToggled and its rule that a box is
 * never hidden at all three: when a switch made the rule show a box at another breakpoint, the tab says so. One
 * switch flip is one history step, however many boxes are selected.
 */
export function HideFields({ box, ids }: { box: Box; ids: readonly string[] }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [message, setMessage] = useState('');

  const boxesOf = (): Box[] => {
    const doc = selectDocument(store.getState());
    return ids.flatMap((id) => findBox(doc, id) ?? []);
  };
  const setHidden = (breakpoint: Breakpoint, hide: boolean) => {
    const before = boxesOf();
    // A gesture around the toggles: one history entry for the whole selection.
    dispatch(dragStarted());
    for (const each of before)
      if (isHiddenAt(each, breakpoint) !== hide) dispatch(boxHiddenToggled({ id: each.id, breakpoint }));
    dispatch(dragEnded());
    setMessage(revealedMessage(revealedBreakpoints(before, boxesOf(), breakpoint)));
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Visibility</legend>
      {BREAKPOINTS.map((breakpoint) => (
        <ToggleField
          key={breakpoint}
          label={`Hide on ${BREAKPOINT_LABELS[breakpoint].toLowerCase()}`}
          checked={isHiddenAt(box, breakpoint)}
          onChange={(hide) => setHidden(breakpoint, hide)}
        />
      ))}
      {/* Always in the page, so a new message is announced. */}
      <p role="status" className={styles.notice}>
        {message}
      </p>
    </fieldset>
  );
}
