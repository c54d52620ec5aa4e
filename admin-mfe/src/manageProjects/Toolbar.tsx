import { visuallyHiddenClass } from '@bento/ui';
import buttons from '../common/buttons.module.css';
import page from '../common/page.module.css';

export interface ToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  orphanCount: number;
  onSync: () => void;
  busy: boolean;
}

/** Search and, when there are orphaned sites, Sync. Sorting is on the column headers. */
export function Toolbar({ query, onQuery, orphanCount, onSync, busy }: ToolbarProps) {
  return (
    <div className={page.toolbar}>
      <label className={page.search}>
        <span className={visuallyHiddenClass}>Search projects</span>
        <input
          type="search"
          placeholder="Search by title or site address"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </label>
      {orphanCount > 0 && (
        <button type="button" className={buttons.button} disabled={busy} onClick={onSync}>
          Sync orphaned sites ({orphanCount})
        </button>
      )}
    </div>
  );
}
