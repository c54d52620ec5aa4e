// Audit log: every admin action (and the admin-role command's grants and revokes), the newest first.
import { formatDateTime } from '../../common/formatDate';
import table from '../../common/table.module.css';
import { adminApi, type AuditEntry } from '../adminApi';
import { ListTable, type ListTableLayout } from '../lists/ListTable';
import { PagedList } from '../lists/PagedList';
import { useAdminList } from '../lists/useAdminList';

export const AUDIT_TEXT = {
  loadFailed: 'Failed to load the audit log',
  /** Who acted when no admin did: the command line. */
  command: 'admin-role command',
} as const;

/** Who did it: the admin's e-mail as it was, or the command line. */
function actor(entry: AuditEntry): string {
  return entry.actorEmail ?? AUDIT_TEXT.command;
}

const AUDIT_TABLE: ListTableLayout<AuditEntry> = {
  label: 'Audit log',
  caption: 'Every admin action, the newest first.',
  columns: [
    {
      name: 'When',
      className: table.nowrap,
      cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
    },
    { name: 'Who', className: table.wrap, cell: actor },
    { name: 'Action', cell: (entry) => <code>{entry.action}</code> },
    {
      name: 'Object',
      className: table.wrap,
      cell: (entry) => (
        <>
          {entry.objectType} <span className={table.muted}>{entry.objectId}</span>
        </>
      ),
    },
    { name: 'Detail', className: table.wrap, cell: (entry) => entry.detail },
  ],
};

export function AuditTab() {
  const audit = useAdminList(adminApi.audit, { page: 1 }, AUDIT_TEXT.loadFailed);

  return (
    <PagedList
      list={audit}
      loadingText="Loading the audit log..."
      emptyText="No admin actions yet."
      noun="entries"
    >
      {(entries) => <ListTable layout={AUDIT_TABLE} items={entries} busy={audit.busy} />}
    </PagedList>
  );
}
