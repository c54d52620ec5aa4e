import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GridData } from '@bento/core';

/** A template the user chose in the templates remote, on its way to the editor (accounts-and-sites.md §4). */
export interface ChosenTemplate {
  id: string;
  title: string;
  gridData: GridData;
}

export interface TemplatesState {
  /** Signed out: the template for the editor to apply once it is up. */
  pending: ChosenTemplate | null;
  /** Signed in: the new design the templates screen made from a template, for the accounts remote to open. */
  createdDesignId: string | null;
}

const initialState: TemplatesState = { pending: null, createdDesignId: null };

/**
 * 'Use this template' crosses remotes through the store (the templates screen navigates to the editor, whose
 * remotes may not be loaded yet, so it is state, not a one-off action): signed out, the editor applies the
 * document after restoring its own work; signed in, the design is created first and the accounts remote opens it
 * like a design chosen in the sidebar.
 */
export const templatesSlice = createSlice({
  name: 'templates',
  initialState,
  reducers: {
    templateChosen(state, action: PayloadAction<ChosenTemplate>) {
      state.pending = action.payload;
    },
    templateApplied(state) {
      state.pending = null;
    },
    templateDesignCreated(state, action: PayloadAction<string>) {
      state.createdDesignId = action.payload;
    },
    templateDesignOpened(state) {
      state.createdDesignId = null;
    },
  },
  selectors: {
    selectPendingTemplate: (state) => state.pending,
    selectTemplateDesignId: (state) => state.createdDesignId,
  },
});

export const { templateChosen, templateApplied, templateDesignCreated, templateDesignOpened } =
  templatesSlice.actions;
export const { selectPendingTemplate, selectTemplateDesignId } = templatesSlice.selectors;

/** A template load marks the design unsaved after 500 ms (accounts-and-sites.md §4, §9). */
export const TEMPLATE_UNSAVED_MARK_MS = 500;
