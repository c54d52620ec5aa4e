import { useAppDispatch, useAppStore } from '@bento/store';
import { useEffect, useRef, useState } from 'react';
import { boxAdded, selectDocument, selectIsPreviewMode, selectIsReadOnly } from '../state/editorSlice';
import { UPLOAD_ERROR_MS, UPLOAD_MESSAGES } from '@bento/core';
import { Toast } from '@bento/ui';
import { ProgressAnnouncer } from '../images/drop/ProgressAnnouncer';
import { progressText } from '../images/drop/progressText';
import { preloadIntake } from '../images/intake/loadIntake';
import { useImageIntake } from '../images/intake/useImageIntake';
import type { IntakeProgress } from '../images/intakeTypes';
import { boxesForDroppedText } from './droppedUrls';
import { preloadFileCode } from './fileCodeLoader';
import { ImportToast } from './ImportToast';
import { isJsonFile } from './jsonFile';
import { useProjectImport } from './useProjectImport';
import styles from './PageFileDrop.module.css';

export const JSON_DROP_HINT = 'Drop JSON file to import';
export const PHOTO_DROP_HINT = 'Drop photos to add them to the grid';
/** dragover repeats every few ms while something is held over the page; the overlay goes soon after it stops. */
const OVERLAY_LINGER_MS = 150;

type Overlay = typeof JSON_DROP_HINT | typeof PHOTO_DROP_HINT;

// The photos' code loads when a file is first dragged over the page (issue 17).
const loadPhotoDrop = () => import('./photoDrop');

function inEditable(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, [contenteditable="true"]') !== null;
}

function carriesFiles(data: DataTransfer | null): data is DataTransfer {
  return !!data && [...data.types].includes('Files');
}

/**
 * Files and text dropped anywhere on the page (editor-core.md §5 'Pasted or dropped media URLs'): a .json file
 * is imported like the File panel's import; photos go through the image pipeline (their progress shown in a
 * pill) and become boxes sized by their aspect ratio (not in infinite-scroll mode); dropped text adds one box per
 * media URL. Drops already handled by a target inside the page (which calls preventDefault) are left alone.
 */
export function PageFileDrop() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { importFile, toast, dismissToast } = useProjectImport();
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [photoError, setPhotoError] = useState<{ message: string; id: number } | null>(null);
  const [photoProgress, setPhotoProgress] = useState<IntakeProgress | null>(null);
  const intake = useImageIntake();
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Photos dropped while others are on their way in wait their turn (one progress, boxes in drop order). */
  const photoQueue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    const editingAllowed = () => {
      const state = store.getState();
      return !selectIsPreviewMode(state) && !selectIsReadOnly(state);
    };
    const acceptsPhotos = () =>
      editingAllowed() && !selectDocument(store.getState()).gridSettings.isInfiniteScrollMode;
    const hide = () => {
      if (hideTimer.current !== null) clearTimeout(hideTimer.current);
      hideTimer.current = null;
      setOverlay(null);
    };

    const onDragOver = (event: DragEvent) => {
      const data = event.dataTransfer;
      // A file on its way in (here or on the canvas): what takes it in loads while it is held over the page.
      if (carriesFiles(data)) {
        preloadIntake();
        preloadFileCode();
        // A failed download is tried again at the drop.
        loadPhotoDrop().catch(() => {});
        import('./importFile').catch(() => {});
      }
      // A drop target inside the page (a box, the container) accepts this spot and shows its own overlay.
      if (event.defaultPrevented) {
        hide();
        return;
      }
      if (carriesFiles(data)) {
        event.preventDefault();
        const photos = [...data.items].some((item) => item.type.startsWith('image/'));
        setOverlay(photos && acceptsPhotos() ? PHOTO_DROP_HINT : JSON_DROP_HINT);
        if (hideTimer.current !== null) clearTimeout(hideTimer.current);
        hideTimer.current = setTimeout(hide, OVERLAY_LINGER_MS);
      } else if (data && !inEditable(event.target)) {
        // Lets text (media URLs) be dropped; text dragged inside an editor keeps its own behaviour.
        event.preventDefault();
      }
    };

    const refuse = (message: string) => setPhotoError((shown) => ({ message, id: (shown?.id ?? 0) + 1 }));
    const addPhotos = async (files: File[]) => {
      const code = await loadPhotoDrop().catch(() => null);
      if (!code) {
        // The photos' code could not be downloaded (offline): said, not swallowed; the next drop tries again.
        for (const file of files) refuse(`${file.name}: ${UPLOAD_MESSAGES.boxProcessFailed}`);
        return;
      }
      await code.addDroppedPhotos(files, {
        store,
        dispatch,
        intake,
        onProgress: setPhotoProgress,
        onRefused: refuse,
      });
    };

    const onDrop = (event: DragEvent) => {
      hide();
      const data = event.dataTransfer;
      if (event.defaultPrevented || !data) return;
      const files = [...data.files];
      if (files.length > 0) {
        // Never let the browser open the dropped file instead of the editor.
        event.preventDefault();
        const json = files.find(isJsonFile);
        if (json) void importFile(json);
        else if (acceptsPhotos()) {
          const photos = files.filter((file) => file.type.startsWith('image/'));
          // A failed download of the photos' code must not stop the queue for later drops.
          photoQueue.current = photoQueue.current.then(() => addPhotos(photos)).catch(() => {});
        }
        return;
      }
      if (inEditable(event.target)) return;
      const boxes = boxesForDroppedText(data.getData('text/uri-list') || data.getData('text/plain'));
      if (boxes.length === 0) return;
      event.preventDefault();
      if (!editingAllowed() || selectDocument(store.getState()).gridSettings.isInfiniteScrollMode) return;
      for (const options of boxes) dispatch(boxAdded(options));
    };

    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    window.addEventListener('dragend', hide);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
      window.removeEventListener('dragend', hide);
      hide();
    };
  }, [dispatch, importFile, intake, store]);

  return (
    <>
      {overlay && (
        <div className={styles.overlay} data-testid="page-drop-overlay">
          <p className={styles.message}>{overlay}</p>
        </div>
      )}
      {photoProgress && (
        <p className={styles.progress} aria-hidden="true" data-testid="photo-drop-progress">
          {progressText(photoProgress)}
        </p>
      )}
      <ProgressAnnouncer progress={photoProgress} />
      <ImportToast toast={toast} dismissToast={dismissToast} />
      {photoError && (
        <Toast
          key={photoError.id}
          message={photoError.message}
          duration={UPLOAD_ERROR_MS}
          onDismiss={() => setPhotoError(null)}
        />
      )}
    </>
  );
}
