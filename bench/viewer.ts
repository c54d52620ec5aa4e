// npm run bench:viewer — the server-rendered published-site viewer in Chromium: a 30-box site published through
// the API, beside a static HTML file of the same markup (its script removed) served by the same server in the
// same run. Prints FCP, LCP, CLS and the gzip bytes of JavaScript fetched (the page's one enhancement script),
// and the ratios.
// Targets (issue 6): FCP within 1.3 × the static file, viewer JS ≤ 150 KB gzip, CLS < 0.05. Exits 0 whatever the
// numbers; non-zero only when it cannot measure.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium';
import { rootDir } from '../scripts/apps';
import { assertProductionBuild, startProductServer } from './editorServer';
import { publishBenchSite } from './viewerSite';

const RUNS = 7;
const VIEWPORT = { width: 1280, height: 800 };
const STATIC_NAME = 'bench-viewer-static.html';
const TARGETS = { fcpRatio: 1.3, jsKb: 150, cls: 0.05 };

interface Sample {
  /** Time to first byte of the page. */
  ttfb: number;
  /** The page's parsing done: its deferred script runs after this, never before. */
  domInteractive: number;
  /** Deferred scripts have run by then. */
  domContentLoaded: number;
  fcp: number;
  lcp: number;
  cls: number;
  jsGzipBytes: number;
  /** Script path → gzip bytes. */
  scripts: Map<string, number>;
}

declare global {
  interface Window {
    __viewerBench?: { lcp: number; cls: number };
  }
}

/** The page's markup without any script: what a visitor sees before JavaScript, as a plain file. */
function staticCopy(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

async function measure(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const state = { lcp: 0, cls: 0 };
    window.__viewerBench = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const fetched: Promise<[string, number]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname;
    fetched.push(
      response
        .body()
        .then((body): [string, number] => [name, gzipSync(body).length])
        .catch((): [string, number] => [name, 0]),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  // The script has run by the load event; its owner check is the page's last request.
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      ttfb: nav?.responseStart ?? NaN,
      domInteractive: nav?.domInteractive ?? NaN,
      domContentLoaded: nav?.domContentLoadedEventStart ?? NaN,
      fcp,
      lcp: window.__viewerBench?.lcp ?? NaN,
      cls: window.__viewerBench?.cls ?? NaN,
    };
  });
  const scripts = new Map(await Promise.all(fetched));
  const jsGzipBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  await context.close();
  return { ...result, jsGzipBytes, scripts };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function summary(samples: Sample[]): Sample {
  return {
    ttfb: median(samples.map((s) => s.ttfb)),
    domInteractive: median(samples.map((s) => s.domInteractive)),
    domContentLoaded: median(samples.map((s) => s.domContentLoaded)),
    fcp: median(samples.map((s) => s.fcp)),
    lcp: median(samples.map((s) => s.lcp)),
    cls: Math.max(...samples.map((s) => s.cls)),
    jsGzipBytes: median(samples.map((s) => s.jsGzipBytes)),
    scripts: samples.at(-1)!.scripts,
  };
}

async function main() {
  assertProductionBuild();
  if (!fs.existsSync(path.join(rootDir, 'sites-mfe', 'server', 'dist', 'viewer.js'))) {
    throw new Error('The viewer has no server build: run npm run build');
  }
  process.env.AUTH_RATE_LIMIT_MAX = '1000';
  const server = await startProductServer();
  const staticFile = path.join(rootDir, 'shell', 'dist', STATIC_NAME);
  let browser: Browser | undefined;
  try {
    const slug = await publishBenchSite(server.url);
    const siteUrl = `${server.url}/${slug}`;
    const response = await fetch(siteUrl);
    if (response.status !== 200) throw new Error(`GET /${slug}: ${response.status}`);
    fs.writeFileSync(staticFile, staticCopy(await response.text()));
    const staticUrl = `${server.url}/${STATIC_NAME}`;

    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    // Warm the server's caches (site lookup, rendered page) and the OS file cache for both, then alternate.
    await measure(browser, siteUrl);
    await measure(browser, staticUrl);
    const viewer: Sample[] = [];
    const plain: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      viewer.push(await measure(browser, siteUrl));
      plain.push(await measure(browser, staticUrl));
    }
    report(summary(viewer), summary(plain));
  } finally {
    await browser?.close();
    fs.rmSync(staticFile, { force: true });
    server.stop();
  }
}

function report(viewer: Sample, plain: Sample) {
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  console.log(`Published-site viewer, 30 boxes, median of ${RUNS} cold loads each (CLS: worst run)`);
  console.log('page               TTFB  DOM parsed        FCP        LCP      CLS   JS (gzip)');
  for (const [label, s] of [
    ['/{slug} (SSR)', viewer],
    ['static file', plain],
  ] as const) {
    console.log(
      `${label.padEnd(14)}${ms(s.ttfb)}  ${ms(s.domInteractive)}  ${ms(s.fcp)}  ${ms(s.lcp)}  ` +
        `${s.cls.toFixed(3).padStart(6)}  ${kb(s.jsGzipBytes)}`,
    );
  }
  const fcpRatio = viewer.fcp / plain.fcp;
  const lcpRatio = viewer.lcp / plain.lcp;
  console.log(`ratios: FCP ${fcpRatio.toFixed(2)} ×, LCP ${lcpRatio.toFixed(2)} ×`);
  const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`target FCP ≤ ${TARGETS.fcpRatio} × static: ${check(fcpRatio <= TARGETS.fcpRatio)}`);
  console.log(
    `target viewer JS ≤ ${TARGETS.jsKb} KB gzip: ${check(viewer.jsGzipBytes <= TARGETS.jsKb * 1024)}`,
  );
  console.log(`target CLS < ${TARGETS.cls}: ${check(viewer.cls < TARGETS.cls)}`);
  // The page's only script is deferred: it runs once downloaded and parsing is done, just before
  // DOMContentLoaded, so a first paint before DOMContentLoaded is a paint before any JavaScript ran.
  const order = viewer.fcp < viewer.domContentLoaded ? 'after' : 'before';
  console.log(
    `the script ran at ${ms(viewer.domContentLoaded).trim()} (DOMContentLoaded), ${order} the first paint`,
  );
  console.log('largest scripts of the viewer page (gzip):');
  const largest = [...viewer.scripts].sort((a, b) => b[1] - a[1]).slice(0, 8);
  for (const [name, bytes] of largest) console.log(`  ${kb(bytes)}  ${name}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
