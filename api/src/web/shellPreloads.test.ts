import fs from 'node:fs';
import path from 'node:path';
import { remoteMapFromEnv, type RemoteName } from '@bento/core';
import { createTempBuild, type TempBuild } from '../testing/fixtures';
import { shellPreloads } from './shellPreloads';

const EDITOR_MANIFEST = {
  id: 'editor',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'EditorScreen',
      assets: {
        js: { sync: ['308.aa.js', '__federation_expose_EditorScreen.bb.js'], async: ['713.lexical.js'] },
        css: { sync: ['__federation_expose_EditorScreen.cc.css'], async: ['614.dd.css'] },
      },
    },
    { name: 'Other', assets: { js: { sync: ['other.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

const low = (href: string, as: string) =>
  `<link rel="preload" as="${as}" href="${href}" fetchpriority="low">`;

describe('shellPreloads', () => {
  let build: TempBuild;
  const writeManifest = (name: RemoteName, manifest: unknown) =>
    fs.writeFileSync(path.join(build.remoteDist(name), 'mf-manifest.json'), JSON.stringify(manifest));

  beforeEach(() => {
    build = createTempBuild();
    writeManifest('editor', EDITOR_MANIFEST);
  });
  afterEach(() => build.remove());

  it("names the editor's manifest, entry and its first screen's own chunks (not its styles) for the home screen", () => {
    const preloadsFor = shellPreloads({ remoteDist: build.remoteDist });
    expect(preloadsFor('/', remoteMapFromEnv({}))).toEqual([
      '<link rel="preload" as="fetch" href="/remotes/editor/mf-manifest.json" fetchpriority="low" crossorigin>',
      low('/remotes/editor/remoteEntry.js', 'script'),
      low('/remotes/editor/308.aa.js', 'script'),
      low('/remotes/editor/__federation_expose_EditorScreen.bb.js', 'script'),
    ]);
  });

  it('names nothing for the light routes and published pages', () => {
    const preloadsFor = shellPreloads({ remoteDist: build.remoteDist });
    for (const pathname of ['/templates', '/privacy-policy', '/my-site'])
      expect(preloadsFor(pathname, remoteMapFromEnv({}))).toEqual([]);
  });

  it('names only the manifest of a remote moved to another origin, whose files it cannot know', () => {
    const remotes = remoteMapFromEnv({
      REMOTE_EDITOR_URL: 'https://cdn.example.org/editor/mf-manifest.json',
    });
    const preloadsFor = shellPreloads({ remoteDist: build.remoteDist });
    expect(preloadsFor('/', remotes)).toEqual([
      '<link rel="preload" as="fetch" href="https://cdn.example.org/editor/mf-manifest.json" fetchpriority="low" crossorigin>',
    ]);
  });

  it('names only the manifest while the remote has no build or an unreadable one, and follows a new build', () => {
    const read = shellPreloads({ remoteDist: build.remoteDist });
    const preloadsFor = (pathname: string) => read(pathname, remoteMapFromEnv({}));
    writeManifest('editor', { id: 'editor' });
    expect(preloadsFor('/')).toHaveLength(1);
    fs.writeFileSync(path.join(build.remoteDist('editor'), 'mf-manifest.json'), '{ not json');
    expect(preloadsFor('/')).toHaveLength(1);
    fs.rmSync(path.join(build.remoteDist('editor'), 'mf-manifest.json'));
    expect(preloadsFor('/')).toHaveLength(1);
    writeManifest('editor', EDITOR_MANIFEST);
    expect(preloadsFor('/')).toHaveLength(4);
  });

  it("names a release's manifest, entry and chunks from its folder under RELEASES_DIR", () => {
    const releasesDir = path.join(build.root, 'releases');
    const folder = path.join(releasesDir, 'editor', 'abc123');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(EDITOR_MANIFEST));
    const remotes = { ...remoteMapFromEnv({}), editor: '/releases/editor/abc123/mf-manifest.json' };
    expect(shellPreloads({ remoteDist: build.remoteDist, releasesDir })('/', remotes)).toEqual([
      '<link rel="preload" as="fetch" href="/releases/editor/abc123/mf-manifest.json" fetchpriority="low" crossorigin>',
      low('/releases/editor/abc123/remoteEntry.js', 'script'),
      low('/releases/editor/abc123/308.aa.js', 'script'),
      low('/releases/editor/abc123/__federation_expose_EditorScreen.bb.js', 'script'),
    ]);
  });

  it('escapes what it puts in an attribute', () => {
    const remotes = remoteMapFromEnv({ REMOTE_EDITOR_URL: 'https://cdn.example.org/e"><script>x</script>' });
    const [tag] = shellPreloads({ remoteDist: build.remoteDist })('/', remotes);
    expect(tag).not.toContain('"><script>');
    expect(tag).toContain('&quot;&gt;&lt;script&gt;');
  });
});
