import {
  getApiClient,
  isApiError,
  selectAuth,
  templateChosen,
  templateDesignCreated,
  useAppDispatch,
  useAppSelector,
} from '@bento/store';
import { useCallback, useState } from 'react';
import { useNavigate } from '@bento/ui/router';
import type { TemplateEntry } from '../catalog/catalog';

export const TEMPLATE_CREATE_FAILED = "Couldn't create a design from this template. Please try again.";

export interface UseTemplate {
  use: (template: TemplateEntry) => Promise<void>;
  /** The template being turned into a design (signed in), for its button's busy state. */
  busyId: string | null;
  /** Why the last attempt failed (the design limit's own message, or a network failure). */
  error: string | null;
}

/**
 * 'Use this template' (accounts-and-sites.md §4): signed out, the document goes to the editor through the store
 * contract; signed in, it first becomes a new design (the 10-design limit and its message apply, shown here) that
 * the accounts remote then opens. Either way the user lands in the editor.
 */
export function useUseTemplate(): UseTemplate {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { isSignedIn } = useAppSelector(selectAuth);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const use = useCallback(
    async (template: TemplateEntry) => {
      setError(null);
      if (!isSignedIn) {
        dispatch(templateChosen({ id: template.id, title: template.title, gridData: template.document }));
        void navigate('/');
        return;
      }
      setBusyId(template.id);
      try {
        const created = await getApiClient().post<{ id: string }>('/designs', {
          gridData: template.document,
          title: template.title,
        });
        dispatch(templateDesignCreated(created.id));
        void navigate('/');
      } catch (failure) {
        setError(
          isApiError(failure) && failure.code === 'design_limit' ? failure.message : TEMPLATE_CREATE_FAILED,
        );
      } finally {
        setBusyId(null);
      }
    },
    [dispatch, navigate, isSignedIn],
  );
  return { use, busyId, error };
}
