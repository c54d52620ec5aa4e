// POST /api/remote-beacons: the shell says it began loading a remote's release, or that the release failed (its
// load, or its area's error boundary). Counted per release for `list` and the Remotes tab; a canary failing past
// the policy is switched off here (issue 30). No account needed; limited per client address.
import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { isRemoteName, REMOTE_BEACON_PATH, type RemoteBeaconEvent, type RemoteName } from '@bento/core';
import { adminWrite } from '../admin/adminWrite';
import { recordAudit } from '../admin/audit';
import { attemptStoreCounters } from '../auth/rateLimit';
import type { ApiDeps } from '../deps';
import { ApiError } from '../web/errors';
import type { ReleaseService } from './releaseService';

/** A page reports each remote at most twice (a load, a failure); this leaves room for many tabs behind one address. */
export const REMOTE_BEACONS_PER_MINUTE = 120;
const WINDOW_MS = 60_000;

interface RemoteBeacon {
  remote: RemoteName;
  version: string;
  event: RemoteBeaconEvent;
}

function beaconOf(body: unknown): RemoteBeacon {
  const { remote, version, event } = (body ?? {}) as Record<string, unknown>;
  if (
    typeof remote !== 'string' ||
    !isRemoteName(remote) ||
    typeof version !== 'string' ||
    !/^[\w.-]{1,64}$/.test(version) ||
    (event !== 'load' && event !== 'failure')
  ) {
    throw new ApiError(
      400,
      'invalid_beacon',
      "A remote beacon is { remote, version, event: 'load' | 'failure' }.",
    );
  }
  return { remote, version, event };
}

export function remoteBeaconRouter(
  releases: ReleaseService,
  { attempts, logger, sequelize, models }: Pick<ApiDeps, 'attempts' | 'logger' | 'sequelize' | 'models'>,
): Router {
  const router = Router();
  const limit = rateLimit({
    windowMs: WINDOW_MS,
    limit: REMOTE_BEACONS_PER_MINUTE,
    ...(attempts ? { store: attemptStoreCounters(attempts, 'ip:remote-beacons:', WINDOW_MS) } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new ApiError(429, 'too_many_requests', 'Too many remote reports.')),
  });
  router.post(REMOTE_BEACON_PATH.slice('/api'.length), limit, async (req, res) => {
    const { remote, version, event } = beaconOf(req.body);
    const ended = await releases.report(remote, version, event);
    if (ended) {
      logger.warn('canary switched off: too many failures', { remote, version: ended.version });
      // In the admin audit log too, with no user: the server did it.
      const detail = `${remote} ${ended.version} switched off by itself: ${ended.reason}`;
      await adminWrite(sequelize, `audit:remote:${remote}`, (transaction) =>
        recordAudit(
          models,
          null,
          { action: 'remote.canary-off', objectType: 'remote', objectId: remote, detail },
          transaction,
        ),
      );
    }
    res.status(204).end();
  });
  return router;
}
