// What the floating status pill says (editor-core.md §2 'A floating status pill', issue 15): signed in, how the
// design stands with the server; anonymous, how the work stands on this device. It never says 'Saving…' unless a
// request is under way.
import type { ProjectState } from '@bento/store';
import type { LocalSaveStatus } from '../persistence/localSaveStatus';

export type SaveStatusKind = 'saved' | 'unsaved' | 'saving' | 'offline' | 'failed';

export interface SaveStatusView {
  kind: SaveStatusKind;
  label: string;
  /** Longer wording for the tooltip and screen readers. */
  detail: string;
  /** Whether Retry is offered. */
  retry: boolean;
}

export const OFFLINE_LABEL = 'Offline — changes kept on this device';

const view = (kind: SaveStatusKind, label: string, detail: string, retry = false): SaveStatusView => ({
  kind,
  label,
  detail,
  retry,
});

export function accountSaveStatus(
  project: Pick<ProjectState, 'isSaving' | 'saveError' | 'hasUnsavedChanges' | 'isOffline'>,
): SaveStatusView {
  if (project.isSaving) return view('saving', 'Saving…', 'Saving your design to your account');
  const pending = project.hasUnsavedChanges || project.saveError !== null;
  if (project.isOffline && pending)
    return view('offline', OFFLINE_LABEL, 'Your changes will be saved when the connection is back');
  if (project.saveError !== null)
    return view(
      'failed',
      `Couldn't save: ${project.saveError}`,
      'Your changes are kept on this device',
      true,
    );
  if (project.hasUnsavedChanges)
    return view('unsaved', 'Unsaved changes', 'Your changes will be saved to your account shortly');
  return view('saved', 'Saved', 'All changes are saved to your account');
}

export function localSaveStatusView(local: LocalSaveStatus): SaveStatusView {
  if (local.state === 'failed')
    return view('failed', `Couldn't save: ${local.reason}`, 'Export your design to keep it', true);
  if (local.state === 'pending') return view('unsaved', 'Unsaved changes', 'Saving on this device…');
  return view('saved', 'Saved', 'Saved on this device. Sign in to keep it in your account.');
}

/** Whether leaving the page now would lose something the user expects to keep. */
export function leavingLosesWork(status: SaveStatusView, signedIn: boolean): boolean {
  if (status.kind === 'failed') return true;
  // Anonymous work still pending is written when the page goes (pagehide); a signed-in account's is not sent.
  return signedIn && status.kind !== 'saved';
}
