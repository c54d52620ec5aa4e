// jsdom, like the browser: relative URLs are the page's origin (http://localhost). The retries against real
// servers are in requestWrapper.server.test.ts.
import { createRequestWrapper, type FetchLike } from './requestWrapper';

interface Call {
  url: string;
  init?: RequestInit;
}

/** A fetch that records the URL and init it was called with and answers `status`. */
function recordingFetch(status = 200) {
  const calls: Call[] = [];
  const fetchImpl: FetchLike = async (input, init) => {
    calls.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      init,
    });
    return new Response(JSON.stringify({ status }), { status });
  };
  return { calls, fetchImpl };
}

describe('createRequestWrapper: backup-host rewrite', () => {
  it('sends a request aimed at a backup host to the same-origin /api/ path, query kept', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const wrapped = createRequestWrapper({ fetchImpl, backupHosts: ['backup.example.org'] });
    await wrapped('https://backup.example.org/api/designs?x=1', { method: 'GET' });
    expect(calls).toEqual([{ url: '/api/designs?x=1', init: { method: 'GET' } }]);
    // In jsdom the page's origin is http://localhost: a relative URL stays on it.
    expect(new URL(calls[0]!.url, window.location.href).href).toBe('http://localhost/api/designs?x=1');
  });

  it('matches hosts given with a port or as an origin, case-insensitively, and URL objects', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const wrapped = createRequestWrapper({
      fetchImpl,
      backupHosts: ['https://Backup.Example.org', 'other.example.net:8443'],
    });
    await wrapped(new URL('https://BACKUP.example.org/prefix/api/designs/7'));
    await wrapped('https://other.example.net:8443/api/published-sites');
    expect(calls.map((call) => call.url)).toEqual(['/api/designs/7', '/api/published-sites']);
  });

  it('keeps the pathname of a backup-host URL without an /api/ segment', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const wrapped = createRequestWrapper({ fetchImpl, backupHosts: ['backup.example.org'] });
    await wrapped('https://backup.example.org/health?full=1');
    expect(calls[0]!.url).toBe('/health?full=1');
  });

  it('leaves other hosts and relative URLs alone', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const wrapped = createRequestWrapper({ fetchImpl, backupHosts: ['backup.example.org'] });
    await wrapped('https://api.example.com/api/designs');
    await wrapped('https://backup.example.org.evil.test/api/designs');
    await wrapped('/api/designs');
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/api/designs',
      'https://backup.example.org.evil.test/api/designs',
      '/api/designs',
    ]);
  });

  it('rewrites a Request object, carrying its method, headers and body in the init', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const wrapped = createRequestWrapper({ fetchImpl, backupHosts: ['backup.example.org'] });
    const request = new Request('https://backup.example.org/api/designs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: '{"title":"A"}',
    });
    await wrapped(request);
    expect(calls[0]!.url).toBe('/api/designs');
    const init = calls[0]!.init!;
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer t');
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe('{"title":"A"}');
  });

  it('retries a rewritten request against the fallback origin', async () => {
    const { calls, fetchImpl } = recordingFetch(500);
    const wrapped = createRequestWrapper({
      fetchImpl,
      backupHosts: ['backup.example.org'],
      fallbackOrigin: 'https://api.example.com/',
    });
    const response = await wrapped('https://backup.example.org/api/designs?x=1');
    expect(response.status).toBe(500);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/designs?x=1',
      'https://api.example.com/api/designs?x=1',
    ]);
  });
});
