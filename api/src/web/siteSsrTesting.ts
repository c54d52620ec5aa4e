// Test-only: the published-site route with the viewer from source (its build is the same code), so GET /{slug}
// is tested without npm run build. Shared by siteSsr*.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { AppHandler } from '../app';
import { errorData, renderSite, renderSiteError, siteData } from '../../../sites-mfe/src/server/renderViewer';
import { createApp } from '../app';
import { migrateUp } from '../db/migrate';
import { defineModels } from '../db/models';
import type { ApiTest } from '../designs/testSupport';
import type { TestDatabase } from '../testing/databases';
import { createTempBuild, testConfig, type TempBuild } from '../testing/fixtures';
import { testAuth } from '../testing/users';
import { SITE_DATA_ELEMENT_ID } from './siteSsrPage';
import type { ViewerSource } from './siteSsrViewer';

export const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
export const VIEWER_CSS = '.viewer-css-marker{color:red}';
export const SCRIPT_FILE = 'enhance.0a1b2c3d.js';
export const SCRIPT_BODY = 'console.log("enhance");';
/** A part the script fetches on first use (the report dialog's). */
export const SCRIPT_PART_FILE = 'report.0a1b2c3d.js';
export const SCRIPT_PART_BODY = 'export const wireReportDialog = () => null;';

/** The page's script and its part in a build's folder for it (made, with its parents, if missing). */
export function writeSiteScript(scriptDir: string): void {
  fs.mkdirSync(scriptDir, { recursive: true });
  fs.writeFileSync(path.join(scriptDir, SCRIPT_FILE), SCRIPT_BODY);
  fs.writeFileSync(path.join(scriptDir, SCRIPT_PART_FILE), SCRIPT_PART_BODY);
}

/** The same viewer for the document pool's threads (sourceViewerModule.cjs). */
const SOURCE_VIEWER_MODULE = path.join(__dirname, '..', 'testing', 'sourceViewerModule.cjs');

export function sourceViewer(scriptDir: string): ViewerSource {
  return () => ({
    renderSite: renderSite as (site: unknown, url: string) => string,
    renderSiteError,
    siteData: siteData as (site: unknown, url: string) => unknown,
    errorData,
    css: VIEWER_CSS,
    script: { file: SCRIPT_FILE, dir: scriptDir, parts: [SCRIPT_PART_FILE] },
    version: 'source',
    module: SOURCE_VIEWER_MODULE,
  });
}

/** The page's JSON data block, parsed. */
export function dataBlock(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no data block');
  return JSON.parse(match[1]) as unknown;
}

export interface SsrTest extends ApiTest {
  build: TempBuild;
  /** Another app on the same database, with other environment variables (e.g. PUBLIC_URL). */
  appWith(env: Record<string, string>): AppHandler;
}

/** A migrated database, a temporary shell build with the page's script, and the app for `env`. */
export async function openSsrTest(db: TestDatabase, env: Record<string, string> = {}): Promise<SsrTest> {
  const build = createTempBuild();
  const scriptDir = path.join(build.root, 'enhance');
  writeSiteScript(scriptDir);
  const sequelize = await db.open();
  await migrateUp(sequelize);
  const appWith = (appEnv: Record<string, string>) =>
    createApp({
      sequelize,
      config: testConfig(appEnv, { shellDist: build.shellDist, remoteDist: build.remoteDist }),
      auth: testAuth,
      viewer: sourceViewer(scriptDir),
    });
  return { app: appWith(env), sequelize, models: defineModels(sequelize), build, appWith };
}

/** openSsrTest for a describe block: opened before its tests, removed after; answers a getter for it. */
export function ssrTestFor(db: TestDatabase, env: Record<string, string> = {}): () => SsrTest {
  let test: SsrTest | undefined;
  beforeAll(async () => {
    test = await openSsrTest(db, env);
  });
  afterAll(async () => {
    test?.build.remove();
    await db.cleanup();
  });
  return () => test!;
}
