import { browserStorage, useAnnounceInjectedSlice, useAppSelector } from '@bento/store';
import { afterPaintWhenIdle, VisuallyHidden } from '@bento/ui';
import { lazy, Suspense, useEffect } from 'react';
import { Canvas } from './canvas/Canvas';
import { LeftToolbar } from './files/LeftToolbar';
import { PageFileDrop } from './files/PageFileDrop';
import { useDocumentFonts } from './fonts/useDocumentFonts';
import { useKeyboardShortcuts } from './keyboard/useKeyboardShortcuts';
import { awaitingAccountWork } from './persistence/localScope';
import { usePageBackground } from './panels/usePageBackground';
import { useChosenTemplate } from './persistence/useChosenTemplate';
import { useLocalPersistence } from './persistence/useLocalPersistence';
import { SettingsPillToolbar } from './settings/SettingsPillToolbar';
import { preloadOnDemandParts } from './preloadOnDemand';
import { ScreenFlagsContext, useScreenFlagsHost } from './screenFlags';
import { editorSlice, selectIsPreviewMode } from './state/editorSlice';
import { StatusPill } from './status/StatusPill';
import { FloatingActionToolbar } from './toolbars/FloatingActionToolbar';
import { KeyboardHelpPanel } from './toolbars/KeyboardHelpPanel';
import { useFirstVisitCaptions } from './toolbars/firstVisitCaptions';
import { TopToolbar } from './toolbars/TopToolbar';
import styles from './EditorScreen.module.css';
import { ImageNotices } from './images/notices/ImageNotices';

// Preview's toolbar (and its animation) loads when preview is first entered, not with the first screen.
const PreviewToolbar = lazy(() =>
  import('./preview/PreviewToolbar').then((module) => ({ default: module.PreviewToolbar })),
);

/**
 * The editor screen: composition only. Each part owns its folder: canvas/ (grid, selection, drag, resize,
 * nested controls, double-click to edit), toolbars/ (floating action toolbar, keyboard help), keyboard/
 * (shortcuts, clipboard), files/ (left toolbar, file panel, import/export, reset, dropped files),
 * persistence/ (local storage, by account), preview/ (the preview toolbar, devices, animation), status/ (the save status pill), settings/ (the per-box pill toolbar and
 * its tabs), panels/ (Grid Style, Grid Settings), fonts/ (web fonts the document uses), richText/ (Lexical
 * editing), animations/ (delete and duplicate).
 */
export function EditorScreen() {
  useAnnounceInjectedSlice(editorSlice.name);
  useLocalPersistence();
  useChosenTemplate();
  useKeyboardShortcuts();
  useDocumentFonts();
  useFirstVisitCaptions();
  const waiting = useAppSelector((state) => awaitingAccountWork(state, browserStorage()));
  // Once the canvas is on screen: what opens on a click loads while the user looks at it.
  useEffect(() => (waiting ? undefined : afterPaintWhenIdle(preloadOnDemandParts)), [waiting]);
  // Apply to Page: the editor's area takes the container colour, as the published page does.
  const pageBackground = usePageBackground();
  const preview = useAppSelector(selectIsPreviewMode);
  const { flags, attach } = useScreenFlagsHost();
  return (
    <ScreenFlagsContext value={flags}>
      <main
        ref={attach}
        className={styles.screen}
        style={pageBackground}
        data-preview={preview ? '' : undefined}
      >
        <VisuallyHidden as="h1">Editor</VisuallyHidden>
        <LeftToolbar />
        <TopToolbar />
        <FloatingActionToolbar />
        <div className={styles.scroller}>
          <div className={styles.content}>{!waiting && <Canvas />}</div>
        </div>
        <SettingsPillToolbar />
        {preview && (
          <Suspense fallback={null}>
            <PreviewToolbar />
          </Suspense>
        )}
        <KeyboardHelpPanel />
        <StatusPill />
        <PageFileDrop />
        <ImageNotices />
      </main>
    </ScreenFlagsContext>
  );
}

export default EditorScreen;
