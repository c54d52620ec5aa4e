// The admin panel's Remotes tab (issue 30): each remote's releases, the active one and who switched what when; an
// admin activates or rolls back as the command does, and the audit log keeps it.
import { REMOTE_NAMES, type RemoteName } from '@bento/core';
import { adminWrite } from '../admin/adminWrite';
import { recordAudit } from '../admin/audit';
import type { AdminActor } from '../admin/requireAdmin';
import type { ApiDeps } from '../deps';
import { ApiError } from '../web/errors';
import { shellContract } from './compatibility';
import {
  ReleaseError,
  ReleaseNotFound,
  releaseService,
  remoteName,
  type RemoteReleases,
} from './releaseService';

type Deps = Pick<ApiDeps, 'sequelize' | 'models' | 'config'>;

const releasesOf = ({ models, config }: Deps) =>
  releaseService(models, () => shellContract(config.shellDist));

/** A refusal (unknown remote or version, a release the shell cannot run) as the API's 404 or 409. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    const unknown = error instanceof ReleaseNotFound;
    throw new ApiError(unknown ? 404 : 409, unknown ? 'not_found' : 'release_refused', error.message);
  }
}

/** GET /api/admin/remotes: every remote, in the platform's order. */
export async function remotesOverview(deps: Deps): Promise<{ remotes: RemoteReleases[] }> {
  const releases = releasesOf(deps);
  return { remotes: await Promise.all(REMOTE_NAMES.map((name) => releases.list(name))) };
}

type RemoteAuditAction = 'remote.activate' | 'remote.rollback' | 'remote.promote' | 'remote.canary-off';

/**
 * One admin switch of a remote: `work` makes it (as the admin) and answers the audit line's detail; the answer is
 * the remote's releases after it.
 */
function switchAsAdmin(
  deps: Deps,
  admin: AdminActor,
  name: string,
  action: RemoteAuditAction,
  work: (releases: ReturnType<typeof releasesOf>, remote: RemoteName, actor: string) => Promise<string>,
) {
  return answering(async () => {
    const remote = remoteName(name);
    const detail = await work(releasesOf(deps), remote, `admin:${admin.email}`);
    await adminWrite(deps.sequelize, `audit:remote:${remote}`, (transaction) =>
      recordAudit(
        deps.models,
        admin,
        { action, objectType: 'remote', objectId: remote, detail },
        transaction,
      ),
    );
    return releasesOf(deps).list(remote);
  });
}

export const activateAsAdmin = (deps: Deps, admin: AdminActor, name: string, version: string) =>
  switchAsAdmin(deps, admin, name, 'remote.activate', async (releases, remote, actor) => {
    await releases.activate(remote, version, actor);
    return `${remote} ${version}`;
  });

export const promoteAsAdmin = (deps: Deps, admin: AdminActor, name: string) =>
  switchAsAdmin(deps, admin, name, 'remote.promote', async (releases, remote, actor) => {
    return `${remote} ${(await releases.promote(remote, actor)).version}`;
  });

export const endCanaryAsAdmin = (deps: Deps, admin: AdminActor, name: string) =>
  switchAsAdmin(deps, admin, name, 'remote.canary-off', async (releases, remote, actor) => {
    return `${remote} ${(await releases.endCanary(remote, actor)).version}`;
  });

export const rollbackAsAdmin = (deps: Deps, admin: AdminActor, name: string) =>
  switchAsAdmin(deps, admin, name, 'remote.rollback', async (releases, remote, actor) => {
    const release = await releases.rollback(remote, actor);
    return `${remote} back to ${release?.version ?? 'its built dist'}`;
  });
