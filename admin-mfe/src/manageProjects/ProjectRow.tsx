import { displayTitle, formatBytes } from '@bento/core';
import { TAKEN_DOWN_TEXTS } from '@bento/store';
import { visuallyHiddenClass } from '@bento/ui';
import { Link } from '@bento/ui/router';
import { formatDateTime } from '../common/formatDate';
import { RowActions, RowButton } from '../common/RowActions';
import { shareOfLimit, SITE_STATE_LABELS, type ProjectRow as Row } from './projectRows';
import { TitleEditor } from './TitleEditor';
import table from '../common/table.module.css';
import styles from './ProjectsTable.module.css';

/** The colour of each site state's badge (common/table.module.css). */
const SITE_STATE_TONES = { live: 'good', hidden: 'neutral', orphaned: 'warning', takenDown: 'bad' } as const;

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
  if (row.sites.length === 0) return <span className={table.muted}>Not published</span>;
  return (
    <ul className={styles.sites}>
      {row.sites.map((site) => (
        <li key={site.id}>
          {site.state === 'live' ? (
            <a href={`/${site.slug}`} target="_blank" rel="noopener noreferrer" className={table.slug}>
              /{site.slug}
            </a>
          ) : (
            <span className={table.slug}>/{site.slug}</span>
          )}{' '}
          <span className={`${table.badge} ${table[SITE_STATE_TONES[site.state]]}`}>
            {SITE_STATE_LABELS[site.state]}
          </span>
          {site.state === 'takenDown' && (
            <span className={table.muted}> {TAKEN_DOWN_TEXTS.note(site.takedownReason)}</span>
          )}{' '}
          <Link
            to={`/sites/${encodeURIComponent(site.id)}/insights`}
            className={styles.insightsLink}
            aria-label={`Insights for /${site.slug}`}
          >
            Insights
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One design (or orphaned site) of the table: check box, title, last change, size, site and actions. */
export function ProjectRow({ row, selected, renaming, on }: ProjectRowProps) {
  const title = displayTitle(row.title);
  const { designId } = row;
  // The API refuses to unpublish a taken-down site (451): its note in the Site column says why.
  const takenDown = row.sites.some((site) => site.state === 'takenDown');
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
        {!designId && <span className={table.muted}> (its design was deleted)</span>}
      </th>
      <td data-label="Last change" className={table.nowrap}>
        <time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt)}</time>
      </td>
      <td data-label="Size" className={table.nowrap}>
        {row.sizeBytes === null ? (
          <span className={table.muted}>—</span>
        ) : (
          <>
            <span>{formatBytes(row.sizeBytes)}</span>{' '}
            <span className={table.muted}>
              ({shareOfLimit(row.sizeBytes)}
              <span className={visuallyHiddenClass}> of the 10 MB limit</span>)
            </span>
            {row.historyBytes !== null && row.historyBytes > 0 && (
              <span className={`${table.muted} ${styles.history}`}>
                Version history: {formatBytes(row.historyBytes)}
              </span>
            )}
          </>
        )}
      </td>
      <td data-label="Site">
        <SiteCell row={row} />
      </td>
      <RowActions>
        {designId ? (
          <>
            <RowButton label={`Rename ${title}`} onClick={() => on.startRename(designId)}>
              Rename
            </RowButton>
            <RowButton label={`Duplicate ${title}`} onClick={() => on.duplicate(row)}>
              Duplicate
            </RowButton>
            {row.sites.length === 0 ? (
              <RowButton label={`Publish ${title}`} onClick={() => on.publish(row)}>
                Publish
              </RowButton>
            ) : (
              <RowButton
                label={`Unpublish ${title}`}
                disabled={takenDown}
                title={takenDown ? TAKEN_DOWN_TEXTS.locked : undefined}
                onClick={() => on.unpublish(row)}
              >
                Unpublish
              </RowButton>
            )}
            <RowButton label={`Delete ${title}`} danger onClick={() => on.remove(row)}>
              Delete
            </RowButton>
          </>
        ) : (
          <RowButton label={`Sync orphaned site ${title}`} onClick={on.sync}>
            Sync
          </RowButton>
        )}
      </RowActions>
    </tr>
  );
}
