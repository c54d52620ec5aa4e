// The designs list (accounts-and-sites.md §4 'Design list'): the signed-in user's designs, cached 5 minutes and
// marked stale by every mutation (designsChanged, a save) so the sidebar refetches. Injected by the accounts remote.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { authChanged, rootReducer, saveSucceeded } from '@bento/store';
import type { DesignSummary } from '../api/designsApi';
import { designDeleted, designsChanged } from '../state/accountActions';
import { fetchDesigns } from './fetchDesigns';

export type FlashTone = 'created' | 'unpublished';

export interface DesignsState {
  items: DesignSummary[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
  /** When the list last arrived (ms); null before the first load. */
  fetchedAt: number | null;
  /** Whose list this is: a different user signing in starts over. */
  ownerId: string | null;
  /** A mutation happened since the last load began. */
  stale: boolean;
  flashes: Record<string, FlashTone>;
  limitNoticeShown: boolean;
}

const initialState: DesignsState = {
  items: [],
  status: 'idle',
  error: null,
  fetchedAt: null,
  ownerId: null,
  stale: false,
  flashes: {},
  limitNoticeShown: false,
};

const byLastUpdate = (a: DesignSummary, b: DesignSummary) => b.updatedAt.localeCompare(a.updatedAt);

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
    /** An optimistic rename: the list shows the new title before the server answers. */
    designRenamedLocally(state, action: PayloadAction<{ id: string; title: string }>) {
      const item = state.items.find((design) => design.id === action.payload.id);
      if (item) item.title = action.payload.title;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchDesigns.pending, (state) => {
        state.status = 'loading';
        state.stale = false;
      })
      .addCase(fetchDesigns.fulfilled, (state, action) => {
        const { items, ownerId } = action.payload;
        // A design that was not there before is new (New Design, a duplicate, auto-save's first save, a sync).
        if (state.fetchedAt !== null && state.ownerId === ownerId) {
          const known = new Set(state.items.map((design) => design.id));
          for (const design of items) if (!known.has(design.id)) state.flashes[design.id] ??= 'created';
        }
        state.items = [...items].sort(byLastUpdate);
        state.ownerId = ownerId;
        state.status = 'succeeded';
        state.error = null;
        state.fetchedAt = action.payload.fetchedAt;
      })
      .addCase(fetchDesigns.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? null;
      })
      .addCase(designsChanged, (state) => {
        state.stale = true;
      })
      .addCase(saveSucceeded, (state) => {
        state.stale = true;
      })
      .addCase(designDeleted, (state, action) => {
        state.items = state.items.filter((design) => design.id !== action.payload);
        state.stale = true;
      })
      .addCase(authChanged, (state, action) => {
        const signedOut = action.payload.isSignedIn === false;
        const otherUser =
          action.payload.user !== undefined && (action.payload.user?.id ?? null) !== state.ownerId;
        if (signedOut || (otherUser && state.fetchedAt !== null)) return initialState;
      });
  },
  selectors: {
    selectDesigns: (state) => state.items,
    selectDesignsState: (state) => state,
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

export const {
  designFlashed,
  designFlashEnded,
  designLimitNoticeShown,
  designLimitNoticeHidden,
  designRenamedLocally,
} = designsSlice.actions;
export const { selectDesigns, selectDesignsState, selectDesignFlash, selectLimitNoticeShown } =
  injectedDesignsSlice.selectors;
