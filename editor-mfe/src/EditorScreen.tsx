import { useAnnounceInjectedSlice } from '@bento/store';
import { Canvas } from './canvas/Canvas';
import { LeftToolbar } from './files/LeftToolbar';
import { PageFileDrop } from './files/PageFileDrop';
import { useKeyboardShortcuts } from './keyboard/useKeyboardShortcuts';
import { useLocalPersistence } from './persistence/useLocalPersistence';
import { editorSlice } from './state/editorSlice';
import { FloatingActionToolbar } from './toolbars/FloatingActionToolbar';
import { KeyboardHelpPanel } from './toolbars/KeyboardHelpPanel';
import styles from './EditorScreen.module.css';

/**
 * The editor screen: composition only. Each part owns its folder: canvas/ (grid, selection, drag, resize,
 * nested controls, double-click to edit), toolbars/ (floating action toolbar, keyboard help), keyboard/
 * (shortcuts, clipboard), files/ (left toolbar, file panel, import/export, reset, dropped files),
 * persistence/ (local storage), richText/ (Lexical editing), animations/ (delete and duplicate).
 */
export function EditorScreen() {
  useAnnounceInjectedSlice(editorSlice.name);
  useLocalPersistence();
  useKeyboardShortcuts();
  return (
    <main className={styles.screen}>
      <LeftToolbar />
      <FloatingActionToolbar />
      <div className={styles.scroller}>
        <div className={styles.content}>
          <Canvas />
        </div>
      </div>
      <KeyboardHelpPanel />
      <PageFileDrop />
    </main>
  );
}

export default EditorScreen;
