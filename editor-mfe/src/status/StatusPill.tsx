import { useEffect } from 'react';
import { VisuallyHidden } from '@bento/ui';
import { saveRequested, selectAuth, selectProject, useAppDispatch, useAppSelector } from '@bento/store';
import { retryLocalSave, useLocalSaveStatus } from '../persistence/localSaveStatus';
import { selectIsPreviewMode } from '../state/editorSlice';
import { accountSaveStatus, leavingLosesWork, localSaveStatusView, type SaveStatusView } from './saveStatus';
import styles from './StatusPill.module.css';

function useSaveStatus(): { status: SaveStatusView | null; signedIn: boolean } {
  const auth = useAppSelector(selectAuth);
  const project = useAppSelector(selectProject);
  const local = useLocalSaveStatus();
  if (!auth.isLoaded) return { status: null, signedIn: false };
  const status = auth.isSignedIn ? accountSaveStatus(project) : localSaveStatusView(local);
  return { status, signedIn: auth.isSignedIn };
}

/** Asks before the page goes while the work is not where the user expects it (the browser's own prompt). */
function useLeaveWarning(warn: boolean): void {
  useEffect(() => {
    if (!warn) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warn]);
}

/** The floating status pill: Saved, Unsaved changes, Saving…, Offline, or Couldn't save with Retry. */
export function StatusPill() {
  const dispatch = useAppDispatch();
  const preview = useAppSelector(selectIsPreviewMode);
  const { status, signedIn } = useSaveStatus();
  useLeaveWarning(status !== null && leavingLosesWork(status, signedIn));
  if (!status || preview) return null;

  const retry = () => {
    if (signedIn) dispatch(saveRequested());
    else retryLocalSave();
  };

  return (
    <div className={styles.pill} data-state={status.kind} title={status.detail}>
      <span className={styles.dot} aria-hidden="true" />
      <span role="status" aria-live="polite">
        {status.label}
        <VisuallyHidden>. {status.detail}</VisuallyHidden>
      </span>
      {status.retry && (
        <button type="button" className={styles.retry} onClick={retry}>
          Retry
        </button>
      )}
    </div>
  );
}
