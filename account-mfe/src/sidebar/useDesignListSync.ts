import { useEffect } from 'react';
import { selectAuth, useAppDispatch, useAppSelector } from '@bento/store';
import { fetchDesigns } from '../designs/fetchDesigns';
import { selectDesignsState } from '../designs/designsSlice';

/**
 * Keeps the list current while signed in: the first load, a refetch after every mutation (the list is marked
 * stale), and on window focus once the 5-minute cache has expired.
 */
export function useDesignListSync(): void {
  const dispatch = useAppDispatch();
  const { isSignedIn } = useAppSelector(selectAuth);
  const { status, stale, fetchedAt } = useAppSelector(selectDesignsState);

  useEffect(() => {
    if (!isSignedIn || status === 'loading') return;
    // A failed first load waits for Retry instead of looping.
    if (stale || (fetchedAt === null && status === 'idle')) void dispatch(fetchDesigns());
  }, [dispatch, isSignedIn, status, stale, fetchedAt]);

  useEffect(() => {
    if (!isSignedIn) return;
    const onFocus = () => void dispatch(fetchDesigns());
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [dispatch, isSignedIn]);
}
