import { UPLOAD_MESSAGES } from '@bento/core';
import { selectAuth, selectEditContext, selectProject, useAppStore } from '@bento/store';
import { useCallback } from 'react';
import type { ImageIntake } from '../intakeTypes';
import { loadIntake } from './loadIntake';

/** The image pipeline for the current user and page, read when a file arrives (never stale). */
export function useImageIntake(): ImageIntake {
  const store = useAppStore();
  return useCallback(
    (file, target, onProgress, signal) => {
      const state = store.getState();
      const signedIn = selectAuth(state).isSignedIn;
      const online =
        !selectProject(state).isOffline && (typeof navigator === 'undefined' || navigator.onLine);
      const context = {
        signedIn,
        canUpload: signedIn && online,
        onEditorPage: !selectEditContext(state).isEditMode,
      };
      return loadIntake().then(
        (code) => code.intakeImage(file, target, context, onProgress, signal),
        // The pipeline's code could not be downloaded: the image is refused with the spec's words.
        () => ({
          error: target === 'box' ? UPLOAD_MESSAGES.boxProcessFailed : UPLOAD_MESSAGES.containerReadFailed,
        }),
      );
    },
    [store],
  );
}
