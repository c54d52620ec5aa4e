// Users: every account, searched by e-mail or name, with its designs, sites and activity; disable one (its tokens
// stop working at once, sign-in is refused) after a confirmation, and enable it again. The API refuses to disable
// the admin's own account and says so.
import { useCallback, useState } from 'react';
import { ConfirmDialog, type ConfirmRequest } from '../../common/ConfirmDialog';
import { adminApi, type AdminUser } from '../adminApi';
import { ActionMessages } from '../lists/ActionMessages';
import { ListState } from '../lists/ListState';
import { Pager } from '../lists/Pager';
import { SearchBox } from '../lists/SearchBox';
import { useAdminAction } from '../lists/useAdminAction';
import { useAdminQuery } from '../lists/useAdminQuery';
import { UsersTable } from './UsersTable';

export const USERS_TEXT = {
  loadFailed: 'Failed to load users',
  disableTitle: 'Disable account',
  disableMessage: (email: string) =>
    `Disable ${email}? They are signed out everywhere at once and cannot sign in until the account is enabled again. Their designs and sites stay as they are.`,
  disabled: (email: string) => `${email} was disabled.`,
  enabled: (email: string) => `${email} was enabled.`,
} as const;

export function UsersTab({ adminId }: { adminId: string }) {
  const [params, setParams] = useState({ q: '', page: 1 });
  const load = useCallback(() => adminApi.users(params), [params]);
  const users = useAdminQuery(load, USERS_TEXT.loadFailed);
  const action = useAdminAction(users.reload);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const search = useCallback(
    (q: string) => setParams((current) => (current.q === q ? current : { q, page: 1 })),
    [],
  );
  const askDisable = (user: AdminUser) =>
    setConfirm({
      title: USERS_TEXT.disableTitle,
      message: USERS_TEXT.disableMessage(user.email),
      confirmLabel: 'Disable',
      onConfirm: () => void action.run(() => adminApi.disableUser(user.id), USERS_TEXT.disabled(user.email)),
    });
  const closeConfirm = useCallback(() => setConfirm(null), []);

  return (
    <>
      <SearchBox label="Search users" placeholder="Search by e-mail or name" onSearch={search} />
      <ActionMessages action={action} />
      <ListState
        query={users}
        loadingText="Loading users..."
        emptyText={params.q ? 'No users match your search.' : 'No users yet.'}
      >
        {(data) => (
          <>
            <UsersTable
              users={data.items}
              adminId={adminId}
              busy={action.busy || users.loading}
              onDisable={askDisable}
              onEnable={(user) =>
                void action.run(() => adminApi.enableUser(user.id), USERS_TEXT.enabled(user.email))
              }
            />
            <Pager
              data={data}
              noun="users"
              onPage={(page) => setParams((current) => ({ ...current, page }))}
            />
          </>
        )}
      </ListState>
      {confirm && <ConfirmDialog request={confirm} onClose={closeConfirm} />}
    </>
  );
}
