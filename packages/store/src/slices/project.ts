import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
}

const initialState: ProjectState = {
  currentDesignId: null,
  lastSavedAt: null,
  isSaving: false,
  saveError: null,
  hasUnsavedChanges: false,
  designSize: { status: 'normal', sizeBytes: 0, message: '' },
  sidebarOpen: false,
};

export const projectSlice = createSlice({
  name: 'project',
  initialState,
  reducers: {
    sidebarToggled(state) {
      state.sidebarOpen = !state.sidebarOpen;
    },
    currentDesignSet(state, action: PayloadAction<string | null>) {
      state.currentDesignId = action.payload;
    },
  },
  selectors: {
    selectSidebarOpen: (state) => state.sidebarOpen,
    selectCurrentDesignId: (state) => state.currentDesignId,
  },
});

export const { sidebarToggled, currentDesignSet } = projectSlice.actions;
export const { selectSidebarOpen, selectCurrentDesignId } = projectSlice.selectors;
