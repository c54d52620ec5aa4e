// Auto-save's own bookkeeping (accounts-and-sites.md §4): consecutive failures, the 5-minute pause, the quiet
// time after a delete and whether a creation is under way. Injected into the shared store like the editor slice.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@bento/store';
import { FAILURE_PAUSE_MS, MAX_CONSECUTIVE_FAILURES } from './timings';

export interface AutoSaveState {
  consecutiveFailures: number;
  /** Epoch ms until which auto-save is paused (the 'global pause flag'), or null. */
  pausedUntil: number | null;
  /** Epoch ms of the last designDeleted. */
  lastDeleteAt: number | null;
  isCreating: boolean;
  /**
   * A save met a newer revision of the design (412): nothing is saved over it until the user chooses (conflict/).
   * `revision` is the server's, what 'Keep mine' names to overwrite knowingly.
   */
  conflict: { designId: string; revision: number } | null;
  /** The anonymous work found at sign-in could not become a design (the account is full): kept until decided. */
  heldWork: boolean;
  /** Which choice dialog is open: the conflict's, the held work's, or none. */
  dialog: 'conflict' | 'heldWork' | null;
}

const initialState: AutoSaveState = {
  consecutiveFailures: 0,
  pausedUntil: null,
  lastDeleteAt: null,
  isCreating: false,
  conflict: null,
  heldWork: false,
  dialog: null,
};

const at = () => ({ payload: Date.now() });

export const autoSaveSlice = createSlice({
  name: 'autoSave',
  initialState,
  reducers: {
    /** A save failed at `payload` (epoch ms): the third in a row pauses auto-save. */
    saveFailureCounted: {
      reducer(state, action: PayloadAction<number>) {
        state.consecutiveFailures += 1;
        if (state.consecutiveFailures >= MAX_CONSECUTIVE_FAILURES)
          state.pausedUntil = action.payload + FAILURE_PAUSE_MS;
      },
      prepare: at,
    },
    /** A save landed, the pause ran out, or a manual save cleared it: the counter starts again. */
    failuresReset(state) {
      state.consecutiveFailures = 0;
      state.pausedUntil = null;
    },
    /** A design was deleted at `payload` (epoch ms): auto-save stays quiet for a while. */
    deleteNoted: {
      reducer(state, action: PayloadAction<number>) {
        state.lastDeleteAt = action.payload;
      },
      prepare: at,
    },
    creationStarted(state) {
      state.isCreating = true;
    },
    creationEnded(state) {
      state.isCreating = false;
    },
    conflictFound(state, action: PayloadAction<{ designId: string; revision: number }>) {
      state.conflict = action.payload;
      state.dialog = 'conflict';
    },
    conflictResolved(state) {
      state.conflict = null;
      if (state.dialog === 'conflict') state.dialog = null;
    },
    heldWorkFound(state) {
      state.heldWork = true;
      state.dialog = 'heldWork';
    },
    heldWorkSettled(state) {
      state.heldWork = false;
      if (state.dialog === 'heldWork') state.dialog = null;
    },
    /** The editor now shows what the user chose (a version loaded, kept or copied): it counts as saved. */
    documentRebased() {},
    /** Shows the pending choice again (the pill's Retry, a save or a switch that needs it first). */
    choiceDialogOpened(state) {
      state.dialog = state.conflict ? 'conflict' : state.heldWork ? 'heldWork' : null;
    },
    choiceDialogClosed(state) {
      state.dialog = null;
    },
  },
  selectors: {
    selectAutoSave: (state) => state,
  },
});

declare module '@bento/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof autoSaveSlice> {}
}

export const injectedAutoSaveSlice = autoSaveSlice.injectInto(rootReducer);
export const {
  saveFailureCounted,
  failuresReset,
  deleteNoted,
  creationStarted,
  creationEnded,
  conflictFound,
  conflictResolved,
  documentRebased,
  heldWorkFound,
  heldWorkSettled,
  choiceDialogOpened,
  choiceDialogClosed,
} = autoSaveSlice.actions;
export const { selectAutoSave } = injectedAutoSaveSlice.selectors;
