// One admin list as every tab has it: its parameters (a filter or a search, and the page), its read, and the
// actions on its items, each of which reads the list again.
import { useCallback, useState } from 'react';
import type { Page } from '../adminApi';
import { useAdminAction, type AdminAction } from './useAdminAction';
import { useAdminQuery, type AdminQuery } from './useAdminQuery';

export interface AdminList<P, T> {
  params: P;
  query: AdminQuery<Page<T>>;
  action: AdminAction;
  /** An action is under way, or the list shown is not (yet) the one asked for. */
  busy: boolean;
  /** Another filter or search: the list from its first page (nothing happens when it is the one shown). */
  filter: (changes: Omit<P, 'page'>) => void;
  goToPage: (page: number) => void;
}

const sameAs = (current: object, changes: object) =>
  Object.entries(changes).every(([key, value]) =>
    Object.is((current as Record<string, unknown>)[key], value),
  );

/** `read` must be stable (an adminApi function); `initial` is read once. */
export function useAdminList<P extends { page: number }, T>(
  read: (params: P) => Promise<Page<T>>,
  initial: P,
  failure: string,
): AdminList<P, T> {
  const [params, setParams] = useState(initial);
  const load = useCallback(() => read(params), [read, params]);
  const query = useAdminQuery(load, failure);
  const action = useAdminAction(query.reload);
  const filter = useCallback(
    (changes: Omit<P, 'page'>) =>
      setParams((current) => (sameAs(current, changes) ? current : { ...current, ...changes, page: 1 })),
    [],
  );
  const goToPage = useCallback((page: number) => setParams((current) => ({ ...current, page })), []);
  return { params, query, action, busy: action.busy || query.loading, filter, goToPage };
}
