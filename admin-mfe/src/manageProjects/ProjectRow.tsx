import { displayTitle, formatBytes } from '@bento/core';
import { visuallyHiddenClass } from '@bento/ui';
import { formatChange, shareOfLimit, SITE_STATE_LABELS, type ProjectRow as Row } from './projectRows';
import { TitleEditor } from './TitleEditor';
import buttons from './buttons.module.css';
import styles from './ProjectsTable.module.css';

export interface RowHandlers {
  select: (designId: string, selected: boolean) => void;
  startRename: (designId: string) => void;
  rename: (row: Row, title: string) => void;
  cancelRename: () => void;
  duplicate: (row: Row) => void;
  publish: (row: Row) => void;
  unpublish: (row: Row) => void;
  remove: (row: Row) => void;
  sync: () => void;
}

export interface ProjectRowProps {
  row: Row;
  selected: boolean;
  renaming: boolean;
  on: RowHandlers;
}

function SiteCell({ row }: { row: Row }) {
  if (row.sites.length === 0) return <span className={styles.muted}>Not published</span>;
  return (
    <ul className={styles.sites}>
      {row.sites.map((site) => (
        <li key={site.id}>
          {site.state === 'live' ? (
            <a href={`/${site.slug}`} target="_blank" rel="noopener noreferrer" className={styles.slug}>
              /{site.slug}
            </a>
          ) : (
            <span className={styles.slug}>/{site.slug}</span>
          )}{' '}
          <span className={`${styles.badge} ${styles[site.state]}`}>{SITE_STATE_LABELS[site.state]}</span>
        </li>
      ))}
    </ul>
  );
}

/** One design (or orphaned site) of the table: check box, title, last change, size, site and actions. */
export function ProjectRow({ row, selected, renaming, on }: ProjectRowProps) {
  const title = displayTitle(row.title);
  const { designId } = row;
  return (
    <tr className={selected ? styles.selectedRow : undefined} data-row-key={row.key}>
      <td className={styles.selectCell}>
        {designId && (
          <input
            type="checkbox"
            aria-label={`Select ${title}`}
            checked={selected}
            onChange={(event) => on.select(designId, event.target.checked)}
          />
        )}
      </td>
      <th scope="row" className={styles.titleCell}>
        {renaming && designId ? (
          <TitleEditor
            title={row.title}
            label={`New title for ${title}`}
            onCommit={(value) => on.rename(row, value)}
            onCancel={on.cancelRename}
          />
        ) : (
          <span className={styles.title}>{title}</span>
        )}
        {!designId && <span className={styles.muted}> (its design was deleted)</span>}
      </th>
      <td data-label="Last change" className={styles.dateCell}>
        <time dateTime={row.updatedAt}>{formatChange(row.updatedAt)}</time>
      </td>
      <td data-label="Size" className={styles.sizeCell}>
        {row.sizeBytes === null ? (
          <span className={styles.muted}>—</span>
        ) : (
          <>
            <span>{formatBytes(row.sizeBytes)}</span>{' '}
            <span className={styles.muted}>
              ({shareOfLimit(row.sizeBytes)}
              <span className={visuallyHiddenClass}> of the 10 MB limit</span>)
            </span>
          </>
        )}
      </td>
      <td data-label="Site">
        <SiteCell row={row} />
      </td>
      <td className={styles.actionsCell}>
        <div className={styles.rowActions}>
          {designId ? (
            <>
              <button
                type="button"
                className={buttons.small}
                aria-label={`Rename ${title}`}
                onClick={() => on.startRename(designId)}
              >
                Rename
              </button>
              <button
                type="button"
                className={buttons.small}
                aria-label={`Duplicate ${title}`}
                onClick={() => on.duplicate(row)}
              >
                Duplicate
              </button>
              {row.sites.length === 0 ? (
                <button
                  type="button"
                  className={buttons.small}
                  aria-label={`Publish ${title}`}
                  onClick={() => on.publish(row)}
                >
                  Publish
                </button>
              ) : (
                <button
                  type="button"
                  className={buttons.small}
                  aria-label={`Unpublish ${title}`}
                  onClick={() => on.unpublish(row)}
                >
                  Unpublish
                </button>
              )}
              <button
                type="button"
                className={`${buttons.small} ${buttons.smallDanger}`}
                aria-label={`Delete ${title}`}
                onClick={() => on.remove(row)}
              >
                Delete
              </button>
            </>
          ) : (
            <button
              type="button"
              className={buttons.small}
              aria-label={`Sync orphaned site ${title}`}
              onClick={on.sync}
            >
              Sync
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
