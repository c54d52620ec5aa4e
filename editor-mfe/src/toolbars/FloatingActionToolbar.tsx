import { useAppDispatch } from '@bento/store';
import { boxAdded } from '../state/editorSlice';
import styles from './FloatingActionToolbar.module.css';

/** Add, delete selected, duplicate selected, share/publish, undo, redo (hidden in preview). */
export function FloatingActionToolbar() {
  const dispatch = useAppDispatch();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Actions">
      <button type="button" className={styles.button} onClick={() => dispatch(boxAdded())}>
        Add box
      </button>
    </div>
  );
}
