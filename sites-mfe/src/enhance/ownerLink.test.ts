import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen } from '@testing-library/react';
import { enhancePage } from './enhancePage';
import { revealOwnerLink, SESSION_PATH } from './ownerLink';
import { loadSitePage, SITE } from './testPage';

// A real HTTP server standing in for GET /api/auth/session: the session cookie names the user.
let server: http.Server;
let origin: string;
const requests: { path: string; accept: string | undefined }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? '', accept: req.headers.accept });
    if (req.url !== SESSION_PATH) {
      res.writeHead(404).end();
      return;
    }
    const user = /(?:^|; )sid=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
    if (user === 'broken') {
      res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{}}');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ user: user ? { id: user, email: `${user}@example.org` } : null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  loadSitePage();
});

/** The browser's same-origin fetch with its cookie, as seen from the page. */
function browserFetch(cookie: string | null): typeof fetch {
  return (input, init) =>
    fetch(new URL(String(input), origin), {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
}

const editLink = () => screen.queryByRole('link', { name: 'Edit your site' });

describe('revealOwnerLink', () => {
  it("shows 'Edit your site' to the signed-in owner, linking to the edit screen", async () => {
    expect(editLink()).not.toBeInTheDocument();
    await expect(revealOwnerLink(document, SITE.userId, browserFetch(`sid=${SITE.userId}`))).resolves.toBe(
      true,
    );
    expect(editLink()).toHaveAttribute('href', '/ada/edit');
    expect(requests).toEqual([{ path: SESSION_PATH, accept: 'application/json' }]);
  });

  it.each([
    ['a signed-out visitor', null],
    ['another user', 'sid=someone-else'],
    ['a failing session call', 'sid=broken'],
  ])('keeps it hidden for %s', async (_label, cookie) => {
    await expect(revealOwnerLink(document, SITE.userId, browserFetch(cookie))).resolves.toBe(false);
    expect(editLink()).not.toBeInTheDocument();
  });

  it('keeps it hidden when the session cannot be reached', async () => {
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(revealOwnerLink(document, SITE.userId, offline)).resolves.toBe(false);
    expect(editLink()).not.toBeInTheDocument();
  });

  it('is what enhancePage does on a site page', async () => {
    enhancePage(document, { fetchImpl: browserFetch(`sid=${SITE.userId}`) });
    expect(await screen.findByRole('link', { name: 'Edit your site' })).toBeVisible();
  });
});
