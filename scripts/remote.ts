// npm run remote -- release|register|list|activate|rollback …: a remote's releases (issue 30), on the database
// DATABASE_URL names and the folder RELEASES_DIR names (the server's defaults without them). The work is
// api/src/releases/remoteCommand.ts; the build is scripts/remoteRelease.ts.
import os from 'node:os';
import { defineModels } from '../api/src/db/models';
import { shellContract } from '../api/src/releases/compatibility';
import { ReleaseError, releaseService } from '../api/src/releases/releaseService';
import { remoteCommand } from '../api/src/releases/remoteCommand';
import { onReleaseSwitch, publishReleaseSwitch } from '../api/src/releases/releaseSwitches';
import { connectRedis } from '../api/src/cluster/redisConnection';
import type { ServerConfig } from '../api/src/config';
import { createMemoryLogger } from '../api/src/logger';
import { runDatabaseCommand } from './databaseCommand';
import { buildRelease } from './remoteRelease';

async function fetchText(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new ReleaseError(`${url} could not be read: ${error instanceof Error ? error.message : error}`);
  }
  if (!response.ok) throw new ReleaseError(`${url} answered ${response.status}.`);
  return response.text();
}

/** With REDIS_URL, a switch reaches every instance at once instead of within its one-second poll. */
async function tellInstances(redis: ServerConfig['redis']): Promise<void> {
  if (!redis) return;
  // The connection's own notices (reconnects) are not the command's output.
  const connection = await connectRedis(redis.url, createMemoryLogger());
  try {
    if (!(await publishReleaseSwitch(connection, redis.prefix)))
      console.error(
        'Redis did not answer: the instances serve the switch within a second, from the database.',
      );
  } finally {
    await connection.close();
  }
}

runDatabaseCommand(async ({ config, sequelize }) => {
  let switched = false;
  const stop = onReleaseSwitch(sequelize, () => {
    switched = true;
  });
  const code = await remoteCommand(process.argv.slice(2), {
    releases: releaseService(defineModels(sequelize), () => shellContract(config.shellDist)),
    build: (name) => buildRelease(name, config.releasesDir),
    fetchText,
    actor: `cli:${os.userInfo().username}`,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  stop();
  if (switched) await tellInstances(config.redis);
  return code;
});
