import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { createSequelize } from '../db/connect';
import { createTempBuild, testConfig, type TempBuild } from '../testing/fixtures';
import { testAuth } from '../testing/users';
import { BOOT_DATA_ELEMENT_ID } from '@bento/core';
import { shellPageReader, withBootData } from './shellPage';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const DATA = { remotes: {}, config: {}, auth: { strategy: 'local' }, authUrls: {} };

/** The boot data block's JSON, parsed as the browser would read the element's text. */
function bootDataOf(html: string): unknown {
  const match = new RegExp(
    `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match) throw new Error('no boot data block');
  return JSON.parse(match[1]!);
}

describe('withBootData', () => {
  it('puts the block before </body>, once, and leaves the rest of the page as it was', () => {
    const page =
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const html = withBootData(page, DATA);
    expect(html.replace(/<script id="bento-boot".*?<\/script>/, '')).toBe(page);
    expect(html.indexOf('<script id="bento-boot"')).toBe(page.indexOf('</body>'));
    expect(bootDataOf(html)).toEqual(DATA);
  });

  it('keeps values that look like markup from closing the element', () => {
    const tricky = { ...DATA, config: { apiBase: '</script><script>alert(1)</script><!--', sep: '\u2028' } };
    const html = withBootData('<body></body>', tricky);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(bootDataOf(html)).toEqual(tricky);
  });
});

describe('shellPageReader', () => {
  let build: TempBuild;
  beforeEach(() => {
    build = createTempBuild();
  });
  afterEach(() => build.remove());

  it('answers null without a build, and picks up a build made after it started', () => {
    const file = path.join(build.shellDist, 'index.html');
    fs.rmSync(file);
    const read = shellPageReader(file, DATA);
    expect(read('/')).toBeNull();
    fs.writeFileSync(file, '<body>first</body>');
    expect(read('/')).toContain('first');
    fs.writeFileSync(file, '<body>second build</body>');
    expect(read('/')).toContain('second build');
    expect(bootDataOf(read('/')!)).toEqual(DATA);
  });

  it("ends the page's head with the route's tags", () => {
    const file = path.join(build.shellDist, 'index.html');
    fs.writeFileSync(file, '<html><head><title>x</title></head><body></body></html>');
    const read = shellPageReader(file, DATA, (pathname) =>
      pathname === '/' ? ['<link a>', '<link b>'] : [],
    );
    expect(read('/')).toMatch(/^<html><head><title>x<\/title><link a><link b><\/head><body>/);
    expect(read('/templates')).toMatch(/^<html><head><title>x<\/title><\/head><body>/);
  });
});

describe('the shell page of the app', () => {
  let build: TempBuild;
  const sequelize = createSequelize('sqlite::memory:');
  const app = (env: Record<string, string> = {}) =>
    createApp({
      sequelize,
      auth: testAuth,
      config: testConfig(env, { shellDist: build.shellDist, remoteDist: build.remoteDist }),
    });

  beforeAll(() => {
    build = createTempBuild();
  });
  afterAll(async () => {
    build.remove();
    await sequelize.close();
  });

  it.each(['/', '/my-site/edit', '/index.html'])(
    'embeds in %s exactly what the four boot requests answer',
    async (url) => {
      const server = app({
        REMOTE_EMBEDS_URL: 'https://cdn.example.org/embeds/mf-manifest.json',
        API_BACKUP_HOSTS: 'api-backup.example.org',
      });
      const page = await request(server).get(url).set('Accept', HTML);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const [remotes, config, auth, authUrls] = await Promise.all(
        ['/remotes.json', '/config.json', '/api/auth/config', '/api/auth/auth-urls'].map(
          async (path) => (await request(server).get(path)).body as unknown,
        ),
      );
      expect(bootDataOf(page.text)).toEqual({ remotes, config, auth, authUrls });
      expect((remotes as Record<string, string>).embeds).toBe(
        'https://cdn.example.org/embeds/mf-manifest.json',
      );
    },
  );
});
