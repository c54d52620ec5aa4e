import { useState } from 'react';
import { Spinner } from '@bento/ui';
import { useAppDispatch, useAppSelector } from '@bento/store';
import { fetchDesigns } from '../designs/fetchDesigns';
import { selectDesignsState } from '../designs/designsSlice';
import { EMPTY_STATES } from '../designs/messages';
import { DesignCard } from './DesignCard';
import { EmptyState } from './EmptyState';
import styles from './DesignList.module.css';

/** The signed-in user's designs, most recently updated first, filtered by title. */
export function DesignList() {
  const dispatch = useAppDispatch();
  const { items, status, error, fetchedAt } = useAppSelector(selectDesignsState);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle ? items.filter((design) => design.title.toLowerCase().includes(needle)) : items;

  let body;
  if (fetchedAt === null && status === 'failed') {
    body = (
      <div className={styles.error} role="alert">
        <p>{error}</p>
        <button type="button" onClick={() => void dispatch(fetchDesigns({ force: true }))}>
          Retry
        </button>
      </div>
    );
  } else if (fetchedAt === null) {
    body = (
      <div className={styles.loading} role="status" aria-label="Loading designs">
        <Spinner />
      </div>
    );
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
