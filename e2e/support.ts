import type { Page, Request } from '@playwright/test';
import { PORTS } from './playwright.config';

export const DEAD_ACCOUNT_URL = `http://127.0.0.1:${PORTS.deadAccount}`;

/** Records which remotes' entry files the page fetched, so a test can tell a route came from its remote. */
export function watchRemoteEntries(page: Page): Set<string> {
  const loaded = new Set<string>();
  page.on('requestfinished', (request: Request) => {
    const match = /\/remotes\/([a-z]+)\/remoteEntry\.js/.exec(request.url());
    if (match?.[1]) loaded.add(match[1]);
  });
  return loaded;
}

/** Holds every request matching `pattern` until `release()` is called: lets a test control load order. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
