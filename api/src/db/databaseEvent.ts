import type { Sequelize } from 'sequelize';

/**
 * Something that happens to one database, heard by this process's listeners of that database (models are per
 * Sequelize instance, so tests may hold several databases at once). Listeners go with their database.
 */
export function databaseEvent<Args extends unknown[]>() {
  const listeners = new WeakMap<Sequelize, Set<(...args: Args) => void>>();
  return {
    /** Answers a function that stops listening. */
    on(sequelize: Sequelize, listener: (...args: Args) => void): () => void {
      let set = listeners.get(sequelize);
      if (!set) {
        set = new Set();
        listeners.set(sequelize, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(sequelize: Sequelize, ...args: Args): void {
      for (const listener of listeners.get(sequelize) ?? []) listener(...args);
    },
  };
}
