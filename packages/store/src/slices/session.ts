import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The site being edited on /{slug}/edit (accounts-and-sites.md §3 'Edit context'). */
export interface EditedSite {
  id: string;
  slug: string;
  siteTitle: string;
  designId: string | null;
}

export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  /** False while a local account's address waits for its verification link (publishing needs it); Clerk: true. */
  emailVerified?: boolean;
}

/** Who is signed in. Signed out until the accounts remote's auth adapter reports otherwise. */
export interface AuthState {
  isLoaded: boolean;
  isSignedIn: boolean;
  user: SessionUser | null;
  /** Where protected routes send signed-out users (the auth URLs loaded at start, or this default). */
  signInUrl: string;
  signUpUrl: string;
}

export interface SessionState {
  auth: AuthState;
  editContext: { isEditMode: boolean; isOwner: boolean; site: EditedSite | null };
  /** The slug whose edits are kept as a local draft on /{slug}/edit ('Reset Changes' is offered), or null. */
  localDraftSlug: string | null;
  /** Counts 'Reset Changes' requests: the sites remote answers each (it watches the store, not the actions). */
  siteResetRequests: number;
}

const initialState: SessionState = {
  auth: { isLoaded: true, isSignedIn: false, user: null, signInUrl: '/sign-in', signUpUrl: '/sign-up' },
  editContext: { isEditMode: false, isOwner: false, site: null },
  localDraftSlug: null,
  siteResetRequests: 0,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    authChanged(state, action: PayloadAction<Partial<AuthState>>) {
      state.auth = { ...state.auth, ...action.payload };
    },
    editContextSet(state, action: PayloadAction<SessionState['editContext']>) {
      state.editContext = action.payload;
    },
    /** The /new route switches edit mode off. */
    editModeExited(state) {
      state.editContext = initialState.editContext;
      state.localDraftSlug = null;
    },
    /** The sites remote wrote (slug) or dropped (null) the edit screen's local draft. */
    localDraftChanged(state, action: PayloadAction<string | null>) {
      state.localDraftSlug = action.payload;
    },
    /** 'Reset Changes': drop the edit screen's local draft and go back to the published site's document. */
    siteChangesResetRequested(state) {
      state.siteResetRequests += 1;
    },
  },
  selectors: {
    selectAuth: (state) => state.auth,
    selectEditContext: (state) => state.editContext,
    selectLocalDraftSlug: (state) => state.localDraftSlug,
    selectSiteResetRequests: (state) => state.siteResetRequests,
  },
});

export const { authChanged, editContextSet, editModeExited, localDraftChanged, siteChangesResetRequested } =
  sessionSlice.actions;
export const { selectAuth, selectEditContext, selectLocalDraftSlug, selectSiteResetRequests } =
  sessionSlice.selectors;
