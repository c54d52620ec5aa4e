import { useAnnounceInjectedSlice } from '@bento/store';
import { Canvas } from './canvas/Canvas';
import { editorSlice } from './state/editorSlice';
import { FloatingActionToolbar } from './toolbars/FloatingActionToolbar';
import styles from './EditorScreen.module.css';

/**
 * The editor screen: composition only. Each part owns its folder: canvas/ (grid, selection, drag, resize,
 * nested controls), toolbars/ (floating action toolbar, keyboard help), keyboard/ (shortcuts), files/ (left
 * toolbar, file panel, import/export, reset), persistence/ (local storage), richText/ (Lexical editing).
 */
export function EditorScreen() {
  useAnnounceInjectedSlice(editorSlice.name);
  return (
    <main className={styles.screen}>
      <FloatingActionToolbar />
      <Canvas />
    </main>
  );
}

export default EditorScreen;
