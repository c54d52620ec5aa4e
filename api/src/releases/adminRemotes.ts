// The admin panel's Remotes tab (issue 30): each remote's releases, the active one and who switched what when; an
// admin activates or rolls back as the command does, and the audit log keeps it.
import { REMOTE_NAMES } from '@bento/core';
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

async function audited(
  deps: Deps,
  admin: AdminActor,
  action: 'remote.activate' | 'remote.rollback',
  remote: string,
  detail: string,
) {
  await adminWrite(deps.sequelize, `audit:remote:${remote}`, (transaction) =>
    recordAudit(deps.models, admin, { action, objectType: 'remote', objectId: remote, detail }, transaction),
  );
}

export function activateAsAdmin(deps: Deps, admin: AdminActor, name: string, version: string) {
  return answering(async () => {
    const remote = remoteName(name);
    await releasesOf(deps).activate(remote, version, `admin:${admin.email}`);
    await audited(deps, admin, 'remote.activate', remote, `${remote} ${version}`);
    return releasesOf(deps).list(remote);
  });
}

export function rollbackAsAdmin(deps: Deps, admin: AdminActor, name: string) {
  return answering(async () => {
    const remote = remoteName(name);
    const release = await releasesOf(deps).rollback(remote, `admin:${admin.email}`);
    await audited(
      deps,
      admin,
      'remote.rollback',
      remote,
      `${remote} back to ${release?.version ?? 'its built dist'}`,
    );
    return releasesOf(deps).list(remote);
  });
}
