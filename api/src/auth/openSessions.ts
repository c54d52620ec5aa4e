// The per-request session check of bearer tokens (is the session a token names still open, for its user?),
// with the checks of requests that arrive together answered by one query (bench:api, issue 16).
//
// Node reads a burst of requests in one turn of its event loop; the checks they ask for during that turn wait
// for one read sent right after it (setImmediate), which looks up every session asked for at once. Each
// answer still comes from a read that begins after its request arrived, so a session closed before then
// (sign-out, an account disabled or deleted: sessions go with their user) is refused on the very next
// request, on every instance.
import type { Sequelize } from 'sequelize';
import { selectRows, sqlDate } from '../db/driverRead';

/** Whether the session a token names is still open for that user. */
export type OpenSessionCheck = (sessionId: string, userId: string) => Promise<boolean>;

/** Sessions read by one query at most; a larger burst takes several. */
export const SESSIONS_PER_QUERY = 64;

// The IN list has one of a few lengths (padded by repeating an id), so each length is one statement, prepared
// once per connection (db/driverRead.ts), whatever the size of the burst.
const LIST_LENGTHS = [1, 4, 16, SESSIONS_PER_QUERY];

const sqlForLength = new Map(
  LIST_LENGTHS.map((length) => [
    length,
    `SELECT id, user_id FROM sessions WHERE id IN (${Array(length).fill('?').join(', ')}) AND expires_at > ?`,
  ]),
);

/** The owners of those of `ids` (SESSIONS_PER_QUERY at most) that exist and have not expired at `now`. */
async function openSessionOwners(
  sequelize: Sequelize,
  ids: string[],
  now: Date,
): Promise<Map<string, string>> {
  const length = LIST_LENGTHS.find((candidate) => candidate >= ids.length)!;
  const padded = [...ids, ...Array<string>(length - ids.length).fill(ids[0]!)];
  const rows = await selectRows(sequelize, sqlForLength.get(length)!, [...padded, sqlDate(sequelize, now)]);
  return new Map(rows.map((row) => [String(row.id), String(row.user_id)]));
}

interface AskedSession {
  /** The session's owner while it is open, else null. */
  owner: Promise<string | null>;
  answer(owner: string | null): void;
  fail(error: unknown): void;
}

function askedSession(): AskedSession {
  let answer!: AskedSession['answer'];
  let fail!: AskedSession['fail'];
  const owner = new Promise<string | null>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { owner, answer, fail };
}

/** Reads the sessions of one turn of the event loop, SESSIONS_PER_QUERY per query, and answers each check. */
function readBurst(sequelize: Sequelize, asked: Map<string, AskedSession>): void {
  const ids = [...asked.keys()];
  const now = new Date();
  for (let start = 0; start < ids.length; start += SESSIONS_PER_QUERY) {
    const chunk = ids.slice(start, start + SESSIONS_PER_QUERY);
    openSessionOwners(sequelize, chunk, now).then(
      (owners) => chunk.forEach((id) => asked.get(id)!.answer(owners.get(id) ?? null)),
      (error: unknown) => chunk.forEach((id) => asked.get(id)!.fail(error)),
    );
  }
}

const checks = new WeakMap<Sequelize, OpenSessionCheck>();

/** The check for a database's sessions table: one per database, so every caller's checks share the reads. */
export function openSessionCheck(sequelize: Sequelize): OpenSessionCheck {
  const existing = checks.get(sequelize);
  if (existing) return existing;
  let burst: Map<string, AskedSession> | null = null;
  const check: OpenSessionCheck = async (sessionId, userId) => {
    if (!burst) {
      const current = new Map<string, AskedSession>();
      burst = current;
      setImmediate(() => {
        burst = null;
        readBurst(sequelize, current);
      });
    }
    let asked = burst.get(sessionId);
    if (!asked) {
      asked = askedSession();
      burst.set(sessionId, asked);
    }
    return (await asked.owner) === userId;
  };
  checks.set(sequelize, check);
  return check;
}
