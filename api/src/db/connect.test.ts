import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../paths';
import { createSequelize, parseDatabaseUrl } from './connect';

describe('parseDatabaseUrl', () => {
  it('resolves relative SQLite paths from the repo root', () => {
    expect(parseDatabaseUrl('sqlite:data/bento.sqlite')).toEqual({
      dialect: 'sqlite',
      storage: path.join(repoRoot, 'data', 'bento.sqlite'),
    });
    expect(parseDatabaseUrl('sqlite:/var/lib/bento.sqlite')).toEqual({
      dialect: 'sqlite',
      storage: '/var/lib/bento.sqlite',
    });
    expect(parseDatabaseUrl('sqlite:///var/lib/bento.sqlite')).toEqual({
      dialect: 'sqlite',
      storage: '/var/lib/bento.sqlite',
    });
  });

  it('knows in-memory SQLite and MySQL', () => {
    expect(parseDatabaseUrl('sqlite::memory:')).toEqual({ dialect: 'sqlite', storage: ':memory:' });
    expect(parseDatabaseUrl('mysql://u:p@db:3306/bento')).toEqual({
      dialect: 'mysql',
      url: 'mysql://u:p@db:3306/bento',
    });
  });

  it('refuses other schemes without echoing credentials', () => {
    const attempt = () => parseDatabaseUrl('postgres://admin:s3cret@db/bento');
    expect(attempt).toThrow('Unsupported DATABASE_URL scheme postgres:');
    expect(attempt).not.toThrow(/s3cret/);
    expect(() => parseDatabaseUrl('sqlite:')).toThrow('needs a file path');
    expect(() => parseDatabaseUrl('')).toThrow('Unsupported DATABASE_URL scheme (none)');
  });
});

describe('createSequelize', () => {
  it('opens an in-memory SQLite database', async () => {
    const sequelize = createSequelize('sqlite::memory:');
    try {
      expect(sequelize.getDialect()).toBe('sqlite');
      await expect(sequelize.authenticate()).resolves.toBeUndefined();
    } finally {
      await sequelize.close();
    }
  });

  it('creates the parent folder of a SQLite file', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-db-'));
    const file = path.join(root, 'nested', 'deeper', 'bento.sqlite');
    const sequelize = createSequelize(`sqlite:${file}`);
    try {
      expect(fs.existsSync(path.dirname(file))).toBe(true);
      await sequelize.query('CREATE TABLE t (id INTEGER)');
      expect(fs.existsSync(file)).toBe(true);
    } finally {
      await sequelize.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('uses the mysql dialect (mysql2) for mysql:// without connecting yet', async () => {
    const sequelize = createSequelize('mysql://u:p@127.0.0.1:1/bento');
    expect(sequelize.getDialect()).toBe('mysql');
    expect(sequelize.config.database).toBe('bento');
    await sequelize.close();
  });
});
