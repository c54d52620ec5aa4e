// What the sidebar adds to the designs list (accounts-and-sites.md §4 'Design list'): the green and red flashes
// and the design-limit notice. The list itself is an RTK Query endpoint (accountQueries.ts). Injected by the
// accounts remote.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { authChanged, rootReducer } from '@bento/store';
import { accountQueries } from './accountQueries';

export type FlashTone = 'created' | 'unpublished';

export interface DesignsState {
  /** Whose designs these are: a different user signing in starts over. */
  ownerId: string | null;
  /** The ids of the last list that arrived (null before the first), to tell which designs are new. */
  knownIds: string[] | null;
  flashes: Record<string, FlashTone>;
  limitNoticeShown: boolean;
}

const initialState: DesignsState = {
  ownerId: null,
  knownIds: null,
  flashes: {},
  limitNoticeShown: false,
};

export const designsSlice = createSlice({
  name: 'designs',
  initialState,
  reducers: {
    designFlashed(state, action: PayloadAction<{ id: string; tone: FlashTone }>) {
      state.flashes[action.payload.id] = action.payload.tone;
    },
    designFlashEnded(state, action: PayloadAction<string>) {
      delete state.flashes[action.payload];
    },
    designLimitNoticeShown(state) {
      state.limitNoticeShown = true;
    },
    designLimitNoticeHidden(state) {
      state.limitNoticeShown = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(authChanged, (state, action) => {
        // Another person's (or nobody's) list: nothing carries over. The query state is reset alongside.
        if (action.payload.isSignedIn === false) return initialState;
        const userId = action.payload.user?.id;
        if (userId === undefined) return;
        // The slice is injected once someone is signed in: the first user it hears of is the one it started with
        // (a renamed account must keep its list's flashes).
        if (state.ownerId === null) state.ownerId = userId;
        else if (userId !== state.ownerId) return { ...initialState, ownerId: userId };
      })
      .addMatcher(accountQueries.endpoints.listDesigns.matchFulfilled, (state, action) => {
        // A design that was not there before is new (New Design, a duplicate, auto-save's first save, a sync).
        const ids = action.payload.map((design) => design.id);
        if (state.knownIds !== null) {
          const known = new Set(state.knownIds);
          for (const id of ids) if (!known.has(id)) state.flashes[id] ??= 'created';
        }
        state.knownIds = ids;
      });
  },
  selectors: {
    selectDesignFlash: (state, id: string): FlashTone | undefined => state.flashes[id],
    selectLimitNoticeShown: (state) => state.limitNoticeShown,
  },
});

declare module '@bento/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof designsSlice> {}
}

/** Injected when the accounts remote loads; selectors answer the initial state until then. */
export const injectedDesignsSlice = designsSlice.injectInto(rootReducer);

export const { designFlashed, designFlashEnded, designLimitNoticeShown, designLimitNoticeHidden } =
  designsSlice.actions;
export const { selectDesignFlash, selectLimitNoticeShown } = injectedDesignsSlice.selectors;
