// Image files dropped on the canvas (editor-core.md §4 'Image drop on a box', 'Background image drop on the
// container'): on a box they become its background image (5 MB rules), elsewhere on the canvas the container's
// (2 MB rules). Drops this handles are marked handled (preventDefault), so the page-level drop leaves them alone.
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
import { useImageIntake } from '../intake/useImageIntake';
import { CONTAINER_TARGET, dropStatus, type DropTarget } from './dropStatus';

const JSON_TYPE = 'application/json';

function draggedFiles(data: DataTransfer | null): DataTransferItem[] {
  return data ? [...data.items].filter((item) => item.kind === 'file') : [];
}

/** The box under the pointer, or the container. */
function targetOf(event: DragEvent<HTMLElement>): DropTarget {
  const box = (event.target as Element | null)?.closest?.<HTMLElement>('[data-box-id]');
  return box?.dataset.boxId ?? CONTAINER_TARGET;
}

/**
 * A box takes any file but JSON (the page imports those; a non-image gets 'Only image files are supported'); the
 * container takes images only, and leaves other files to the page.
 */
function claims(target: DropTarget, files: { type: string }[]): boolean {
  if (files.length === 0) return false;
  if (target === CONTAINER_TARGET) return files.some((file) => file.type.startsWith('image/'));
  return files.some((file) => file.type !== JSON_TYPE);
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
      dropStatus.phase({ kind: 'loading', target, progress: { phase: 'processing' } });
      const result = await intake(file, onContainer ? 'container' : 'box', (progress) =>
        dropStatus.phase({ kind: 'loading', target, progress }),
      );
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
      if (!accepting() || !claims(target, draggedFiles(event.dataTransfer))) {
        dropStatus.hover(null);
        return;
      }
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      dropStatus.hover(target);
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
      if (!accepting() || !claims(target, files)) return;
      event.preventDefault();
      if (dropStatus.isLoading()) return; // one image at a time: the overlay shows the one under way
      const file = files.find((candidate) => candidate.type.startsWith('image/')) ?? files[0]!;
      void take(file, target);
    };

    return { onDragOver, onDragLeave, onDrop };
  }, [dispatch, intake, store]);
}
