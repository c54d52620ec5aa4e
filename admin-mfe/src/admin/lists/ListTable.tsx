import type { ReactNode } from 'react';
import { ActionsHead, RowActions } from '../../common/RowActions';
import { TableRegion } from '../../common/TableRegion';
import table from '../../common/table.module.css';

export interface ListColumn<T> {
  /** The column's header, and its cells' label where rows are cards (below 760 px). */
  name: string;
  cell: (item: T) => ReactNode;
  className?: string;
}

/** What a table is: its name, its caption and its columns. */
export interface ListTableLayout<T> {
  /** The region's name: 'Sites'. */
  label: string;
  /** What the table holds and in which order, for assistive technology. */
  caption: string;
  /** The first one is the row's header. */
  columns: ListColumn<T>[];
}

export interface ListTableProps<T extends { id: string | number }> {
  layout: ListTableLayout<T>;
  items: T[];
  busy: boolean;
  /** The row's action buttons, in a last column, when the list has actions. */
  actions?: (item: T) => ReactNode;
}

/** A page of an admin list as a table: a row per item; below 760 px each row is a card and the head is not shown. */
export function ListTable<T extends { id: string | number }>({
  layout,
  items,
  busy,
  actions,
}: ListTableProps<T>) {
  const { label, caption, columns } = layout;
  const [header, ...cells] = columns;
  return (
    <TableRegion label={label} caption={caption} busy={busy} className={table.headless}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.name} scope="col">
              {column.name}
            </th>
          ))}
          {actions && <ActionsHead />}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            {header && (
              <th scope="row" className={header.className}>
                {header.cell(item)}
              </th>
            )}
            {cells.map((column) => (
              <td key={column.name} data-label={column.name} className={column.className}>
                {column.cell(item)}
              </td>
            ))}
            {actions && <RowActions>{actions(item)}</RowActions>}
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
