// Photos dropped on the page (editor-core.md §5 'Dropped photo sizing from aspect ratio'): each through the image
// pipeline, then a box sized by its aspect ratio. Loaded when a file is first dragged over the page, not with the
// editor (issue 17): ./PageFileDrop.tsx keeps only what decides, while the drop event runs, whether it takes it.
import type { AppDispatch, AppStore } from '@bento/store';
import type { ImageIntake, IntakeProgress } from '../images/intakeTypes';
import { boxAdded, selectDocument } from '../state/editorSlice';
import { imageAspectRatio, photoBoxOptions } from './droppedMedia';

export interface PhotoDropContext {
  store: AppStore;
  dispatch: AppDispatch;
  intake: ImageIntake;
  /** The progress of the photo under way; null once it is in (or refused). */
  onProgress: (progress: IntakeProgress | null) => void;
  /** A photo refused, and why ('<name>: <reason>'). */
  onRefused: (message: string) => void;
}

/** Each photo through the image pipeline (box rules), one after the other; a refused one says why. */
export async function addDroppedPhotos(files: File[], context: PhotoDropContext): Promise<void> {
  const { store, dispatch, intake, onProgress, onRefused } = context;
  for (const file of files) {
    const result = await intake(file, 'box', onProgress);
    onProgress(null);
    if (!('url' in result)) {
      if ('error' in result) onRefused(`${file.name}: ${result.error}`);
      continue;
    }
    const ratio = await imageAspectRatio(result.url);
    const columns = selectDocument(store.getState()).gridSettings.columnsCount;
    dispatch(boxAdded(photoBoxOptions(result.url, ratio, columns)));
  }
}
