import path from 'node:path';

/** The monorepo root (api/src → ../..). Relative paths in the server's config resolve from here. */
export const repoRoot = path.resolve(__dirname, '../..');
