import { useEffect, useRef } from 'react';
import { publishRequested, useAppDispatch, useAppStore } from '@bento/store';
import { accountsReady, whenState } from './storeWaits';

/**
 * /{slug}/edit?publish=true: once the site is in the editor, ask for the publish dialog exactly once (the accounts
 * remote's publish flow answers; for the owner in edit mode it opens in republish mode).
 */
export function usePublishOnLoad(wanted: boolean, documentLoaded: boolean): void {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const requested = useRef(false);

  useEffect(() => {
    if (!wanted || !documentLoaded || requested.current) return;
    return whenState(store, accountsReady, () => {
      if (requested.current) return;
      requested.current = true;
      dispatch(publishRequested());
    });
  }, [dispatch, documentLoaded, store, wanted]);
}
