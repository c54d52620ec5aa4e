import { Transaction, type ModelStatic, type Model, type Sequelize } from 'sequelize';
import { createKeyedMutex, type KeyedMutex } from './keyedMutex';

/**
 * Serialises writes that must not interleave.
 * - SQLite has one writer and Sequelize shares connections (one connection for an in-memory database), so a
 *   write issued while another request's transaction is open can land inside that transaction, or fail with
 *   SQLITE_BUSY. Every write on a SQLite database therefore runs alone, whatever its key.
 * - MySQL/MariaDB: writes with the same key run one at a time (row locks do the rest); other keys run freely.
 * Every route that writes goes through here: designs and sites (api/src/designs/userWrites.ts) and auth.
 */
const mutexes = new WeakMap<Sequelize, KeyedMutex>();

function mutexFor(sequelize: Sequelize): KeyedMutex {
  let mutex = mutexes.get(sequelize);
  if (!mutex) {
    mutex = createKeyedMutex();
    mutexes.set(sequelize, mutex);
  }
  return mutex;
}

export function serializedWrite<T>(sequelize: Sequelize, key: string, work: () => Promise<T>): Promise<T> {
  return mutexFor(sequelize).run(sequelize.getDialect() === 'sqlite' ? 'sqlite' : key, work);
}

/**
 * Options of a transaction that writes: on SQLite it takes the write lock at BEGIN (IMMEDIATE), so two such
 * transactions queue instead of failing with SQLITE_BUSY when the second tries to write.
 */
export function writeTransactionOptions(sequelize: Sequelize): { type?: Transaction.TYPES } {
  return sequelize.getDialect() === 'sqlite' ? { type: Transaction.TYPES.IMMEDIATE } : {};
}

/** The database a model belongs to (models are defined per Sequelize instance). */
export function databaseOf(model: ModelStatic<Model>): Sequelize {
  const sequelize = model.sequelize;
  if (!sequelize) throw new Error(`Model ${model.name} is not bound to a database`);
  return sequelize;
}
