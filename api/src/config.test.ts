import path from 'node:path';
import { DEFAULT_APP_CONFIG } from '@bento/core';
import { loadServerConfig } from './config';
import { repoRoot } from './paths';

describe('loadServerConfig', () => {
  it('has defaults for an empty environment', () => {
    const config = loadServerConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe(`sqlite:${path.join(repoRoot, 'data', 'bento.sqlite')}`);
    expect(config.remotes.editor).toBe('/remotes/editor/mf-manifest.json');
    expect(config.publicConfig).toEqual(DEFAULT_APP_CONFIG);
    expect(config.shellDist).toBe(path.join(repoRoot, 'shell', 'dist'));
    expect(config.remoteDist('embeds')).toBe(path.join(repoRoot, 'embeds-mfe', 'dist'));
    expect(config.logRequests).toBe(true);
  });

  it('resolves the repo root to the folder holding api/', () => {
    expect(path.join(repoRoot, 'api', 'src')).toBe(__dirname);
  });

  it('reads PORT, DATABASE_URL, remotes and public config from the environment', () => {
    const config = loadServerConfig({
      PORT: '8080',
      DATABASE_URL: 'mysql://u:p@db:3306/bento',
      REMOTE_EDITOR_URL: 'https://cdn.example.org/editor/mf-manifest.json',
      APP_NAME: 'Bento Test',
      NODE_ENV: 'test',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('mysql://u:p@db:3306/bento');
    expect(config.remotes.editor).toBe('https://cdn.example.org/editor/mf-manifest.json');
    expect(config.remotes.sites).toBe('/remotes/sites/mf-manifest.json');
    expect(config.publicConfig.appName).toBe('Bento Test');
    expect(config.logRequests).toBe(false);
  });

  it('reads when a canary is switched off by itself, refusing counts below 1 and rates outside 0–1', () => {
    expect(loadServerConfig({}).canaryPolicy).toEqual({ minLoads: 20, maxFailureRate: 0.1 });
    expect(loadServerConfig({ CANARY_MIN_LOADS: '3', CANARY_MAX_FAILURE_RATE: '0.25' }).canaryPolicy).toEqual(
      { minLoads: 3, maxFailureRate: 0.25 },
    );
    expect(() => loadServerConfig({ CANARY_MIN_LOADS: '-5' })).toThrow(
      'CANARY_MIN_LOADS must be a whole number of at least 1, got "-5"',
    );
    expect(() => loadServerConfig({ CANARY_MAX_FAILURE_RATE: '1' })).toThrow(
      'CANARY_MAX_FAILURE_RATE must be a number from 0 up to 1, got "1"',
    );
  });

  it('accepts port 0 and rejects ports that are not numbers', () => {
    expect(loadServerConfig({ PORT: '0' }).port).toBe(0);
    expect(loadServerConfig({ PORT: ' ' }).port).toBe(3000);
    expect(() => loadServerConfig({ PORT: 'abc' })).toThrow(
      'PORT must be a number from 0 to 65535, got "abc"',
    );
    expect(() => loadServerConfig({ PORT: '70000' })).toThrow('PORT must be');
    expect(() => loadServerConfig({ PORT: '-1' })).toThrow('PORT must be');
  });

  it('keeps uploads in the database, 100 MB per user, 60 per 10 minutes, unless told otherwise', () => {
    expect(loadServerConfig({}).uploads).toEqual({
      dir: null,
      quotaBytes: 100 * 1024 * 1024,
      rateLimit: { limit: 60, windowMs: 10 * 60_000 },
    });
    const config = loadServerConfig({
      UPLOADS_DIR: 'data/uploads',
      UPLOAD_QUOTA_MB: '250',
      UPLOAD_RATE_LIMIT_MAX: '5',
      UPLOAD_RATE_LIMIT_WINDOW_MINUTES: '1',
    });
    expect(config.uploads).toEqual({
      dir: path.join(repoRoot, 'data', 'uploads'),
      quotaBytes: 250 * 1024 * 1024,
      rateLimit: { limit: 5, windowMs: 60_000 },
    });
    expect(loadServerConfig({ UPLOADS_DIR: '  ' }).uploads.dir).toBeNull();
    expect(() => loadServerConfig({ UPLOAD_QUOTA_MB: '0' })).toThrow(
      'UPLOAD_QUOTA_MB must be a whole number of at least 1, got "0"',
    );
    expect(() => loadServerConfig({ UPLOAD_RATE_LIMIT_MAX: 'lots' })).toThrow(
      'UPLOAD_RATE_LIMIT_MAX must be',
    );
  });
});
