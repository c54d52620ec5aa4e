import type { Transaction } from 'sequelize';
import { type Sequelize } from 'sequelize';
import type { Models } from '../db/models';
import { ApiError } from '../web/errors';
import { databaseEvent } from '../db/databaseEvent';
import { serializedWrite, writeTransactionOptions } from '../db/writeLock';

/**
 * Runs one user's write in a transaction, serialised against that user's other writes, so count-then-insert
 * limits (10 designs, 5 sites) hold under concurrent requests and a failure leaves nothing half-written.
 *
 * - MySQL/MariaDB: the transaction first locks the user's row (SELECT … FOR UPDATE), which serialises the
 *   user's writes across processes; an in-process mutex per user keeps waiting requests from holding pool
 *   connections while they queue.
 * - SQLite has no row locks, one writer at a time, and Sequelize gives an in-memory database one shared
 *   connection, so concurrent transactions collide (SQLITE_BUSY, or BEGIN inside BEGIN). Every write is
 *   serialised per database, not per user, and begins IMMEDIATE (takes the write lock up front).
 */
export type UserWrite = <T>(userId: string, work: (transaction: Transaction) => Promise<T>) => Promise<T>;

/** 'here': this process wrote; 'elsewhere': another instance did (cluster/userWriteBroadcast.ts relays it). */
export type WriteOrigin = 'here' | 'elsewhere';
export type UserWriteListener = (userId: string, origin: WriteOrigin) => void;
const userWritten = databaseEvent<[userId: string, origin: WriteOrigin]>();

/** Called after each of a user's writes settles (committed or rolled back), e.g. to drop cached answers. */
export function onUserWrite(sequelize: Sequelize, listener: UserWriteListener): () => void {
  return userWritten.on(sequelize, listener);
}

/** Tells this process's listeners that `userId` wrote (after a local transaction, or relayed from another instance). */
export function announceUserWrite(sequelize: Sequelize, userId: string, origin: WriteOrigin): void {
  userWritten.emit(sequelize, userId, origin);
}

export function userWrites(sequelize: Sequelize, models: Models): UserWrite {
  const options = writeTransactionOptions(sequelize);
  return (userId, work) =>
    serializedWrite(sequelize, `user:${userId}`, async () => {
      try {
        return await sequelize.transaction(options, async (transaction) => {
          const user = await models.User.findByPk(userId, {
            attributes: ['id'],
            transaction,
            lock: transaction.LOCK.UPDATE,
          });
          // A valid token for a deleted account: nothing of theirs can be written.
          if (!user) throw new ApiError(401, 'unauthorized', 'You must be signed in to do that.');
          return work(transaction);
        });
      } finally {
        announceUserWrite(sequelize, userId, 'here');
      }
    });
}
