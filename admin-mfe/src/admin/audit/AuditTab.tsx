// Audit log: every admin action (and the admin-role command's grants and revokes), the newest first.
import { useCallback, useState } from 'react';
import { visuallyHiddenClass } from '@bento/ui';
import { formatDateTime } from '../../common/formatDate';
import table from '../../common/table.module.css';
import { adminApi, type AuditEntry } from '../adminApi';
import { ListState } from '../lists/ListState';
import { Pager } from '../lists/Pager';
import { useAdminQuery } from '../lists/useAdminQuery';

export const AUDIT_TEXT = {
  loadFailed: 'Failed to load the audit log',
  /** Who acted when no admin did: the command line. */
  command: 'admin-role command',
} as const;

/** Who did it: the admin's e-mail as it was, or the command line. */
function actor(entry: AuditEntry): string {
  return entry.actorEmail ?? AUDIT_TEXT.command;
}

export function AuditTab() {
  const [page, setPage] = useState(1);
  const load = useCallback(() => adminApi.audit({ page }), [page]);
  const audit = useAdminQuery(load, AUDIT_TEXT.loadFailed);

  return (
    <ListState query={audit} loadingText="Loading the audit log..." emptyText="No admin actions yet.">
      {(data) => (
        <>
          <div
            className={table.region}
            role="region"
            aria-label="Audit log"
            aria-busy={audit.loading}
            tabIndex={0}
          >
            <table className={`${table.table} ${table.headless}`}>
              <caption className={visuallyHiddenClass}>Every admin action, the newest first.</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Object</th>
                  <th scope="col">Detail</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row" className={table.nowrap}>
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </th>
                    <td data-label="Who" className={table.wrap}>
                      {actor(entry)}
                    </td>
                    <td data-label="Action">
                      <code>{entry.action}</code>
                    </td>
                    <td data-label="Object" className={table.wrap}>
                      {entry.objectType} <span className={table.muted}>{entry.objectId}</span>
                    </td>
                    <td data-label="Detail" className={table.wrap}>
                      {entry.detail}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager data={data} noun="entries" onPage={setPage} />
        </>
      )}
    </ListState>
  );
}
