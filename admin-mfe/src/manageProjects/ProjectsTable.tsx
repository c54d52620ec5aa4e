import { useEffect, useRef, type Ref } from 'react';
import { ActionsHead } from '../common/RowActions';
import { TableRegion } from '../common/TableRegion';
import { ProjectRow, type RowHandlers } from './ProjectRow';
import type { ProjectRow as Row, SortKey, SortOrder } from './projectRows';
import styles from './ProjectsTable.module.css';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'updatedAt', label: 'Last change' },
  { key: 'size', label: 'Size' },
];

/** A new column starts in the order people expect: A–Z, newest first, largest first. */
const FIRST_DIRECTION: Record<SortKey, SortOrder['direction']> = {
  title: 'asc',
  updatedAt: 'desc',
  size: 'desc',
};

export function nextSort(current: SortOrder, key: SortKey): SortOrder {
  if (current.key !== key) return { key, direction: FIRST_DIRECTION[key] };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: { key: SortKey; label: string };
  sort: SortOrder;
  onSort: (order: SortOrder) => void;
}) {
  const active = sort.key === column.key;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(nextSort(sort, column.key))}>
        {column.label}
        <span aria-hidden="true" className={styles.sortMark}>
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The select-all check box: checked when every design shown is selected, mixed when some are. */
function SelectAll({
  selectedCount,
  total,
  onChange,
}: {
  selectedCount: number;
  total: number;
  onChange: (all: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const some = selectedCount > 0 && selectedCount < total;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all designs"
      checked={total > 0 && selectedCount === total}
      disabled={total === 0}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

export interface ProjectsTableProps {
  rows: Row[];
  sort: SortOrder;
  onSort: (order: SortOrder) => void;
  selected: ReadonlySet<string>;
  onSelectAll: (all: boolean) => void;
  renamingId: string | null;
  /** An action is under way (the region says so to assistive technology). */
  busy: boolean;
  on: RowHandlers;
  ref?: Ref<HTMLDivElement>;
}

/** The projects' table: the select-all box and sortable column headers, then a row per design or orphaned site. */
export function ProjectsTable({
  rows,
  sort,
  onSort,
  selected,
  onSelectAll,
  renamingId,
  busy,
  on,
  ref,
}: ProjectsTableProps) {
  const designRows = rows.filter((row) => row.designId !== null);
  const selectedShown = designRows.filter((row) => selected.has(row.designId!)).length;
  return (
    <TableRegion
      ref={ref}
      label="Projects"
      caption="Your designs and their sites. Column headers with buttons sort the table."
      busy={busy}
      className={styles.projects}
    >
      <thead>
        <tr>
          <th scope="col" className={styles.selectCell}>
            <SelectAll selectedCount={selectedShown} total={designRows.length} onChange={onSelectAll} />
          </th>
          <SortHeader column={{ key: 'title', label: 'Title' }} sort={sort} onSort={onSort} />
          {COLUMNS.map((column) => (
            <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
          ))}
          <th scope="col">Site</th>
          <ActionsHead />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <ProjectRow
            key={row.key}
            row={row}
            selected={row.designId !== null && selected.has(row.designId)}
            renaming={row.designId !== null && row.designId === renamingId}
            on={on}
          />
        ))}
      </tbody>
    </TableRegion>
  );
}
