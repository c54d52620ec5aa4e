// The row actions' column of a table: its header, its cells and their buttons.
import type { ReactNode } from 'react';
import { visuallyHiddenClass } from '@bento/ui';
import buttons from './buttons.module.css';
import table from './table.module.css';

/** The column's header: named for assistive technology only. */
export function ActionsHead() {
  return (
    <th scope="col">
      <span className={visuallyHiddenClass}>Actions</span>
    </th>
  );
}

/** A row's last cell: its action buttons side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td className={table.actionsCell}>
      <div className={table.rowActions}>{children}</div>
    </td>
  );
}

export interface RowButtonProps {
  /** The button's accessible name, which says which row it acts on: 'Restore /my-site'. */
  label: string;
  /** Red: it deletes, disables or takes down. */
  danger?: boolean;
  disabled?: boolean;
  /** Why it is disabled, when it is. */
  title?: string;
  onClick: () => void;
  children: ReactNode;
}

/** A small button of a row's actions. */
export function RowButton({ label, danger = false, disabled, title, onClick, children }: RowButtonProps) {
  return (
    <button
      type="button"
      className={danger ? `${buttons.small} ${buttons.smallDanger}` : buttons.small}
      aria-label={label}
      disabled={disabled}
      title={title}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
