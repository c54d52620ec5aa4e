import { useAnnounceInjectedSlice, useAppDispatch, useAppSelector } from '@bento/store';
import { BentoGrid } from '@bento/ui/grid';
import { boxAdded, editorSlice, selectDocument } from './state/editorSlice';
import styles from './EditorScreen.module.css';

/** The editor screen. The editor issue replaces this first cut with the full canvas and toolbars. */
export function EditorScreen() {
  useAnnounceInjectedSlice(editorSlice.name);
  const document = useAppSelector(selectDocument);
  const dispatch = useAppDispatch();
  return (
    <main className={styles.screen}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.add} onClick={() => dispatch(boxAdded())}>
          Add box
        </button>
      </div>
      <BentoGrid gridData={document} />
    </main>
  );
}

export default EditorScreen;
