import {
  designsChanged,
  selectAuth,
  selectTemplateDesignId,
  templateDesignOpened,
  useAppDispatch,
  useAppSelector,
} from '@bento/store';
import { useEffect } from 'react';
import { openDesign } from './designThunks';
import { designFlashed } from './designsSlice';

/**
 * A signed-in user's 'Use this template' (templates remote): the design it created is opened like one chosen in
 * the list (pending changes of the current design saved first), shown in the list and flashed as new.
 */
export function useTemplateDesign(): void {
  const dispatch = useAppDispatch();
  const designId = useAppSelector(selectTemplateDesignId);
  const { isLoaded, isSignedIn } = useAppSelector(selectAuth);
  useEffect(() => {
    if (!designId || !isLoaded || !isSignedIn) return;
    dispatch(templateDesignOpened());
    dispatch(designsChanged());
    dispatch(designFlashed({ id: designId, tone: 'created' }));
    void dispatch(openDesign(designId));
  }, [dispatch, designId, isLoaded, isSignedIn]);
}
