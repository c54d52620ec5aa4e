// Image files dropped on the canvas (editor-core.md §4 'Image drop on a box', 'Background image drop on the
// container'): on a box they become its background image (5 MB rules), elsewhere on the canvas the container's
// (2 MB rules). Drops this handles are marked handled (preventDefault), so the page-level drop leaves them alone.
// JSON documents are the page's (it imports them); any other file is the canvas's: an image is taken, the rest
// refused with the target's message ('Only image files are supported' on a box, the type error on the container).
import { UPLOAD_ERROR_MS, UPLOAD_MESSAGES } from '@bento/core';
import { useAppDispatch, useAppStore } from '@bento/store';
import { useMemo, type DragEvent } from 'react';
import {
  boxStyleUpdated,
  gridSettingsUpdated,
  selectDocument,
  selectIsPreviewMode,
  selectIsReadOnly,
} from '../../state/editorSlice';
import { isJsonFile } from '../../files/jsonFile';
import { useImageIntake } from '../intake/useImageIntake';
import { CONTAINER_TARGET, dropStatus, type DropTarget } from './dropStatus';

const JSON_TYPE = 'application/json';

/** While dragging only the types are known: files and no JSON document among them. */
function claimsDragged(data: DataTransfer | null): boolean {
  const files = data ? [...data.items].filter((item) => item.kind === 'file') : [];
  return files.length > 0 && files.every((item) => item.type !== JSON_TYPE);
}

/** The box under the pointer, or the container. */
function targetOf(event: DragEvent<HTMLElement>): DropTarget {
  const box = (event.target as Element | null)?.closest?.<HTMLElement>('[data-box-id]');
  return box?.dataset.boxId ?? CONTAINER_TARGET;
}

export function useCanvasImageDrop() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const intake = useImageIntake();

  return useMemo(() => {
    const accepting = () => {
      const state = store.getState();
      return (
        !selectIsPreviewMode(state) &&
        !selectIsReadOnly(state) &&
        !selectDocument(state).gridSettings.isInfiniteScrollMode
      );
    };

    const take = async (file: File, target: DropTarget) => {
      const onContainer = target === CONTAINER_TARGET;
      const controller = new AbortController();
      const cancel = () => controller.abort();
      dropStatus.phase({ kind: 'loading', target, progress: { phase: 'processing' } });
      const result = await intake(
        file,
        onContainer ? 'container' : 'box',
        // Cancel is offered while compressing (the long part); the upload that follows is short.
        (progress) =>
          dropStatus.phase({
            kind: 'loading',
            target,
            progress,
            ...(progress.phase === 'compressing' ? { cancel } : {}),
          }),
        controller.signal,
      );
      if ('cancelled' in result) {
        dropStatus.phase({ kind: 'idle' });
        return;
      }
      if ('url' in result) {
        dropStatus.phase({ kind: 'idle' });
        if (onContainer) dispatch(gridSettingsUpdated({ containerBgImageUrl: result.url }));
        else dispatch(boxStyleUpdated({ id: target, style: { bgImageUrl: result.url } }));
        return;
      }
      // §8: a compression or read failure on the container drop just clears the overlay.
      if (onContainer && result.error === UPLOAD_MESSAGES.containerReadFailed) {
        dropStatus.phase({ kind: 'idle' });
        return;
      }
      dropStatus.phase({ kind: 'error', target, message: result.error });
      setTimeout(() => dropStatus.clearError(target, result.error), UPLOAD_ERROR_MS);
    };

    const onDragOver = (event: DragEvent<HTMLElement>) => {
      const target = targetOf(event);
      if (!accepting() || !claimsDragged(event.dataTransfer)) {
        dropStatus.hover(null);
        return;
      }
      event.preventDefault();
      // One image at a time (the load state is shared, §4): while one is on its way in, the canvas refuses the
      // next with the no-drop cursor, and the page does not take it either.
      const busy = dropStatus.isLoading();
      event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
      dropStatus.hover(busy ? null : target);
    };

    const onDragLeave = (event: DragEvent<HTMLElement>) => {
      // Leaving for a child of the canvas is not leaving the canvas.
      const next = event.relatedTarget as Node | null;
      if (!next || !event.currentTarget.contains(next)) dropStatus.hover(null);
    };

    const onDrop = (event: DragEvent<HTMLElement>) => {
      dropStatus.hover(null);
      const target = targetOf(event);
      const files = [...(event.dataTransfer?.files ?? [])];
      if (!accepting() || files.length === 0 || files.some(isJsonFile)) return;
      event.preventDefault();
      if (dropStatus.isLoading()) return; // one image at a time: the overlay shows the one under way
      const file = files.find((candidate) => candidate.type.startsWith('image/')) ?? files[0]!;
      void take(file, target);
    };

    return { onDragOver, onDragLeave, onDrop };
  }, [dispatch, intake, store]);
}
