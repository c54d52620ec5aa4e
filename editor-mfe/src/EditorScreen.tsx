import { browserStorage, useAnnounceInjectedSlice, useAppSelector } from '@bento/store';
import { Canvas } from './canvas/Canvas';
import { LeftToolbar } from './files/LeftToolbar';
import { PageFileDrop } from './files/PageFileDrop';
import { useKeyboardShortcuts } from './keyboard/useKeyboardShortcuts';
import { awaitingAccountWork } from './persistence/localScope';
import { useLocalPersistence } from './persistence/useLocalPersistence';
import { editorSlice } from './state/editorSlice';
import { StatusPill } from './status/StatusPill';
import { FloatingActionToolbar } from './toolbars/FloatingActionToolbar';
import { KeyboardHelpPanel } from './toolbars/KeyboardHelpPanel';
import styles from './EditorScreen.module.css';

/**
 * The editor screen: composition only. Each part owns its folder: canvas/ (grid, selection, drag, resize,
 * nested controls, double-click to edit), toolbars/ (floating action toolbar, keyboard help), keyboard/
 * (shortcuts, clipboard), files/ (left toolbar, file panel, import/export, reset, dropped files),
 * persistence/ (local storage, by account), status/ (the save status pill), richText/ (Lexical editing), animations/ (delete and duplicate).
 */
export function EditorScreen() {
  useAnnounceInjectedSlice(editorSlice.name);
  useLocalPersistence();
  useKeyboardShortcuts();
  const waiting = useAppSelector((state) => awaitingAccountWork(state, browserStorage()));
  return (
    <main className={styles.screen}>
      <LeftToolbar />
      <FloatingActionToolbar />
      <div className={styles.scroller}>
        <div className={styles.content}>{!waiting && <Canvas />}</div>
      </div>
      <KeyboardHelpPanel />
      <StatusPill />
      <PageFileDrop />
    </main>
  );
}

export default EditorScreen;
