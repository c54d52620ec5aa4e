import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GridData } from '@bento/core';
import { authChanged } from './session';

export type DesignSizeLevel = 'normal' | 'info' | 'warning' | 'error';

/** Local project state (accounts-and-sites.md §3 'Project state'). The accounts remote drives it. */
export interface ProjectState {
  currentDesignId: string | null;
  lastSavedAt: string | null;
  isSaving: boolean;
  saveError: string | null;
  hasUnsavedChanges: boolean;
  designSize: { status: DesignSizeLevel; sizeBytes: number; message: string };
  sidebarOpen: boolean;
  /** The server cannot be reached (the browser is offline, or the last save failed for the network). */
  isOffline: boolean;
  /**
   * The revision of a design the editor's document was opened from or last saved as: the next save's If-Match,
   * so a newer save from another device or tab is never overwritten unseen. Used only while that design is current.
   */
  baseRevision: DesignRevisionRef | null;
  /**
   * What the editor showed when it knew who is signed in, before any edit: the account's work on this device, or the
   * work kept on screen at sign-in. Auto-save, whose code arrives later, compares with it: an edit made in between
   * is a change to save.
   */
  accountDocumentShown: AccountDocumentShown | null;
}

export interface AccountDocumentShown {
  userId: string;
  document: GridData;
  /** The current design then. */
  designId: string | null;
}

export interface DesignRevisionRef {
  designId: string;
  revision: number;
}

const initialState: ProjectState = {
  currentDesignId: null,
  lastSavedAt: null,
  isSaving: false,
  saveError: null,
  hasUnsavedChanges: false,
  designSize: { status: 'normal', sizeBytes: 0, message: '' },
  sidebarOpen: false,
  isOffline: false,
  baseRevision: null,
  accountDocumentShown: null,
};

export const projectSlice = createSlice({
  name: 'project',
  initialState,
  reducers: {
    sidebarToggled(state) {
      state.sidebarOpen = !state.sidebarOpen;
    },
    sidebarOpenSet(state, action: PayloadAction<boolean>) {
      state.sidebarOpen = action.payload;
    },
    currentDesignSet(state, action: PayloadAction<string | null>) {
      state.currentDesignId = action.payload;
    },
    // Auto-save (accounts-and-sites.md §4): the accounts remote reports each save here so every remote can show it.
    unsavedChangesMarked(state) {
      state.hasUnsavedChanges = true;
    },
    saveStarted(state) {
      state.isSaving = true;
      state.saveError = null;
    },
    /** A save landed: the design it saved becomes current, the unsaved flag clears. */
    saveSucceeded(state, action: PayloadAction<{ designId: string; savedAt: string; revision?: number }>) {
      const { designId, savedAt, revision } = action.payload;
      state.isSaving = false;
      state.saveError = null;
      state.hasUnsavedChanges = false;
      state.currentDesignId = designId;
      state.lastSavedAt = savedAt;
      state.isOffline = false;
      if (revision !== undefined) state.baseRevision = { designId, revision };
    },
    /** The editor's document is now `revision` of `designId` (a design opened, restored or reloaded). */
    designRevisionSet(state, action: PayloadAction<DesignRevisionRef>) {
      state.baseRevision = action.payload;
    },
    /** The editor shows the signed-in account's document (contract: the editor's local persistence reports it). */
    accountDocumentShown(state, action: PayloadAction<AccountDocumentShown>) {
      // Kept by reference (the editor's documents are immutable): auto-save compares identities.
      state.accountDocumentShown = action.payload;
    },
    /** A failed save keeps the unsaved flag: no edit is ever lost. */
    saveFailed(state, action: PayloadAction<string>) {
      state.isSaving = false;
      state.saveError = action.payload;
    },
    /** Nothing is waiting to be saved any more (work the user chose to discard). */
    saveErrorCleared(state) {
      state.saveError = null;
      state.hasUnsavedChanges = false;
    },
    designSizeSet(state, action: PayloadAction<ProjectState['designSize']>) {
      state.designSize = action.payload;
    },
    /** Whether the server can be reached: the browser's online / offline events and network failures of saves. */
    connectivityChanged(state, action: PayloadAction<{ online: boolean }>) {
      state.isOffline = !action.payload.online;
    },
  },
  extraReducers: (builder) => {
    // Signed out, nothing of the account's project stays for the next person (only the sidebar's openness).
    builder.addCase(authChanged, (state, action) => {
      if (action.payload.isSignedIn === false) return { ...initialState, sidebarOpen: state.sidebarOpen };
    });
  },
  selectors: {
    selectProject: (state) => state,
    selectSidebarOpen: (state) => state.sidebarOpen,
    selectCurrentDesignId: (state) => state.currentDesignId,
    selectHasUnsavedChanges: (state) => state.hasUnsavedChanges,
    selectIsSaving: (state) => state.isSaving,
    selectDesignSize: (state) => state.designSize,
    /** The current design's revision the document is based on, or null when unknown. */
    selectBaseRevision: (state) =>
      state.baseRevision !== null && state.baseRevision.designId === state.currentDesignId
        ? state.baseRevision.revision
        : null,
  },
});

export const {
  sidebarToggled,
  sidebarOpenSet,
  currentDesignSet,
  unsavedChangesMarked,
  saveStarted,
  saveSucceeded,
  saveFailed,
  saveErrorCleared,
  designSizeSet,
  connectivityChanged,
  designRevisionSet,
  accountDocumentShown,
} = projectSlice.actions;
export const {
  selectProject,
  selectSidebarOpen,
  selectCurrentDesignId,
  selectHasUnsavedChanges,
  selectIsSaving,
  selectDesignSize,
  selectBaseRevision,
} = projectSlice.selectors;
