import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, type Options } from 'sequelize';
import { repoRoot } from '../paths';

export type DatabaseTarget = { dialect: 'sqlite'; storage: string } | { dialect: 'mysql'; url: string };

const MEMORY = ':memory:';

/** Reads DATABASE_URL. Relative SQLite paths resolve from the repo root, not the working directory. */
export function parseDatabaseUrl(databaseUrl: string): DatabaseTarget {
  const url = databaseUrl.trim();
  if (url.startsWith('sqlite:')) {
    // Accept sqlite:<path>, sqlite://<path> and sqlite:///abs/path.
    const rest = url.slice('sqlite:'.length).replace(/^\/\/(?=.)/, '');
    if (!rest) throw new Error('DATABASE_URL "sqlite:" needs a file path, e.g. sqlite:data/bento.sqlite');
    if (rest === MEMORY) return { dialect: 'sqlite', storage: MEMORY };
    return { dialect: 'sqlite', storage: path.resolve(repoRoot, rest) };
  }
  if (url.startsWith('mysql://')) return { dialect: 'mysql', url };
  // Never echo the whole URL: it may hold a password.
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0] ?? '(none)';
  throw new Error(
    `Unsupported DATABASE_URL scheme ${scheme} — use sqlite:<path>, sqlite::memory: or mysql://user:password@host:port/database`,
  );
}

const common: Options = { logging: false };

export function createSequelize(databaseUrl: string): Sequelize {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.dialect === 'mysql') {
    return new Sequelize(target.url, {
      ...common,
      dialect: 'mysql',
      // Emoji and every other character in titles and grid data.
      dialectOptions: { charset: 'utf8mb4' },
      define: { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    });
  }
  if (target.storage !== MEMORY) fs.mkdirSync(path.dirname(target.storage), { recursive: true });
  return new Sequelize({ ...common, dialect: 'sqlite', storage: target.storage });
}
