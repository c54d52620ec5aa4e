import type { ReactNode } from 'react';
import { ChoiceField } from '@bento/ui/controls';
import { ActionMessages } from './ActionMessages';
import { PagedList } from './PagedList';
import type { AdminList } from './useAdminList';
import styles from './lists.module.css';

export interface ListByStateProps<S extends string, T> {
  /** The list (useAdminList), read one state at a time. */
  list: AdminList<{ state: S; page: number }, T>;
  /** What it holds, plural, as its texts say it: 'Show reports', 'No open reports.' */
  noun: string;
  /** Every state, in the order offered. */
  states: readonly S[];
  labels: Record<S, string>;
  loadingText: string;
  /** The items of the page shown. */
  children: (items: T[]) => ReactNode;
}

/** A list kept by state (open reports, pending templates…): the choice of state, the last action's outcome, the list. */
export function ListByState<S extends string, T>({
  list,
  noun,
  states,
  labels,
  loadingText,
  children,
}: ListByStateProps<S, T>) {
  return (
    <>
      <div className={styles.bar}>
        <ChoiceField
          label={`Show ${noun}`}
          value={list.params.state}
          options={states.map((state) => ({ value: state, label: labels[state] }))}
          onChange={(state) => list.filter({ state })}
        />
      </div>
      <ActionMessages action={list.action} />
      <PagedList
        list={list}
        loadingText={loadingText}
        emptyText={`No ${list.params.state} ${noun}.`}
        noun={noun}
      >
        {children}
      </PagedList>
    </>
  );
}
