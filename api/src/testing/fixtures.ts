// A throwaway build folder and config for app tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOOT_DATA_ELEMENT_ID, type RemoteName } from '@bento/core';
import type { AppConfig } from '../deps';
import { loadServerConfig } from '../config';

export const SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

export interface TempBuild {
  root: string;
  shellDist: string;
  remoteDist: (name: RemoteName) => string;
  remove(): void;
}

/** shell/ with index.html and a hashed bundle; remotes/editor/ with a manifest, remoteEntry.js and a chunk. */
export function createTempBuild(): TempBuild {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-dist-'));
  const shellDist = path.join(root, 'shell');
  const remoteDist = (name: RemoteName) => path.join(root, 'remotes', name);
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  write(path.join(shellDist, 'index.html'), SHELL_HTML);
  write(path.join(shellDist, 'main.0f1e2d3c.js'), 'console.log("shell");');
  write(path.join(shellDist, 'favicon.ico'), 'icon');
  write(path.join(remoteDist('editor'), 'mf-manifest.json'), '{"id":"editor"}');
  write(path.join(remoteDist('editor'), 'remoteEntry.js'), 'var editor;');
  write(path.join(remoteDist('editor'), 'chunk.1a2b3c4d.js'), 'console.log("chunk");');
  return { root, shellDist, remoteDist, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** Where tests' mail goes without SMTP_URL (sign-ups send a verification link): not the repository's data/. */
export const TEST_MAIL_OUTBOX_DIR = path.join(os.tmpdir(), 'bento-test-outbox');

/** The server's config for an environment (NODE_ENV=test unless given), with overrides. */
export function testConfig(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadServerConfig({ NODE_ENV: 'test', MAIL_OUTBOX_DIR: TEST_MAIL_OUTBOX_DIR, ...env }),
    ...overrides,
  };
}

/** The boot data block's JSON, parsed as the browser would read the element's text. */
export function bootDataOf(html: string): unknown {
  const match = new RegExp(
    `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match) throw new Error('no boot data block');
  return JSON.parse(match[1]!);
}
