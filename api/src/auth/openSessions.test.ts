import { randomUUID } from 'node:crypto';
import { migrateUp } from '../db/migrate';
import { migratedDatabaseFor, testDatabases } from '../testing/databases';
import { openSessionCheck, SESSIONS_PER_QUERY } from './openSessions';
import { sessionIdOf } from './sessions';

jest.setTimeout(30_000);

describe.each(testDatabases())('openSessionCheck on $label', (db) => {
  const database = migratedDatabaseFor(db);

  async function openSession(expiresAt = new Date(Date.now() + 60_000)) {
    const user = await database.models.User.create({
      email: `${randomUUID()}@example.org`,
      fullName: 'Reader',
    });
    const session = await database.models.Session.create({
      id: sessionIdOf(randomUUID()),
      userId: user.id,
      expiresAt,
    });
    return { userId: user.id, sessionId: session.id };
  }

  it('is open only for the session’s own user, while it exists and has not expired', async () => {
    const check = openSessionCheck(database.sequelize);
    const { userId, sessionId } = await openSession();
    const other = await openSession();
    const expired = await openSession(new Date(Date.now() - 1));
    expect(await check(sessionId, userId)).toBe(true);
    expect(await check(sessionId, other.userId)).toBe(false);
    expect(await check(other.sessionId, userId)).toBe(false);
    expect(await check('no-such-session', userId)).toBe(false);
    expect(await check(expired.sessionId, expired.userId)).toBe(false);
  });

  it('refuses the very next check once the session is deleted (sign-out) or its user is', async () => {
    const check = openSessionCheck(database.sequelize);
    const signedOut = await openSession();
    const deleted = await openSession();
    expect(await check(signedOut.sessionId, signedOut.userId)).toBe(true);
    expect(await check(deleted.sessionId, deleted.userId)).toBe(true);
    await database.models.Session.destroy({ where: { id: signedOut.sessionId } });
    await database.sequelize.transaction((transaction) =>
      database.models.User.destroy({ where: { id: deleted.userId }, transaction }),
    );
    expect(await check(signedOut.sessionId, signedOut.userId)).toBe(false);
    expect(await check(deleted.sessionId, deleted.userId)).toBe(false);
  });

  it.each([1, 2, 5, 17, SESSIONS_PER_QUERY + 1, 2 * SESSIONS_PER_QUERY + 7])(
    'answers a burst of checks on %i session(s), each for its own session and user',
    async (count) => {
      const check = openSessionCheck(database.sequelize);
      const sessions = await Promise.all(Array.from({ length: count }, () => openSession()));
      const closed = sessions.filter((_, index) => index % 3 === 1);
      await database.models.Session.destroy({ where: { id: closed.map(({ sessionId }) => sessionId) } });
      // Every session asked for twice, once by its owner and once by someone else, all in the same turn.
      const owners = sessions.map(({ sessionId, userId }) => check(sessionId, userId));
      const strangers = sessions.map(({ sessionId }, index) =>
        check(sessionId, sessions[(index + 1) % count]!.userId),
      );
      expect(await Promise.all(owners)).toEqual(sessions.map((_, index) => index % 3 !== 1));
      expect(await Promise.all(strangers)).toEqual(sessions.map(() => count === 1));
    },
  );

  it('fails every check of a burst whose read fails, and reads again for the next burst', async () => {
    const { userId, sessionId } = await openSession();
    const broken = await db.open();
    const check = openSessionCheck(broken); // no tables yet: the read fails
    await expect(Promise.all([check(sessionId, userId), check('other', userId)])).rejects.toThrow();
    await migrateUp(broken);
    expect(await check(sessionId, userId)).toBe(false);
    expect(await openSessionCheck(database.sequelize)(sessionId, userId)).toBe(true);
  });
});
