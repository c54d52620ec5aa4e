// Users: every account, searched by e-mail or name, with its designs, sites and activity; disable one (its tokens
// stop working at once, sign-in is refused) after a confirmation, and enable it again. The API refuses to disable
// the admin's own account and says so.
import { useCallback, useState } from 'react';
import { ConfirmDialog, type ConfirmRequest } from '../../common/ConfirmDialog';
import { adminApi, type AdminUser } from '../adminApi';
import { SearchableList } from '../lists/SearchableList';
import { useAdminList } from '../lists/useAdminList';
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
  const users = useAdminList(adminApi.users, { q: '', page: 1 }, USERS_TEXT.loadFailed);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const askDisable = (user: AdminUser) =>
    setConfirm({
      title: USERS_TEXT.disableTitle,
      message: USERS_TEXT.disableMessage(user.email),
      confirmLabel: 'Disable',
      onConfirm: () =>
        void users.action.run(() => adminApi.disableUser(user.id), USERS_TEXT.disabled(user.email)),
    });
  const closeConfirm = useCallback(() => setConfirm(null), []);

  return (
    <>
      <SearchableList
        list={users}
        noun="users"
        placeholder="Search by e-mail or name"
        loadingText="Loading users..."
      >
        {(items) => (
          <UsersTable
            users={items}
            adminId={adminId}
            busy={users.busy}
            onDisable={askDisable}
            onEnable={(user) =>
              void users.action.run(() => adminApi.enableUser(user.id), USERS_TEXT.enabled(user.email))
            }
          />
        )}
      </SearchableList>
      {confirm && <ConfirmDialog request={confirm} onClose={closeConfirm} />}
    </>
  );
}
