import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '@bento/store';
import { designsApi, type DesignSummary } from '../api/designsApi';
import { DESIGN_LIST_CACHE_MS } from './constants';
import { errorMessage } from './messages';

interface DesignsSnapshot {
  status: string;
  fetchedAt: number | null;
  stale: boolean;
}

// Read without the slice module (it imports this file): the injected slice's state, or nothing yet.
const designsOf = (state: RootState) => (state as { designs?: DesignsSnapshot }).designs;

/** The list, unless the cached one is under 5 minutes old and nothing changed since (or `force`). */
export const fetchDesigns = createAsyncThunk<
  { items: DesignSummary[]; ownerId: string | null; fetchedAt: number },
  { force?: boolean } | undefined,
  { state: RootState; rejectValue: string }
>(
  'designs/fetch',
  async (_arg, { getState, rejectWithValue }) => {
    const ownerId = getState().session.auth.user?.id ?? null;
    try {
      return { items: await designsApi.list(), ownerId, fetchedAt: Date.now() };
    } catch (error) {
      return rejectWithValue(errorMessage(error, 'Failed to load designs'));
    }
  },
  {
    condition: (arg, { getState }) => {
      const state = getState();
      if (!state.session.auth.isSignedIn) return false;
      const designs = designsOf(state);
      if (!designs) return true;
      if (designs.status === 'loading') return false;
      if (arg?.force || designs.stale || designs.fetchedAt === null) return true;
      return Date.now() - designs.fetchedAt >= DESIGN_LIST_CACHE_MS;
    },
  },
);
