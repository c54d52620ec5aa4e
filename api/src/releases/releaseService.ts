// Remote releases (issue 30): recorded once, immutable; each remote serves its active release (none: the built
// dist or REMOTE_<NAME>_URL, as before). Every switch is written to the history, which rollback replays.
import { isRemoteName, type RemoteName } from '@bento/core';
import type { Models } from '../db/models';
import { databaseOf, serializedWrite } from '../db/writeLock';
import type { RemoteReleaseRecord } from '../db/models/releases';
import { announceReleaseSwitch } from './releaseSwitches';
import { incompatibilities, type BuildContract, type SharedVersions } from './compatibility';

/** A refusal the command (or the admin panel) shows as it is. */
export class ReleaseError extends Error {}

/** The refusal for a remote or a release that does not exist (the admin panel's 404). */
export class ReleaseNotFound extends ReleaseError {}

export interface Release extends BuildContract {
  remote: RemoteName;
  version: string;
  /** Null: built here, served at /releases/<remote>/<version>/. */
  manifestUrl: string | null;
  gitCommit: string | null;
  createdAt: Date;
}

export type NewRelease = Omit<Release, 'createdAt'>;

export interface Activation {
  version: string | null;
  action: 'activate' | 'rollback';
  actor: string;
  at: Date;
}

export interface RemoteReleases {
  remote: RemoteName;
  /** Newest first. */
  releases: Release[];
  active: string | null;
  /** Newest first. */
  history: Activation[];
}

/** Where a release's manifest is: its own URL, or its folder under /releases/ here. */
export function manifestUrlOf(release: Pick<Release, 'remote' | 'version' | 'manifestUrl'>): string {
  return release.manifestUrl ?? `/releases/${release.remote}/${release.version}/mf-manifest.json`;
}

function toRelease(row: RemoteReleaseRecord): Release {
  return {
    remote: row.remote as RemoteName,
    version: row.version,
    manifestUrl: row.manifestUrl,
    gitCommit: row.gitCommit,
    contractVersion: row.contractVersion,
    shared: JSON.parse(row.shared) as SharedVersions,
    createdAt: row.createdAt,
  };
}

export function remoteName(name: string): RemoteName {
  if (!isRemoteName(name)) throw new ReleaseNotFound(`There is no remote named '${name}'.`);
  return name;
}

/** The version a replay of the history leaves active: activations push, rollbacks pop. */
function stackOf(history: Activation[]): (string | null)[] {
  const stack: (string | null)[] = [];
  for (const entry of [...history].reverse()) {
    if (entry.action === 'activate') stack.push(entry.version);
    else stack.pop();
  }
  return stack;
}

export function releaseService(
  models: Pick<Models, 'RemoteRelease' | 'RemotePointer' | 'RemoteActivation'>,
  shell: () => BuildContract,
) {
  const { RemoteRelease, RemotePointer, RemoteActivation } = models;

  async function history(remote: RemoteName): Promise<Activation[]> {
    const rows = await RemoteActivation.findAll({ where: { remote }, order: [['id', 'DESC']] });
    return rows.map((row) => ({
      version: row.version,
      action: row.action,
      actor: row.actor,
      at: row.createdAt,
    }));
  }

  async function findRelease(remote: RemoteName, version: string): Promise<Release> {
    const row = await RemoteRelease.findOne({ where: { remote, version } });
    if (!row) throw new ReleaseNotFound(`${remote} has no release ${version}.`);
    return toRelease(row);
  }

  function assertRuns(release: Release): void {
    const problems = incompatibilities(release, shell());
    if (problems.length > 0) {
      throw new ReleaseError(
        `${release.remote} ${release.version} cannot run in this shell: ${problems.join('; ')}.`,
      );
    }
  }

  // One switch of a remote at a time (the database's write lock: db/writeLock.ts).
  const write = <T>(remote: RemoteName, work: () => Promise<T>) =>
    serializedWrite(databaseOf(RemoteRelease), `remote:${remote}`, work);

  async function point(
    remote: RemoteName,
    version: string | null,
    action: Activation['action'],
    actor: string,
  ) {
    await write(remote, async () => {
      await RemotePointer.upsert({ remote, activeVersion: version, updatedAt: new Date() });
      await RemoteActivation.create({ remote, version, action, actor });
    });
    announceReleaseSwitch(databaseOf(RemoteRelease));
  }

  return {
    /** Records a release; the same remote and version again is the same release (answered as it was stored). */
    async record(release: NewRelease): Promise<Release> {
      const where = { remote: release.remote, version: release.version };
      return write(release.remote, async () => {
        const row =
          (await RemoteRelease.findOne({ where })) ??
          (await RemoteRelease.create({ ...release, shared: JSON.stringify(release.shared) }));
        return toRelease(row);
      });
    },

    async list(remote: RemoteName): Promise<RemoteReleases> {
      const rows = await RemoteRelease.findAll({ where: { remote }, order: [['createdAt', 'DESC']] });
      const pointer = await RemotePointer.findByPk(remote);
      return {
        remote,
        releases: rows.map(toRelease),
        active: pointer?.activeVersion ?? null,
        history: await history(remote),
      };
    },

    /** Serves `version` from now on; refused when it cannot run in this shell. */
    async activate(remote: RemoteName, version: string, actor: string): Promise<Release> {
      const release = await findRelease(remote, version);
      assertRuns(release);
      await point(remote, version, 'activate', actor);
      return release;
    },

    /** Back to the release active before the current one (null: the built dist). */
    async rollback(remote: RemoteName, actor: string): Promise<Release | null> {
      const stack = stackOf(await history(remote));
      if (stack.length === 0) throw new ReleaseError(`${remote} has no activation to roll back.`);
      const previous = stack.at(-2) ?? null;
      const release = previous === null ? null : await findRelease(remote, previous);
      if (release) assertRuns(release);
      await point(remote, previous, 'rollback', actor);
      return release;
    },

    /** The active release of each remote that has one. */
    async active(): Promise<Release[]> {
      const pointers = await RemotePointer.findAll();
      const active: Release[] = [];
      for (const pointer of pointers) {
        if (!pointer.activeVersion || !isRemoteName(pointer.remote)) continue;
        const row = await RemoteRelease.findOne({
          where: { remote: pointer.remote, version: pointer.activeVersion },
        });
        if (row) active.push(toRelease(row));
      }
      return active;
    },
  };
}

export type ReleaseService = ReturnType<typeof releaseService>;
