import { formatDateTime } from '../../common/formatDate';
import { RowButton } from '../../common/RowActions';
import table from '../../common/table.module.css';
import type { AdminUser } from '../adminApi';
import { ListTable, type ListTableLayout } from '../lists/ListTable';

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

/** The table; the signed-in admin's e-mail is marked 'you'. */
const usersTable = (adminId: string): ListTableLayout<AdminUser> => ({
  label: 'Users',
  caption: 'Every account, the newest first.',
  columns: [
    {
      name: 'E-mail',
      className: table.wrap,
      cell: (user) => (
        <>
          {user.email}
          {user.id === adminId && <span className={table.muted}> (you)</span>}
        </>
      ),
    },
    {
      name: 'Name',
      className: table.wrap,
      cell: (user) => user.name ?? <span className={table.muted}>None</span>,
    },
    { name: 'Designs', cell: (user) => user.designCount },
    { name: 'Sites', cell: (user) => user.siteCount },
    { name: 'Created', className: table.nowrap, cell: (user) => date(user.createdAt) },
    { name: 'Last active', className: table.nowrap, cell: (user) => date(user.lastActiveAt) },
    { name: 'Admin', cell: (user) => (user.admin ? 'Yes' : 'No') },
    {
      name: 'Disabled',
      cell: (user) =>
        user.disabled ? <span className={`${table.badge} ${table.bad}`}>Disabled</span> : 'No',
    },
  ],
});

/** The accounts of one page: e-mail, name, designs, sites, created, last active, admin, disabled, action. */
export function UsersTable({ users, adminId, busy, onDisable, onEnable }: UsersTableProps) {
  const actions = (user: AdminUser) =>
    user.disabled ? (
      <RowButton label={`Enable ${user.email}`} onClick={() => onEnable(user)}>
        Enable
      </RowButton>
    ) : (
      <RowButton label={`Disable ${user.email}`} danger onClick={() => onDisable(user)}>
        Disable
      </RowButton>
    );
  return <ListTable layout={usersTable(adminId)} items={users} busy={busy} actions={actions} />;
}
