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
}

const initialState: SessionState = {
  auth: { isLoaded: true, isSignedIn: false, user: null, signInUrl: '/sign-in', signUpUrl: '/sign-up' },
  editContext: { isEditMode: false, isOwner: false, site: null },
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
    },
  },
  selectors: {
    selectAuth: (state) => state.auth,
    selectEditContext: (state) => state.editContext,
  },
});

export const { authChanged, editContextSet, editModeExited } = sessionSlice.actions;
export const { selectAuth, selectEditContext } = sessionSlice.selectors;
