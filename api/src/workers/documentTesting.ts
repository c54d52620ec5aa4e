// Test-only: the app of siteSsrTesting.ts on a real listener, for the document pool's tests (requests that must
// be answered while a thread works).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestDatabase } from '../testing/databases';
import { gridFixture } from '../designs/testSupport';
import { openSsrTest, type SsrTest } from '../web/siteSsrTesting';
import { closeDocumentWork } from './documentPool';

export interface ListeningTest extends SsrTest {
  url: string;
}

/** A migrated database and the app listening on a free port, for a describe block; closed with the pool after. */
export function listeningTestFor(db: TestDatabase): () => ListeningTest {
  let test: ListeningTest | undefined;
  let server: http.Server | undefined;
  beforeAll(async () => {
    const ssr = await openSsrTest(db);
    server = http.createServer(ssr.app);
    await new Promise<void>((resolve) => server!.listen(0, resolve));
    test = { ...ssr, url: `http://localhost:${(server.address() as AddressInfo).port}` };
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    test?.build.remove();
    await db.cleanup();
    await closeDocumentWork();
  });
  return () => test!;
}

/** POST /api/exports/html with fetch; answers the status, Retry-After, body and when it ended. */
export async function exportDocument(url: string, gridData: unknown) {
  const res = await fetch(`${url}/api/exports/html`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ gridData }),
  });
  const body = (await res.json()) as { html?: string; error?: { code: string; message: string } };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body, endedAt: performance.now() };
}

/** Just over the inline size (16 KB), so it goes to a thread, and only milliseconds of work there. */
export const OVER_INLINE = gridFixture(1, () => `<p>${'word '.repeat(5000)}</p>`);
