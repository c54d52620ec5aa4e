import { visuallyHiddenClass } from '@bento/ui';
import buttons from '../../common/buttons.module.css';
import { formatDateTime } from '../../common/formatDate';
import table from '../../common/table.module.css';
import type { AdminUser } from '../adminApi';

export interface UsersTableProps {
  users: AdminUser[];
  /** The signed-in admin (marked 'you'). */
  adminId: string;
  busy: boolean;
  onDisable: (user: AdminUser) => void;
  onEnable: (user: AdminUser) => void;
}

const date = (iso: string | null) =>
  iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : <span className={table.muted}>Unknown</span>;

/** The accounts of one page: e-mail, name, designs, sites, created, last active, admin, disabled, action. */
export function UsersTable({ users, adminId, busy, onDisable, onEnable }: UsersTableProps) {
  return (
    <div className={table.region} role="region" aria-label="Users" aria-busy={busy} tabIndex={0}>
      <table className={`${table.table} ${table.headless}`}>
        <caption className={visuallyHiddenClass}>Every account, the newest first.</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Name</th>
            <th scope="col">Designs</th>
            <th scope="col">Sites</th>
            <th scope="col">Created</th>
            <th scope="col">Last active</th>
            <th scope="col">Admin</th>
            <th scope="col">Disabled</th>
            <th scope="col">
              <span className={visuallyHiddenClass}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className={table.wrap}>
                {user.email}
                {user.id === adminId && <span className={table.muted}> (you)</span>}
              </th>
              <td data-label="Name" className={table.wrap}>
                {user.name ?? <span className={table.muted}>None</span>}
              </td>
              <td data-label="Designs">{user.designCount}</td>
              <td data-label="Sites">{user.siteCount}</td>
              <td data-label="Created" className={table.nowrap}>
                {date(user.createdAt)}
              </td>
              <td data-label="Last active" className={table.nowrap}>
                {date(user.lastActiveAt)}
              </td>
              <td data-label="Admin">{user.admin ? 'Yes' : 'No'}</td>
              <td data-label="Disabled">
                {user.disabled ? <span className={`${table.badge} ${table.bad}`}>Disabled</span> : 'No'}
              </td>
              <td className={table.actionsCell}>
                <div className={table.rowActions}>
                  {user.disabled ? (
                    <button
                      type="button"
                      className={buttons.small}
                      aria-label={`Enable ${user.email}`}
                      onClick={() => onEnable(user)}
                    >
                      Enable
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={`${buttons.small} ${buttons.smallDanger}`}
                      aria-label={`Disable ${user.email}`}
                      onClick={() => onDisable(user)}
                    >
                      Disable
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
