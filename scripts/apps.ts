import path from 'node:path';
import { REMOTE_NAMES } from '@bento/core';

export const rootDir = path.resolve(__dirname, '..');

/** Every federated app, by federation name and folder: the shell (host) and its remotes. */
export const apps = [
  { name: 'shell', dir: path.join(rootDir, 'shell') },
  ...REMOTE_NAMES.map((name) => ({ name, dir: path.join(rootDir, `${name}-mfe`) })),
];
