import buttons from '../../common/buttons.module.css';
import type { Page } from '../adminApi';
import styles from './lists.module.css';

export interface PagerProps {
  data: Page<unknown>;
  /** What the list holds, plural: 'sites', 'reports'… */
  noun: string;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** Which part of the list is shown, and Previous / Next when there is more than one page. */
export function Pager({ data, noun, onPage, disabled }: PagerProps) {
  const { page, pageSize, total, items } = data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + items.length;
  return (
    <nav className={styles.pager} aria-label={`Pages of ${noun}`}>
      <span>
        {total === 0 ? `No ${noun}` : `${first}–${last} of ${total} ${noun}`}
        {pages > 1 && ` · page ${page} of ${pages}`}
      </span>
      {pages > 1 && (
        <span className={styles.pagerButtons}>
          <button
            type="button"
            className={buttons.small}
            disabled={disabled || page <= 1}
            onClick={() => onPage(page - 1)}
          >
            Previous
          </button>
          <button
            type="button"
            className={buttons.small}
            disabled={disabled || page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Next
          </button>
        </span>
      )}
    </nav>
  );
}
