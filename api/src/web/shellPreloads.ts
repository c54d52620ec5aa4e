// The page answered for a heavy route names what that route's remotes will load first, so the browser fetches it
// while the shell's own script downloads instead of after it has run (issue 17: each step of that chain costs a
// round trip on a phone). For each remote module the route mounts first (core routeModules): the remote's
// manifest, and when the remote is served from here, its remoteEntry.js and the module's own chunks, read from
// the remote's built mf-manifest.json. fetchpriority=low: they must not hold back the page's own stylesheet and
// script, which paint the first screen. No stylesheets: Chromium answers a later <link rel=stylesheet> from a
// failed preload without asking again, so a remote whose first load failed could never be retried in the page.
import path from 'node:path';
import {
  defaultRemoteManifestUrl,
  routeModules,
  splitModuleId,
  type RemoteMap,
  type RemoteName,
} from '@bento/core';
import { changedFileReader } from './changedFile';
import { escapeHtml } from './siteSsrPage';

interface ExposeAssets {
  name: string;
  assets: { js: { sync: string[] } };
}

interface RemoteManifest {
  /** The remote's entry file, relative to its manifest. */
  remoteEntry: string;
  exposes: ExposeAssets[];
}

function parseManifest(text: string): RemoteManifest {
  const manifest = JSON.parse(text) as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
    exposes?: ExposeAssets[];
  };
  const entry = manifest.metaData?.remoteEntry;
  if (!Array.isArray(manifest.exposes) || !entry?.name) throw new Error('not a remote manifest');
  return { remoteEntry: entry.path ? `${entry.path}/${entry.name}` : entry.name, exposes: manifest.exposes };
}

function preload(href: string, as: 'fetch' | 'script'): string {
  // The federation runtime fetches manifests in CORS mode: the preload must ask the same way to be reused.
  const cors = as === 'fetch' ? ' crossorigin' : '';
  return `<link rel="preload" as="${as}" href="${escapeHtml(href)}" fetchpriority="low"${cors}>`;
}

export interface ShellPreloadsOptions {
  /** The build folder of each remote served by this server. */
  remoteDist: (name: RemoteName) => string;
  /** RELEASES_DIR: the folders of the releases served here, at /releases/<name>/<version>/. */
  releasesDir?: string;
}

/** The folder of a manifest served by this server (its built dist or a release here), or null. */
function localManifestFolder(
  name: RemoteName,
  manifestUrl: string,
  { remoteDist, releasesDir }: ShellPreloadsOptions,
): string | null {
  if (manifestUrl === defaultRemoteManifestUrl(name)) return remoteDist(name);
  const release = /^\/releases\/([a-z]+)\/([\w.-]+)\/mf-manifest\.json$/.exec(manifestUrl);
  if (releasesDir && release?.[1] === name) return path.join(releasesDir, name, release[2]!);
  return null;
}

/** The preload tags for the route at `pathname` (none for the light routes), with the remotes where `remotes` says. */
export function shellPreloads(
  options: ShellPreloadsOptions,
): (pathname: string, remotes: RemoteMap) => string[] {
  const manifests = new Map<string, () => RemoteManifest | null>();
  const localManifest = (folder: string) => {
    let read = manifests.get(folder);
    if (!read) {
      read = changedFileReader(path.join(folder, 'mf-manifest.json'), parseManifest);
      manifests.set(folder, read);
    }
    return read();
  };

  return (pathname, remotes) => {
    const tags = new Set<string>();
    for (const id of routeModules(pathname)) {
      const [name, expose] = splitModuleId(id);
      const manifestUrl = remotes[name];
      tags.add(preload(manifestUrl, 'fetch'));
      // A remote moved to another origin: its files are known only from its manifest, which the browser reads.
      const folder = localManifestFolder(name, manifestUrl, options);
      if (folder === null) continue;
      const manifest = localManifest(folder);
      const assets = manifest?.exposes.find((entry) => entry.name === expose)?.assets;
      if (!manifest || !assets) continue;
      const base = path.posix.dirname(manifestUrl);
      tags.add(preload(`${base}/${manifest.remoteEntry}`, 'script'));
      for (const file of assets.js.sync) tags.add(preload(`${base}/${file}`, 'script'));
    }
    return [...tags];
  };
}
