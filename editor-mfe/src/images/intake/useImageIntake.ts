import { selectAuth, selectEditContext, selectProject, useAppStore } from '@bento/store';
import { useCallback } from 'react';
import type { ImageIntake } from '../intakeTypes';
import { intakeImage } from './intakeImage';

/** The image pipeline for the current user and page, read when a file arrives (never stale). */
export function useImageIntake(): ImageIntake {
  const store = useAppStore();
  return useCallback(
    (file, target, onProgress) => {
      const state = store.getState();
      const signedIn = selectAuth(state).isSignedIn;
      const online =
        !selectProject(state).isOffline && (typeof navigator === 'undefined' || navigator.onLine);
      return intakeImage(
        file,
        target,
        { signedIn, canUpload: signedIn && online, onEditorPage: !selectEditContext(state).isEditMode },
        onProgress,
      );
    },
    [store],
  );
}
