import fs from 'node:fs';
import path from 'node:path';
import { bootDataOf, createTempBuild, type TempBuild } from '../testing/fixtures';
import { shellPageReader, withBootData } from './shellPage';

const DATA = { remotes: {}, config: {}, auth: { strategy: 'local' }, authUrls: {} };

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
    expect(read('/', false)).toBeNull();
    fs.writeFileSync(file, '<body>first</body>');
    expect(read('/', false)).toContain('first');
    fs.writeFileSync(file, '<body>second build</body>');
    expect(read('/', false)).toContain('second build');
    expect(bootDataOf(read('/', false)!)).toEqual(DATA);
  });

  it('adds the signed-out session only to the page for a request known to have none', () => {
    const file = path.join(build.shellDist, 'index.html');
    fs.writeFileSync(file, '<body>page</body>');
    const read = shellPageReader(file, DATA);
    expect(bootDataOf(read('/', true)!)).toEqual({ ...DATA, session: { user: null } });
    expect(bootDataOf(read('/', false)!)).toEqual(DATA);
  });

  it("ends the page's head with the route's tags", () => {
    const file = path.join(build.shellDist, 'index.html');
    fs.writeFileSync(file, '<html><head><title>x</title></head><body></body></html>');
    const read = shellPageReader(file, DATA, (pathname) =>
      pathname === '/' ? ['<link a>', '<link b>'] : [],
    );
    expect(read('/', true)).toMatch(/^<html><head><title>x<\/title><link a><link b><\/head><body>/);
    expect(read('/templates', false)).toMatch(/^<html><head><title>x<\/title><\/head><body>/);
  });
});
