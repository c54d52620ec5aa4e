// Remote releases (issue 30): recorded once, immutable; each remote serves its active release (none: the built
// dist or REMOTE_<NAME>_URL, as before). Every switch is written to the history, which rollback replays.
import { isRemoteName, type RemoteName } from '@bento/core';
import type { Models } from '../db/models';
import { databaseOf, serializedWrite } from '../db/writeLock';
import type { RemoteReleaseRecord, SwitchAction } from '../db/models/releases';
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
  /** What the shells reported: loads begun, and loads or renders that failed. */
  loads: number;
  failures: number;
  createdAt: Date;
}

export type NewRelease = Omit<Release, 'createdAt' | 'loads' | 'failures'>;

export interface Activation {
  version: string | null;
  action: SwitchAction;
  actor: string;
  at: Date;
}

export interface Canary {
  version: string;
  percent: number;
}

/** When a canary is switched off by itself: past `maxFailureRate` of at least `minLoads` loads. */
export interface CanaryPolicy {
  minLoads: number;
  maxFailureRate: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = { minLoads: 20, maxFailureRate: 0.1 };

export interface RemoteReleases {
  remote: RemoteName;
  /** Newest first. */
  releases: Release[];
  active: string | null;
  canary: Canary | null;
  /** Newest first. */
  history: Activation[];
}

/** What the instances serve: each remote's active release, and the canaries with their share of visitors. */
export interface ServedSet {
  active: Release[];
  canaries: Array<{ release: Release; percent: number }>;
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
    loads: row.loads ?? 0,
    failures: row.failures ?? 0,
    createdAt: row.createdAt,
  };
}

export function remoteName(name: string): RemoteName {
  if (!isRemoteName(name)) throw new ReleaseNotFound(`There is no remote named '${name}'.`);
  return name;
}

/** The versions a replay of the history left active: activations and promotions push, rollbacks pop. */
function stackOf(history: Activation[]): (string | null)[] {
  const stack: (string | null)[] = [];
  for (const entry of [...history].reverse()) {
    if (entry.action === 'activate' || entry.action === 'promote') stack.push(entry.version);
    else if (entry.action === 'rollback') stack.pop();
  }
  return stack;
}

function percentOf(value: string | number): number {
  const percent = Number(value);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseError(`A canary's share is a whole percent from 1 to 99, not '${value}'.`);
  }
  return percent;
}

interface PointerState {
  activeVersion: string | null;
  canaryVersion: string | null;
  canaryPercent: number | null;
}

export function releaseService(
  models: Pick<Models, 'RemoteRelease' | 'RemotePointer' | 'RemoteActivation'>,
  shell: () => BuildContract,
  policy: CanaryPolicy = DEFAULT_CANARY_POLICY,
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

  /** Changes a remote's pointer and writes the switch to its history, then tells every instance. */
  async function change(
    remote: RemoteName,
    entry: { version: string | null; action: SwitchAction; actor: string },
    edit: (pointer: PointerState) => void,
  ) {
    await write(remote, async () => {
      const [pointer] = await RemotePointer.findOrCreate({
        where: { remote },
        defaults: { remote, activeVersion: null, updatedAt: new Date() },
      });
      const next: PointerState = {
        activeVersion: pointer.activeVersion,
        canaryVersion: pointer.canaryVersion ?? null,
        canaryPercent: pointer.canaryPercent ?? null,
      };
      edit(next);
      // A canary that became the active release is no longer a candidate.
      if (next.canaryVersion === next.activeVersion) {
        next.canaryVersion = null;
        next.canaryPercent = null;
      }
      await pointer.update({ ...next, updatedAt: new Date() });
      await RemoteActivation.create({ remote, ...entry });
    });
    announceReleaseSwitch(databaseOf(RemoteRelease));
  }

  const point = (remote: RemoteName, version: string | null, action: SwitchAction, actor: string) =>
    change(remote, { version, action, actor }, (pointer) => {
      pointer.activeVersion = version;
    });

  async function endCanary(remote: RemoteName, actor: string): Promise<Canary> {
    const pointer = await RemotePointer.findByPk(remote);
    if (!pointer?.canaryVersion) throw new ReleaseError(`${remote} has no canary.`);
    const ended = { version: pointer.canaryVersion, percent: pointer.canaryPercent ?? 0 };
    await change(remote, { version: ended.version, action: 'canary-off', actor }, (next) => {
      next.canaryVersion = null;
      next.canaryPercent = null;
    });
    return ended;
  }

  async function releaseAt(remote: string, version: string): Promise<Release | null> {
    const row = await RemoteRelease.findOne({ where: { remote, version } });
    return row ? toRelease(row) : null;
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
        canary: pointer?.canaryVersion
          ? { version: pointer.canaryVersion, percent: pointer.canaryPercent ?? 0 }
          : null,
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

    /** Serves `version` to `percent` % of visitors (each always the same one), the active release to the rest. */
    async canary(
      remote: RemoteName,
      version: string,
      percent: string | number,
      actor: string,
    ): Promise<Canary> {
      const share = percentOf(percent);
      const release = await findRelease(remote, version);
      assertRuns(release);
      const pointer = await RemotePointer.findByPk(remote);
      if (pointer?.activeVersion === version)
        throw new ReleaseError(`${remote} ${version} is already active.`);
      await change(remote, { version, action: 'canary', actor }, (next) => {
        next.canaryVersion = version;
        next.canaryPercent = share;
      });
      return { version, percent: share };
    },

    /** Ends the canary: every visitor gets the active release again. */
    endCanary,

    /** Makes the canary the active release, for every visitor. */
    async promote(remote: RemoteName, actor: string): Promise<Release> {
      const pointer = await RemotePointer.findByPk(remote);
      if (!pointer?.canaryVersion) throw new ReleaseError(`${remote} has no canary to promote.`);
      const release = await findRelease(remote, pointer.canaryVersion);
      assertRuns(release);
      await point(remote, release.version, 'promote', actor);
      return release;
    },

    /**
     * Counts a load or a failure a shell reported for a release. A canary whose failures pass the policy's rate over
     * at least its minimum of loads is switched off, and the canary ended is answered; unknown releases count nothing.
     */
    async report(
      remote: RemoteName,
      version: string,
      event: 'load' | 'failure',
    ): Promise<(Canary & { reason: string }) | null> {
      await RemoteRelease.increment(event === 'load' ? 'loads' : 'failures', { where: { remote, version } });
      if (event !== 'failure') return null;
      const [release, pointer] = await Promise.all([
        releaseAt(remote, version),
        RemotePointer.findByPk(remote),
      ]);
      if (!release || pointer?.canaryVersion !== version) return null;
      // A failure's load may be reported after it: never fewer loads than failures.
      const loads = Math.max(release.loads, release.failures);
      if (loads < policy.minLoads || release.failures / loads <= policy.maxFailureRate) return null;
      const reason = `${release.failures} failures in ${loads} loads`;
      return endCanary(remote, `auto: ${reason}`).then(
        (ended) => ({ ...ended, reason }),
        (error: unknown) => {
          // Another instance switched it off first.
          if (error instanceof ReleaseError) return null;
          throw error;
        },
      );
    },

    /** What every instance serves: the active release of each remote that has one, and the canaries. */
    async served(): Promise<ServedSet> {
      const served: ServedSet = { active: [], canaries: [] };
      for (const pointer of await RemotePointer.findAll()) {
        if (!isRemoteName(pointer.remote)) continue;
        const active = pointer.activeVersion && (await releaseAt(pointer.remote, pointer.activeVersion));
        if (active) served.active.push(active);
        const canary = pointer.canaryVersion && (await releaseAt(pointer.remote, pointer.canaryVersion));
        if (canary) served.canaries.push({ release: canary, percent: pointer.canaryPercent ?? 0 });
      }
      return served;
    },
  };
}

export type ReleaseService = ReturnType<typeof releaseService>;
