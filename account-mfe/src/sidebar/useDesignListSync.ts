import { useEffect, useRef, useState } from 'react';
import { selectAuth, useAppDispatch, useAppSelector } from '@bento/store';
import {
  accountQueries,
  FOCUS_THROTTLE_MS,
  LIST_ERROR_RETRIES,
  LIST_ERROR_RETRY_MS,
  LIST_LOADING_TIMEOUT_MS,
  loadDesigns,
} from '../designs/accountQueries';
import { DESIGN_LIST_CACHE_MS } from '../designs/constants';

/** The signed-in user's designs list (skipped while signed out), from the shared query cache. */
export function useDesignList() {
  const { isSignedIn } = useAppSelector(selectAuth);
  return accountQueries.useListDesignsQuery(undefined, { skip: !isSignedIn });
}

/** True once a load has run longer than the spec's 3-second loading timeout. */
export function useSlowLoading(loading: boolean): boolean {
  const [slowSince, setSlowSince] = useState<boolean>(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlowSince(true), LIST_LOADING_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      setSlowSince(false);
    };
  }, [loading]);
  return loading && slowSince;
}

/**
 * Keeps the list current while signed in (accounts-and-sites.md §4, §9): the first load, a refetch after every
 * mutation (invalidated tags), a refetch on window focus once the 5-minute cache has expired (at most one per
 * 5 s), and 3 retries 5 s apart after a failure.
 */
export function useDesignListSync(): void {
  const dispatch = useAppDispatch();
  const { isSignedIn } = useAppSelector(selectAuth);
  const { isError, isFetching, refetch } = useDesignList();
  const retries = useRef(0);

  useEffect(() => {
    if (!isError || isFetching) {
      if (!isError) retries.current = 0;
      return;
    }
    if (retries.current >= LIST_ERROR_RETRIES) return;
    const timer = setTimeout(() => {
      retries.current += 1;
      void refetch();
    }, LIST_ERROR_RETRY_MS);
    return () => clearTimeout(timer);
  }, [isError, isFetching, refetch]);

  useEffect(() => {
    if (!isSignedIn) return;
    let lastFocusCheck = 0;
    const onFocus = () => {
      const now = Date.now();
      if (now - lastFocusCheck < FOCUS_THROTTLE_MS) return;
      lastFocusCheck = now;
      // A failure shows in the list (its query state), as for any other load.
      loadDesigns(dispatch, { maxAgeMs: DESIGN_LIST_CACHE_MS }).catch(() => undefined);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [dispatch, isSignedIn]);
}
