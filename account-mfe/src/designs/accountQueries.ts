// The designs and published-sites lists as RTK Query endpoints (issue 15: the spec's data-fetching timings, §9,
// on a maintained layer instead of hand-written caching). How the spec's timings map:
// - design list cached 5 minutes: the cached list is reused until a mutation invalidates it; a window focus
//   refetches only when it is older than 5 minutes (useDesignListSync);
// - dedupe 2000 ms: requests for a list already under way or fetched in the last 2 s are not sent again;
// - error retry 5000 ms: a failed list is fetched again 5 s later (up to 3 times, then the Retry button);
// - loading timeout 3000 ms: a list still loading after 3 s says so (DesignList);
// - focus throttle 5000 ms: at most one focus refetch per 5 s.
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Middleware, ThunkAction, UnknownAction, WithSlice } from '@reduxjs/toolkit';
import {
  authChanged,
  designDeleted,
  designsApi,
  designsChanged,
  dynamicMiddleware,
  errorMessage,
  rootReducer,
  saveSucceeded,
  sitesApi,
  type AppDispatch,
  type DesignSummary,
  type RootState,
  type SiteListItem,
} from '@bento/store';

export const LIST_DEDUPE_MS = 2000;
export const LIST_ERROR_RETRY_MS = 5000;
export const LIST_ERROR_RETRIES = 3;
export const LIST_LOADING_TIMEOUT_MS = 3000;
export const FOCUS_THROTTLE_MS = 5000;

export interface ListFailure {
  message: string;
}

const byLastUpdate = (a: DesignSummary, b: DesignSummary) => b.updatedAt.localeCompare(a.updatedAt);

async function listed<T>(
  load: () => Promise<T>,
  fallback: string,
): Promise<{ data: T } | { error: ListFailure }> {
  try {
    return { data: await load() };
  } catch (error) {
    return { error: { message: errorMessage(error, fallback) } };
  }
}

export const accountQueries = createApi({
  reducerPath: 'accountQueries',
  baseQuery: fakeBaseQuery<ListFailure>(),
  tagTypes: ['Designs', 'Sites'],
  keepUnusedDataFor: 300,
  endpoints: (build) => ({
    listDesigns: build.query<DesignSummary[], void>({
      queryFn: () =>
        listed(async () => [...(await designsApi.list())].sort(byLastUpdate), 'Failed to load designs'),
      providesTags: ['Designs'],
    }),
    listSites: build.query<SiteListItem[], void>({
      queryFn: () => listed(() => sitesApi.list(), 'Failed to load sites'),
      providesTags: ['Sites'],
    }),
  }),
});

declare module '@bento/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof accountQueries> {}
}

const withQueries = rootReducer.inject(accountQueries);

/** Every change to designs or sites (the sidebar's actions, a save, the dialogs) refreshes both lists. */
const isListChange = (action: UnknownAction) =>
  designsChanged.match(action) || saveSucceeded.match(action) || designDeleted.match(action);

/**
 * The lists belong to who is signed in: signing out or in as someone else drops them. Changes invalidate them.
 * Added with the query middleware through the page's dynamic middleware.
 */
const signedInUserId = (state: RootState): string | null => {
  const { isSignedIn, user } = state.session.auth;
  return isSignedIn && user ? user.id : null;
};

const listLifecycle: Middleware<object, RootState> = (api) => {
  // Added once someone is signed in (the signed-in parts load then): the lists that follow are theirs.
  let owner = signedInUserId(api.getState());
  return (next) => (action) => {
    const result = next(action);
    if (authChanged.match(action)) {
      const now = signedInUserId(api.getState());
      if (now !== owner) api.dispatch(accountQueries.util.resetApiState());
      owner = now;
    } else if (isListChange(action as UnknownAction)) {
      api.dispatch(accountQueries.util.invalidateTags(['Designs', 'Sites']));
    }
    return result;
  };
};

dynamicMiddleware.addMiddleware(accountQueries.middleware, listLifecycle);

const EMPTY: DesignSummary[] = [];
const selectListDesigns = withQueries.selector(accountQueries.endpoints.listDesigns.select());

/** The signed-in user's designs, most recently updated first (empty until loaded). */
export function selectDesigns(state: RootState): DesignSummary[] {
  return selectListDesigns(state).data ?? EMPTY;
}

// RTK Query's thunks are typed for a state where its slice is always there; on the page's store it is injected
// above, so they are dispatched as they are.
type QueryThunk<R> = ThunkAction<R, never, unknown, UnknownAction>;
const run = <R>(dispatch: AppDispatch, thunk: QueryThunk<R>): R =>
  (dispatch as unknown as (action: QueryThunk<R>) => R)(thunk);

/**
 * A store that has seen no action since the queries were injected has no state for them yet, and RTK Query's
 * thunks refuse to run there (a share pressed before anything else read the lists): one action adds it.
 */
function ensureQueriesState(dispatch: AppDispatch): void {
  const ensure: QueryThunk<void> = (next, getState) => {
    if (!(accountQueries.reducerPath in (getState() as object)))
      next({ type: `${accountQueries.reducerPath}/stateAdded` });
  };
  run(dispatch, ensure);
}

/** The titles of the signed-in user's designs (what a new design's title must not repeat). */
export function designTitles(state: RootState, except?: string): string[] {
  return selectDesigns(state)
    .filter((design) => design.id !== except)
    .map((design) => design.title);
}

/** The designs list query's state (status, data, error, timestamps). */
export const selectDesignListState = selectListDesigns;

/**
 * The designs list: the cached one while it is younger than `maxAgeMs` (by default the spec's 2 s dedupe), else a
 * fresh load (joined when one is under way); `force` always loads. Rejects with the list's failure.
 */
export function loadDesigns(
  dispatch: AppDispatch,
  { force = false, maxAgeMs = LIST_DEDUPE_MS } = {},
): Promise<DesignSummary[]> {
  ensureQueriesState(dispatch);
  const thunk = accountQueries.endpoints.listDesigns.initiate(undefined, {
    subscribe: false,
    forceRefetch: force || maxAgeMs / 1000,
  });
  return run(dispatch, thunk as unknown as QueryThunk<{ unwrap(): Promise<DesignSummary[]> }>).unwrap();
}

/** Changes the cached designs list at once (an optimistic rename, a deleted design), before the refetch. */
export function editCachedDesigns(dispatch: AppDispatch, recipe: (designs: DesignSummary[]) => void): void {
  run(dispatch, accountQueries.util.updateQueryData('listDesigns', undefined, recipe) as QueryThunk<unknown>);
}
