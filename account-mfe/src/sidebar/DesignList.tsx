import { useState } from 'react';
import { EMPTY_STATES } from '@bento/store';
import { DesignCard } from './DesignCard';
import { DesignListLoading } from './DesignListLoading';
import { EmptyState } from './EmptyState';
import { useDesignList, useSlowLoading } from './useDesignListSync';
import styles from './DesignList.module.css';

const NO_DESIGNS: never[] = [];

/** The signed-in user's designs, most recently updated first, filtered by title. */
export function DesignList() {
  const list = useDesignList();
  const items = list.data ?? NO_DESIGNS;
  const slow = useSlowLoading(list.isLoading);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle ? items.filter((design) => design.title.toLowerCase().includes(needle)) : items;

  let body;
  if (list.data === undefined && list.isError && !list.isFetching) {
    body = (
      <div className={styles.error} role="alert">
        <p>{list.error.message}</p>
        <button type="button" onClick={() => void list.refetch()}>
          Retry
        </button>
      </div>
    );
  } else if (list.data === undefined) {
    body = <DesignListLoading slow={slow} />;
  } else if (items.length === 0) {
    body = <EmptyState {...EMPTY_STATES.noDesigns} />;
  } else if (shown.length === 0) {
    body = <EmptyState {...EMPTY_STATES.noMatches} />;
  } else {
    body = (
      <ul className={styles.list} aria-label="Your designs">
        {shown.map((design) => (
          <DesignCard key={design.id} design={design} />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.root}>
      <input
        className={styles.search}
        type="search"
        aria-label="Search designs"
        placeholder="Search designs..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {body}
    </div>
  );
}
