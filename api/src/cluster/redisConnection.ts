// The two connections to REDIS_URL (commands, and the pub/sub subscriber) for as long as the server runs: Redis is
// optional, also when it fails. The server starts whether or not Redis answers, keeps reconnecting in the background,
// and never waits for it: a command fails at once while Redis is away (no offline queue) or after COMMAND_TIMEOUT_MS
// when it hangs, and its callers carry on without it (per-instance counters and caches). One warning per outage.
import Redis, { type RedisOptions } from 'ioredis';
import type { Logger } from '../logger';

/** A command that gets no answer within this long fails (its caller then carries on without Redis). */
const COMMAND_TIMEOUT_MS = 500;
/** How long startServer waits for a first answer, so a normal start begins with shared state. */
const FIRST_ANSWER_MS = 2_000;

const options: RedisOptions = {
  lazyConnect: false,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  connectTimeout: FIRST_ANSWER_MS,
  // Reconnect for ever, at most every 2 s.
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
};

export interface RedisConnection {
  /** Commands (counters, PUBLISH). Use only while isUp(); a command may still fail, and the caller carries on. */
  client: Redis;
  /** The pub/sub subscriber: subscribe on each of its 'ready' events (it does not resubscribe by itself). */
  subscriber: Redis;
  /** Whether the command connection is up now. */
  isUp(): boolean;
  /** Resolves when both connections answer PING (GET /api/ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Resolves when `connection` is ready or has failed (whichever comes first). */
function firstAnswer(connection: Redis): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  return new Promise<void>((resolve) => {
    connection.once('ready', () => resolve());
    connection.once('error', () => resolve());
  });
}

/** Connects to `url` in the background; resolves once Redis has answered or failed to, within 2 s. */
export async function connectRedis(url: string, logger: Logger): Promise<RedisConnection> {
  const client = new Redis(url, { ...options, commandTimeout: COMMAND_TIMEOUT_MS });
  const subscriber = new Redis(url, { ...options, autoResubscribe: false });
  let closing = false;
  // Whether this outage has been reported (from the first failure until Redis answers again).
  let warned = false;

  const down = (err?: unknown) => {
    if (closing || warned) return;
    warned = true;
    logger.warn('Redis is not answering: caches and rate limits are per instance until it does', {
      err: err instanceof Error ? err.message : err,
    });
  };
  client.on('ready', () => {
    if (warned) logger.info('Redis answers again: caches and rate limits are shared again');
    warned = false;
  });
  client.on('error', down);
  client.on('close', () => down());
  // The command connection speaks for both; the subscriber's failures are the same outage.
  subscriber.on('error', () => undefined);

  // Both connections: GET /api/ready pings both, and a probe right after the start must not find the subscriber
  // still connecting (CI's busy machine saw 'degraded' there).
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([firstAnswer(client), firstAnswer(subscriber)]),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_ANSWER_MS))),
  ]);
  clearTimeout(timer);
  if (client.status !== 'ready') down();

  const pingSubscriber = async () => {
    if (subscriber.status !== 'ready') throw new Error('the Redis subscriber is not connected');
    await subscriber.ping();
  };
  const quit = (connection: Redis) =>
    connection.status === 'ready'
      ? connection.quit().then(
          () => undefined,
          () => connection.disconnect(),
        )
      : connection.disconnect();
  return {
    client,
    subscriber,
    isUp: () => client.status === 'ready',
    ping: async () => {
      await Promise.all([client.ping(), pingSubscriber()]);
    },
    close: async () => {
      closing = true;
      await Promise.all([quit(client), quit(subscriber)]);
    },
  };
}
