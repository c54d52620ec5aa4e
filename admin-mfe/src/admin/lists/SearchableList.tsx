import type { ReactNode } from 'react';
import { ActionMessages } from './ActionMessages';
import { PagedList } from './PagedList';
import { SearchBox } from './SearchBox';
import type { AdminList } from './useAdminList';

export interface SearchableListProps<T> {
  /** The list (useAdminList), searched on the server by `q`. */
  list: AdminList<{ q: string; page: number }, T>;
  /** What it holds, plural, as its texts say it: 'Search sites', 'No sites yet.', 'No sites match your search.' */
  noun: string;
  /** What can be searched for. */
  placeholder: string;
  loadingText: string;
  /** The items of the page shown. */
  children: (items: T[]) => ReactNode;
}

/** A list with a search box: the search, the last action's outcome, the list. */
export function SearchableList<T>({
  list,
  noun,
  placeholder,
  loadingText,
  children,
}: SearchableListProps<T>) {
  return (
    <>
      <SearchBox label={`Search ${noun}`} placeholder={placeholder} onSearch={list.filter} />
      <ActionMessages action={list.action} />
      <PagedList
        list={list}
        loadingText={loadingText}
        emptyText={list.params.q ? `No ${noun} match your search.` : `No ${noun} yet.`}
        noun={noun}
      >
        {children}
      </PagedList>
    </>
  );
}
