import { useCallback, useLayoutEffect, useState } from 'react';
import {
  selectSidebarOpen,
  sidebarOpenSet,
  sidebarToggled,
  useAppDispatch,
  useAppSelector,
} from '@bento/store';
import { useAfterPaintWhenIdle } from '@bento/ui';
import { RemoteMount } from '../remotes/RemoteMount';
import styles from './pages.module.css';

/** Wide enough for the 280 px sidebar beside the editor. */
const WIDE_SCREEN = '(min-width: 1024px)';
// The default applies once per page load: after that the sidebar stays as the user left it.
let sidebarDefaultApplied = false;

function useSidebarDefault() {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    if (sidebarDefaultApplied) return;
    sidebarDefaultApplied = true;
    if (window.matchMedia?.(WIDE_SCREEN).matches) dispatch(sidebarOpenSet(true));
  }, [dispatch]);
}

/**
 * '/': the designs sidebar (accounts remote) beside the editor (editor remote), each failing on its own. The editor
 * goes first: the sidebar's remote downloads once the editor has been painted (or has failed) and the browser is
 * idle, so on a slow network it does not compete with the editor for bandwidth and the main thread (issue 17: the
 * grid is the largest paint). Opening the sidebar before that loads it at once.
 */
export function HomeScreen() {
  useSidebarDefault();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSidebarOpen);
  const [editorSettled, setEditorSettled] = useState(false);
  const onEditorSettled = useCallback(() => setEditorSettled(true), []);
  const [sidebarAsked, setSidebarAsked] = useState(false);
  const sidebarDue = useAfterPaintWhenIdle(editorSettled) || sidebarAsked;
  return (
    <div className={styles.home}>
      {/* Mounted while closed too: the accounts remote keeps auto-save, the publish dialogs and toasts running. */}
      <div className={open ? styles.sidebar : styles.sidebarClosed}>
        <RemoteMount id="account/DesignsSidebar" label="your designs" deferred={!sidebarDue} />
      </div>
      <div className={styles.editor}>
        <button
          type="button"
          className={styles.sidebarToggle}
          aria-label={open ? 'Hide designs' : 'Show designs'}
          aria-expanded={open}
          aria-controls="designs-sidebar"
          onClick={() => {
            setSidebarAsked(true);
            dispatch(sidebarToggled());
          }}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <rect
              x="3"
              y="4"
              width="18"
              height="16"
              rx="3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M9 4v16" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <RemoteMount id="editor/EditorScreen" label="the editor" onSettled={onEditorSettled} />
      </div>
    </div>
  );
}
