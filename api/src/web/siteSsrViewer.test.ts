import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VIEWER_RECHECK_MS, viewerFromBuild } from './siteSsrViewer';

/** A stand-in build: a viewer bundle whose renderSite answers `label`, its CSS and an enhancement script. */
function writeBuild(dir: string, label: string, scriptHash: string): void {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'enhance'), { recursive: true });
  const render = `() => ${JSON.stringify(label)}`;
  fs.writeFileSync(
    path.join(dir, 'server', 'viewer.js'),
    `module.exports = { renderSite: ${render}, renderSiteError: ${render}, siteData: () => ({}), errorData: () => ({}) };`,
  );
  fs.writeFileSync(path.join(dir, 'server', 'viewer.css'), `.${label} {}`);
  for (const old of fs.readdirSync(path.join(dir, 'enhance'))) fs.rmSync(path.join(dir, 'enhance', old));
  for (const name of ['enhance', 'report', 'gallery']) {
    fs.writeFileSync(path.join(dir, 'enhance', `${name}.${scriptHash}.js`), '');
  }
  // Pre-compressed copies are not served by the script's route: they are not parts.
  fs.writeFileSync(path.join(dir, 'enhance', `gallery.${scriptHash}.js.br`), '');
}

describe('viewerFromBuild', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-viewer-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers null until built, then the build; a rebuild is seen once the recheck interval has passed', () => {
    let now = 0;
    const viewer = viewerFromBuild(path.join(dir, 'server'), path.join(dir, 'enhance'), () => now);
    expect(viewer()).toBeNull();

    writeBuild(dir, 'first', '00000001');
    const first = viewer();
    expect(first?.renderSite({}, '/a')).toBe('first');
    expect(first?.script?.file).toBe('enhance.00000001.js');
    expect([...(first?.script?.parts ?? [])].sort()).toEqual(['gallery.00000001.js', 'report.00000001.js']);

    // A rebuild (new script name): not looked for while the last check is recent, so views touch no file.
    writeBuild(dir, 'second', '00000002');
    now += VIEWER_RECHECK_MS - 1;
    expect(viewer()).toBe(first);

    // (Jest keeps its own module registry, so the bundle's code is not reloaded here; Node's require is.)
    now += 1;
    const second = viewer();
    expect(second).not.toBe(first);
    expect(second?.css).toBe('.second {}');
    expect(second?.script?.file).toBe('enhance.00000002.js');
    expect([...(second?.script?.parts ?? [])].sort()).toEqual(['gallery.00000002.js', 'report.00000002.js']);
    expect(second?.version).not.toBe(first?.version);
  });
});
