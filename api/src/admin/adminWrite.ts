import type { Transaction } from 'sequelize';
import { type Sequelize } from 'sequelize';
import { serializedWrite, writeTransactionOptions } from '../db/writeLock';

/**
 * An admin write that belongs to no one user (a report, a template submission, the role flag): one transaction,
 * serialised by `key` like every other write (db/writeLock.ts; SQLite takes its write lock up front). Writes to a
 * user's own data (their sites, their account) go through userWrites instead, which also drops that user's
 * cached pages on every instance.
 */
export function adminWrite<T>(
  sequelize: Sequelize,
  key: string,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  const options = writeTransactionOptions(sequelize);
  return serializedWrite(sequelize, key, () => sequelize.transaction(options, work));
}
