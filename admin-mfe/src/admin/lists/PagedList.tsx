import type { ReactNode } from 'react';
import { Spinner } from '@bento/ui';
import buttons from '../../common/buttons.module.css';
import page from '../../common/page.module.css';
import type { Page } from '../adminApi';
import { Pager } from './Pager';
import type { AdminQuery } from './useAdminQuery';

export interface PagedListProps<T> {
  /** The list (useAdminList): its read, and the move to another page. */
  list: { query: AdminQuery<Page<T>>; goToPage: (page: number) => void };
  /** 'Loading sites...' */
  loadingText: string;
  /** Shown when the list is empty. */
  emptyText: string;
  /** What the list holds, plural, for the pager: 'sites', 'reports'… */
  noun: string;
  /** The list itself, given the items of the page shown once there are some. */
  children: (items: T[]) => ReactNode;
}

/** A list's loading, failure (with Retry) and empty states around the list itself, and its pager below it. */
export function PagedList<T>({ list, loadingText, emptyText, noun, children }: PagedListProps<T>) {
  const { data, error, reload } = list.query;
  return (
    <>
      {error && (
        <div className={page.notice} role="alert">
          <span>{error}</span>
          <button type="button" className={buttons.button} onClick={() => void reload()}>
            Retry
          </button>
        </div>
      )}
      {!data ? (
        !error && (
          <div className={page.empty} role="status">
            <Spinner />
            <span>{loadingText}</span>
          </div>
        )
      ) : data.items.length === 0 ? (
        <div className={page.empty}>
          <p>{emptyText}</p>
        </div>
      ) : (
        <>
          {children(data.items)}
          <Pager data={data} noun={noun} onPage={list.goToPage} />
        </>
      )}
    </>
  );
}
