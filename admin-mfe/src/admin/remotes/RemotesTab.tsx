// Remotes (issue 30): each remote's releases, the one it serves, its canary, the loads and failures the shells
// reported, and who switched what when. An admin activates a release, rolls back to the one before, promotes or
// ends a canary, as `npm run remote` does; the server refuses, and says why, a release the shell cannot run. Every
// instance serves the switch within about a second.
import { useCallback } from 'react';
import { RowButton } from '../../common/RowActions';
import buttons from '../../common/buttons.module.css';
import { formatDateTime } from '../../common/formatDate';
import page from '../../common/page.module.css';
import table from '../../common/table.module.css';
import { adminApi, type RemoteRelease, type RemoteReleases } from '../adminApi';
import { ActionMessages } from '../lists/ActionMessages';
import { ListTable, type ListTableLayout } from '../lists/ListTable';
import { useAdminAction } from '../lists/useAdminAction';
import { useAdminQuery } from '../lists/useAdminQuery';
import styles from './RemotesTab.module.css';

export const REMOTES_TEXT = {
  loadFailed: 'Failed to load the remotes',
  builtDist: 'its built dist',
  activated: (remote: string, version: string) => `${remote} now serves ${version}.`,
  rolledBack: (remote: string) => `${remote} was rolled back.`,
  promoted: (remote: string) => `${remote}'s canary now serves every visitor.`,
  canaryEnded: (remote: string) => `${remote}'s canary is off.`,
} as const;

type ReleaseRow = RemoteRelease & { id: string; active: boolean; canaryPercent: number | null };

function stateOf(release: ReleaseRow) {
  if (release.active) return <span className={`${table.badge} ${table.good}`}>Active</span>;
  if (release.canaryPercent !== null) {
    return <span className={table.badge}>Canary {release.canaryPercent}%</span>;
  }
  return null;
}

const releasesTable = (remote: string): ListTableLayout<ReleaseRow> => ({
  label: `${remote} releases`,
  caption: `The releases of ${remote}, the newest first.`,
  columns: [
    { name: 'Version', cell: (release) => <code>{release.version}</code> },
    {
      name: 'Made',
      className: table.nowrap,
      cell: (release) => <time dateTime={release.createdAt}>{formatDateTime(release.createdAt)}</time>,
    },
    { name: 'Commit', cell: (release) => release.gitCommit?.slice(0, 8) ?? '—' },
    { name: 'Contract', cell: (release) => release.contractVersion },
    { name: 'From', className: table.wrap, cell: (release) => release.manifestUrl ?? 'this server' },
    { name: 'Loads', cell: (release) => release.loads },
    { name: 'Failures', cell: (release) => release.failures },
    { name: 'State', cell: stateOf },
  ],
});

function RemoteSection({
  entry,
  busy,
  onActivate,
  onRollback,
  onPromote,
  onEndCanary,
}: {
  entry: RemoteReleases;
  busy: boolean;
  onActivate: (version: string) => void;
  onRollback: () => void;
  onPromote: () => void;
  onEndCanary: () => void;
}) {
  const rows = entry.releases.map((release) => ({
    ...release,
    id: release.version,
    active: release.version === entry.active,
    canaryPercent: release.version === entry.canary?.version ? entry.canary.percent : null,
  }));
  return (
    <section className={`${page.column} ${styles.remote}`} aria-labelledby={`remote-${entry.remote}`}>
      <div className={styles.head}>
        <h2 id={`remote-${entry.remote}`} className={styles.name}>
          {entry.remote}
        </h2>
        <span className={table.muted}>
          serves {entry.active ?? REMOTES_TEXT.builtDist}
          {entry.canary && `; ${entry.canary.version} to ${entry.canary.percent}% of visitors`}
        </span>
        {entry.canary && (
          <>
            <button type="button" className={buttons.button} disabled={busy} onClick={onPromote}>
              Promote {entry.canary.version}
            </button>
            <button type="button" className={buttons.button} disabled={busy} onClick={onEndCanary}>
              End canary
            </button>
          </>
        )}
        {entry.history.length > 0 && (
          <button type="button" className={buttons.button} disabled={busy} onClick={onRollback}>
            Roll back {entry.remote}
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className={table.muted}>No releases yet: npm run remote -- release {entry.remote}</p>
      ) : (
        <ListTable
          layout={releasesTable(entry.remote)}
          items={rows}
          busy={busy}
          actions={(release) => (
            <RowButton
              label={`Activate ${entry.remote} ${release.version}`}
              disabled={busy || release.active}
              onClick={() => onActivate(release.version)}
            >
              Activate
            </RowButton>
          )}
        />
      )}
      {entry.history.length > 0 && (
        <ol className={styles.history} aria-label={`${entry.remote} switches`}>
          {entry.history.map((step, index) => (
            <li key={index}>
              <time dateTime={step.at}>{formatDateTime(step.at)}</time> {step.action}{' '}
              <code>{step.version ?? REMOTES_TEXT.builtDist}</code> by {step.actor}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function RemotesTab() {
  const load = useCallback(() => adminApi.remotes(), []);
  const query = useAdminQuery(load, REMOTES_TEXT.loadFailed);
  const action = useAdminAction(query.reload);
  const busy = action.busy || query.loading;
  if (!query.data) {
    return (
      <div className={page.empty} role={query.error ? 'alert' : 'status'}>
        {query.error ?? 'Loading the remotes...'}
      </div>
    );
  }
  return (
    <>
      <ActionMessages action={action} />
      {query.data.remotes.map((entry) => (
        <RemoteSection
          key={entry.remote}
          entry={entry}
          busy={busy}
          onActivate={(version) =>
            void action.run(
              () => adminApi.activateRelease(entry.remote, version),
              REMOTES_TEXT.activated(entry.remote, version),
            )
          }
          onRollback={() =>
            void action.run(
              () => adminApi.rollbackRemote(entry.remote),
              REMOTES_TEXT.rolledBack(entry.remote),
            )
          }
          onPromote={() =>
            void action.run(() => adminApi.promoteCanary(entry.remote), REMOTES_TEXT.promoted(entry.remote))
          }
          onEndCanary={() =>
            void action.run(() => adminApi.endCanary(entry.remote), REMOTES_TEXT.canaryEnded(entry.remote))
          }
        />
      ))}
    </>
  );
}
