// Property-based HTTP fuzz (issue 16 'No 5xx on any input'): random methods, paths, headers, encodings and bodies
// against every route family of a real running server. Any 5xx, or an answer slower than 2 s, fails.
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { createMemoryLogger } from './logger';
import { startServer, type RunningServer } from './server';
import { createTempBuild, type TempBuild } from './testing/fixtures';
import { sourceViewer, writeSiteScript } from './web/siteSsrTesting';

jest.setTimeout(180_000);

const SLOW_MS = 2000;
const RUNS = 2000;

interface Answer {
  status: number;
  ms: number;
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

function send(server: RunningServer, { method, path, headers, body }: FuzzRequest): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: server.port, method, path, headers, timeout: SLOW_MS * 5 },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to ${method} ${path}`)));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

// Segments that reach real handlers, odd ones, and broken escapes.
const segment = (known: string[]) =>
  fc.oneof(
    fc.constantFrom(...known),
    fc.constantFrom('%', '%ff', '%2e%2e', '..', '%00', 'a%zzb', '%F0%9F%98%80', "x'--", '<script>', ''),
    fc.stringMatching(/^[a-zA-Z0-9._~-]{1,40}$/),
    fc.uuid(),
  );

function pathArbitrary(ids: { designId: string; siteId: string; slug: string }) {
  const id = segment([ids.designId, ids.siteId]);
  const slug = segment([ids.slug, 'assets', 'api', 'remotes', 'uploads']);
  const query = fc.oneof(fc.constant(''), fc.stringMatching(/^\?[a-z=&%0-9]{0,20}$/));
  return fc
    .tuple(
      fc.oneof(
        fc.constantFrom('/api/health', '/api/ready'),
        fc.constantFrom(
          '/api/auth/config',
          '/api/auth/auth-urls',
          '/api/auth/sign-in-url',
          '/api/auth/session',
          '/api/auth/token',
          '/api/auth/local/sign-in',
          '/api/auth/local/sign-up',
          '/api/auth/local/sign-out',
          '/api/designs',
          '/api/designs/sync-published-sites',
          '/api/published-sites',
          '/api/embeds/sanitize',
          '/api/uploads',
          '/api/exports/html',
          '/api/templates',
          '/api/templates/submissions',
          '/api/templates/submissions/mine',
          '/api/admin/me',
          '/api/admin/sites',
          '/api/admin/reports',
          '/api/admin/templates',
          '/api/admin/users',
          '/api/admin/audit',
          '/config.json',
          '/remotes.json',
        ),
        id.map((value) => `/api/designs/${value}`),
        fc.tuple(id, id).map(([design, site]) => `/api/designs/${design}/publish/${site}`),
        fc.tuple(id, id).map(([design, site]) => `/api/designs/${design}/unpublish/${site}`),
        fc.tuple(id, id).map(([design, site]) => `/api/designs/${design}/published-sites/${site}`),
        fc.tuple(id, id).map(([design, site]) => `/api/designs/${design}/republish/${site}`),
        id.map((value) => `/api/published-sites/${value}`),
        slug.map((value) => `/api/published-sites/slug/${value}`),
        slug.map((value) => `/api/published-sites/slug/${value}/reports`),
        fc
          .tuple(
            fc.constantFrom('sites', 'reports', 'templates', 'users'),
            id,
            fc.constantFrom(
              'takedown',
              'restore',
              'dismiss',
              'act',
              'approve',
              'reject',
              'disable',
              'enable',
            ),
          )
          .map(([area, value, action]) => `/api/admin/${area}/${value}/${action}`),
        slug.map((value) => `/${value}`),
        slug.map((value) => `/${value}/edit`),
        fc
          .tuple(segment(['8', '120', '2400', '2401', '0', '-1']), segment(['90', '99999', '1.5']))
          .map(([width, height]) => `/api/placeholder-photos/${width}/${height}.webp`),
        slug.map((value) => `/uploads/${value}`),
        slug.map((value) => `/assets/fonts/${value}`),
        slug.map((value) => `/assets/site/${value}`),
        slug.map((value) => `/remotes/editor/${value}`),
      ),
      query,
    )
    .map(([path, q]) => path + q);
}

const jsonText = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.jsonValue({ stringUnit: 'binary' }).map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{"gridData":{"boxes":[],"gridSettings":{}}}',
    '{"email":"a@b.c","password":"x","acceptTerms":true}',
    '{"email":"a\\u0000@b.c","password":"x"}',
    '{"slug":"My Site","siteTitle":"t"}',
    `{"gridData":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    '{"a":',
    '',
  ),
);

const bodyArbitrary = fc.oneof(
  jsonText.map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(null),
);

type Encoding = 'none' | 'gzip' | 'deflate' | 'br' | 'corrupt-gzip' | 'bogus';
const encode = (body: Buffer, encoding: Encoding): [Buffer, string | undefined] => {
  switch (encoding) {
    case 'gzip':
      return [gzipSync(body), 'gzip'];
    case 'deflate':
      return [deflateSync(body), 'deflate'];
    case 'br':
      return [brotliCompressSync(body), 'br'];
    case 'corrupt-gzip':
      return [body, 'gzip'];
    case 'bogus':
      return [body, 'x-unknown'];
    default:
      return [body, undefined];
  }
};

describe('HTTP fuzz against a running server', () => {
  let server: RunningServer;
  let build: TempBuild;
  let token: string;
  const ids = { designId: 'none', siteId: 'none', slug: 'none' };
  const answers: (Answer & { request: string })[] = [];

  async function api<T>(method: string, path: string, body?: unknown, cookie?: string): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (cookie) headers.cookie = cookie;
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    // A build and the viewer from source: the fuzz runs before (and without) npm run build, as in CI.
    build = createTempBuild();
    const scriptDir = path.join(build.root, 'enhance');
    writeSiteScript(scriptDir);
    server = await startServer({
      port: 0,
      logger: createMemoryLogger(),
      build,
      viewer: sourceViewer(scriptDir),
      // The fuzz user is an admin, so the admin routes' handlers are reached too.
      env: {
        DATABASE_URL: 'sqlite::memory:',
        NODE_ENV: 'test',
        AUTH_RATE_LIMIT_MAX: '100000',
        REPORT_RATE_LIMIT_MAX: '100000',
        ADMIN_EMAILS: 'fuzz@example.org',
      },
    });
    const signUp = await fetch(`${server.url}/api/auth/local/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'fuzz@example.org',
        password: 'lively-pebble-trail-42',
        acceptTerms: true,
      }),
    });
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    token = (await api<{ token: string }>('GET', '/auth/token', undefined, cookie)).token;
    const design = await api<{ id: string }>('POST', '/designs', {
      title: 'Fuzz',
      gridData: {
        boxes: [{ id: 'b1', contentId: '<p>x</p>', colSpan: 1, rowSpan: 1, order: 0 }],
        gridSettings: {},
      },
    });
    ids.designId = design.id;
    const site = await api<{ id: string; slug: string }>('POST', `/designs/${design.id}/publish`, {
      slug: 'fuzz-site',
      siteTitle: 'Fuzz',
    });
    ids.siteId = site.id;
    ids.slug = site.slug;
  });

  afterAll(async () => {
    await server.close();
    build.remove();
  });

  it('never answers 5xx, nor slower than 2 s', async () => {
    const requestArbitrary = fc.record({
      method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      path: pathArbitrary(ids),
      auth: fc.constantFrom('valid', 'none', 'garbage', 'expired-looking'),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/octet-stream',
        'image/png',
        'multipart/form-data',
        'application/x-www-form-urlencoded',
        'nonsense',
      ),
      encoding: fc.constantFrom<Encoding>('none', 'none', 'gzip', 'deflate', 'br', 'corrupt-gzip', 'bogus'),
      accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'image/*'),
      acceptEncoding: fc.constantFrom('br, gzip', 'gzip', 'identity', 'nonsense'),
      body: bodyArbitrary,
    });

    await fc.assert(
      fc.asyncProperty(requestArbitrary, async (input) => {
        const headers: Record<string, string> = {
          accept: input.accept,
          'accept-encoding': input.acceptEncoding,
        };
        if (input.auth === 'valid') headers.authorization = `Bearer ${token}`;
        if (input.auth === 'garbage') headers.authorization = 'Bearer not.a.token';
        if (input.auth === 'expired-looking') headers.authorization = `Bearer ${token.slice(0, -4)}AAAA`;
        let body: Buffer | null = null;
        if (input.body && !['GET', 'HEAD'].includes(input.method)) {
          const [encoded, contentEncoding] = encode(input.body, input.encoding);
          body = encoded;
          headers['content-type'] = input.contentType;
          headers['content-length'] = String(encoded.length);
          if (contentEncoding) headers['content-encoding'] = contentEncoding;
        }
        const answer = await send(server, { method: input.method, path: input.path, headers, body });
        answers.push({ ...answer, request: `${input.method} ${input.path}` });
        if (answer.status >= 500) throw new Error(`${input.method} ${input.path} answered ${answer.status}`);
        if (answer.ms > SLOW_MS)
          throw new Error(`${input.method} ${input.path} took ${Math.round(answer.ms)} ms`);
      }),
      { numRuns: RUNS },
    );

    const statuses = new Set(answers.map((answer) => answer.status));
    // The fuzz reached real handlers, not only 404s.
    expect([...statuses].some((status) => status >= 200 && status < 300)).toBe(true);
    expect(statuses.has(400) || statuses.has(401)).toBe(true);
    console.warn(
      `HTTP fuzz: ${answers.length} requests, 0 5xx, slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms`,
    );
  });
});
