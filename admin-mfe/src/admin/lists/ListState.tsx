import type { ReactNode } from 'react';
import { Spinner } from '@bento/ui';
import buttons from '../../common/buttons.module.css';
import page from '../../common/page.module.css';
import type { Page } from '../adminApi';
import type { AdminQuery } from './useAdminQuery';

export interface ListStateProps<T> {
  query: AdminQuery<Page<T>>;
  /** 'Loading sites...' */
  loadingText: string;
  /** Shown when the list is empty. */
  emptyText: string;
  /** The list, given its page once there is one with items. */
  children: (data: Page<T>) => ReactNode;
}

/** A list's loading, failure (with Retry) and empty states around the list itself. */
export function ListState<T>({ query, loadingText, emptyText, children }: ListStateProps<T>) {
  const { data, error, reload } = query;
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
        children(data)
      )}
    </>
  );
}
