// The published-site viewer's builds, loaded lazily: the node renderer (sites-mfe/server/dist) and the page's small
// enhancement script (sites-mfe/enhance/dist), both made by npm run build.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';

/** What the server needs from the viewer: sites-mfe/src/server/renderViewer.tsx, its CSS and the script. */
export interface ViewerRenderer {
  renderSite(site: unknown, url: string): string;
  renderSiteError(message: 'Site not found'): string;
  /** The site page's data block for the script. */
  siteData(site: unknown, url: string): unknown;
  errorData(slug: string, message: 'Site not found'): unknown;
  css: string;
  /** The enhancement script: its hashed file name and the folder it is in (null: the page has no script). */
  script: SiteScript | null;
  /** Changes when a build changes (part of the page cache key). */
  version: string;
  /** The file renderSite & co. come from: the document pool's threads load it (workers/viewerModules.ts). */
  module: string;
}

/**
 * The page's script, enhance.<hash>.js, and the parts it fetches on first use from the same folder (the report
 * dialog, the gallery's loader: report.<hash>.js…, named with the same build hash).
 */
export interface SiteScript {
  file: string;
  dir: string;
  parts: readonly string[];
}

/** Answers the renderer, or null when it is not built. */
export type ViewerSource = () => ViewerRenderer | null;

export const VIEWER_BUILD_DIR = path.join(repoRoot, 'sites-mfe', 'server', 'dist');
export const ENHANCE_BUILD_DIR = path.join(repoRoot, 'sites-mfe', 'enhance', 'dist');
const SCRIPT_FILE = /^enhance\.([0-9a-f]{8})\.js$/;
const BUILT_FILE = /^([a-z]+)\.([0-9a-f]{8})\.js$/;

function findScript(dir: string): SiteScript | null {
  try {
    const names = fs.readdirSync(dir);
    const hash = names.map((name) => SCRIPT_FILE.exec(name)?.[1]).find((found) => found !== undefined);
    if (!hash) return null;
    const parts = names.filter((name) => {
      const match = BUILT_FILE.exec(name);
      return match?.[2] === hash && match[1] !== 'enhance';
    });
    return { file: `enhance.${hash}.js`, dir, parts };
  } catch {
    return null;
  }
}

/** How often the build folders are looked at again: a page view must not wait on the file system. */
export const VIEWER_RECHECK_MS = 1000;

/**
 * Loads viewer.js, viewer.css and the script's name at the first request and again after a rebuild (noticed
 * within VIEWER_RECHECK_MS).
 */
export function viewerFromBuild(
  dir: string = VIEWER_BUILD_DIR,
  scriptDir: string = ENHANCE_BUILD_DIR,
  now: () => number = Date.now,
): ViewerSource {
  const jsFile = path.join(dir, 'viewer.js');
  const cssFile = path.join(dir, 'viewer.css');
  let loaded: { stamp: string; renderer: ViewerRenderer } | null = null;
  let checkedAt = -Infinity;
  return () => {
    if (loaded && now() - checkedAt < VIEWER_RECHECK_MS) return loaded.renderer;
    checkedAt = now();
    let stamp: string;
    let script: SiteScript | null;
    try {
      script = findScript(scriptDir);
      stamp = `${fs.statSync(jsFile).mtimeMs}:${fs.statSync(cssFile).mtimeMs}:${script?.file}`;
    } catch {
      return null;
    }
    if (loaded?.stamp === stamp) return loaded.renderer;
    const resolved = require.resolve(jsFile);
    delete require.cache[resolved];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output chosen at run time
    const bundle = require(resolved) as Pick<
      ViewerRenderer,
      'renderSite' | 'renderSiteError' | 'siteData' | 'errorData'
    >;
    const renderer: ViewerRenderer = {
      renderSite: bundle.renderSite,
      renderSiteError: bundle.renderSiteError,
      siteData: bundle.siteData,
      errorData: bundle.errorData,
      css: fs.readFileSync(cssFile, 'utf8'),
      script,
      version: stamp,
      module: resolved,
    };
    loaded = { stamp, renderer };
    return renderer;
  };
}
