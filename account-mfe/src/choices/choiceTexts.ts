// What the two choice dialogs say (issue 28): a save that met a newer version, and work from before sign-in that a
// full account could not take. Nothing is overwritten or thrown away until the user picks one of these.
import { MAX_DESIGNS } from '@bento/core';
import { REVISION_CONFLICT_MESSAGE } from '@bento/store';

export const CONFLICT_TEXTS = {
  title: REVISION_CONFLICT_MESSAGE,
  text: (title: string) =>
    `A newer version of “${title}” was saved while you were editing here. Choose what to keep: nothing is saved until you do.`,
  loadNewer: 'Load the newer version',
  loadNewerHint: 'Your changes here are replaced by the saved version.',
  keepMine: 'Keep mine',
  keepMineHint: 'Your version is saved over it; the other stays in Version history.',
  saveCopy: 'Save mine as a copy',
  saveCopyHint: 'Your version becomes a new design; the other is left as it is.',
  later: 'Decide later',
} as const;

/** What the status pill says while the work waits (after "Couldn't save: "). */
export const HELD_WORK_MESSAGE = `Your account already has ${MAX_DESIGNS} designs`;

export const HELD_WORK_TEXTS = {
  title: 'Your account is full',
  text: `You already have ${MAX_DESIGNS} designs, the most an account keeps, so the work you did before signing in was not saved to your account. It is still here, on this device.`,
  roomTitle: 'Save the work from before you signed in',
  roomText:
    'The work you did before signing in is not saved to your account yet, and there is room for it now. It is still here, on this device.',
  saveAsNew: 'Save it as a new design',
  replace: 'Replace a design…',
  replaceLegend: 'Design to replace',
  replaceHint: 'Its current version stays in its Version history.',
  replaceConfirm: (title: string | null) => (title ? `Replace “${title}”` : 'Replace'),
  download: 'Download JSON',
  downloadHint: 'A file of this page, to keep or to import later.',
  downloaded: 'Downloaded. The work also stays here until you decide.',
  keepLocal: 'Keep working locally',
  keepLocalHint: 'Carry on here. It is kept on this device, not in your account, until you choose.',
  discard: 'Discard this work…',
  discardText: 'This work will be gone from this device. Download it first if you may want it later.',
  discardConfirm: 'Discard',
  back: 'Back',
} as const;
