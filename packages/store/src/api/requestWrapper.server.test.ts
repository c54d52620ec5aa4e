/**
 * @jest-environment node
 */
// Real servers on port 0. Node's environment, so bodies (Blob, FormData, URLSearchParams) come from the same realm
// as the fetch that sends them, as they do in a browser; jsdom's own classes are foreign to Node's fetch.
import { createRequestWrapper, type FetchLike } from './requestWrapper';
import { closedOrigin, startTestServer, type RecordedRequest, type TestServer } from '../testing/testServer';

/** The parts of a request a retry must repeat; `host` differs between the two servers by design. */
function sent({ method, url, headers, body }: RecordedRequest) {
  return {
    method,
    url,
    body,
    authorization: headers.authorization,
    contentType: headers['content-type'],
    custom: headers['x-custom'],
  };
}

describe('createRequestWrapper: one retry of a 500 under /api/ (real servers)', () => {
  let primary: TestServer;
  let fallback: TestServer;
  let primaryStatus: number;
  let fallbackStatus: number;

  beforeEach(async () => {
    primaryStatus = 500;
    fallbackStatus = 200;
    primary = await startTestServer(() => ({ status: primaryStatus, body: { from: 'primary' } }));
    fallback = await startTestServer(() => ({ status: fallbackStatus, body: { from: 'fallback' } }));
  });

  afterEach(async () => {
    await Promise.all([primary.close(), fallback.close()]);
  });

  const total = () => primary.requests.length + fallback.requests.length;

  it('repeats the request once against the fallback origin with the same method, path, query, headers and body', async () => {
    const wrapped = createRequestWrapper({ fallbackOrigin: fallback.origin });
    const response = await wrapped(`${primary.origin}/api/designs/7?x=1&y=two`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer abc', 'content-type': 'application/json', 'x-custom': 'kept' },
      body: JSON.stringify({ title: 'Renamed' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ from: 'fallback' });
    expect(total()).toBe(2);
    expect(sent(fallback.requests[0]!)).toEqual(sent(primary.requests[0]!));
    expect(sent(fallback.requests[0]!)).toEqual({
      method: 'PATCH',
      url: '/api/designs/7?x=1&y=two',
      body: '{"title":"Renamed"}',
      authorization: 'Bearer abc',
      contentType: 'application/json',
      custom: 'kept',
    });
  });

  it("returns the retry's response whatever its status, and retries only once", async () => {
    fallbackStatus = 500;
    const wrapped = createRequestWrapper({ fallbackOrigin: fallback.origin });
    const response = await wrapped(`${primary.origin}/api/designs`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ from: 'fallback' });
    expect(total()).toBe(2);
  });

  it('does not retry a 500 on a path without /api/', async () => {
    const wrapped = createRequestWrapper({ fallbackOrigin: fallback.origin });
    const response = await wrapped(`${primary.origin}/designs?api=/api/`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ from: 'primary' });
    expect(primary.requests).toHaveLength(1);
    expect(fallback.requests).toHaveLength(0);
  });

  it('returns the 500 as is without a fallback origin', async () => {
    const wrapped = createRequestWrapper({ fallbackOrigin: null });
    const response = await wrapped(`${primary.origin}/api/designs`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ from: 'primary' });
    expect(total()).toBe(1);
  });

  it.each([502, 503, 404, 400])('passes a %i through without a retry', async (status) => {
    primaryStatus = status;
    const wrapped = createRequestWrapper({ fallbackOrigin: fallback.origin });
    const response = await wrapped(`${primary.origin}/api/designs`);
    expect(response.status).toBe(status);
    expect(total()).toBe(1);
  });

  it('does not retry a 500 that came from the fallback origin itself', async () => {
    fallbackStatus = 500;
    const wrapped = createRequestWrapper({ fallbackOrigin: fallback.origin });
    const response = await wrapped(`${fallback.origin}/api/designs`);
    expect(response.status).toBe(500);
    expect(fallback.requests).toHaveLength(1);
  });

  it('propagates a network failure on the retry', async () => {
    const wrapped = createRequestWrapper({ fallbackOrigin: await closedOrigin() });
    // Node's fetch rejects with its own realm's TypeError, so match on the shape rather than the class.
    await expect(wrapped(`${primary.origin}/api/designs`)).rejects.toMatchObject({
      name: 'TypeError',
      message: 'fetch failed',
      cause: { code: 'ECONNREFUSED' },
    });
    expect(primary.requests).toHaveLength(1);
  });

  it('passes a network failure of the first attempt through unchanged', async () => {
    const failure = new TypeError('fetch failed');
    const wrapped = createRequestWrapper({
      fetchImpl: () => Promise.reject(failure),
      fallbackOrigin: fallback.origin,
    });
    await expect(wrapped('/api/designs')).rejects.toBe(failure);
    expect(fallback.requests).toHaveLength(0);
  });

  it('re-sends URLSearchParams and Blob bodies', async () => {
    const wrapped = createRequestWrapper({ fallbackOrigin: fallback.origin });
    await wrapped(`${primary.origin}/api/form`, {
      method: 'POST',
      body: new URLSearchParams({ a: '1', b: 'two' }),
    });
    await wrapped(`${primary.origin}/api/blob`, {
      method: 'POST',
      body: new Blob(['blob body'], { type: 'text/plain' }),
    });
    expect(fallback.requests.map((request) => request.body)).toEqual(['a=1&b=two', 'blob body']);
    expect(fallback.requests.map(sent)).toEqual(primary.requests.map(sent));
  });

  it('re-sends a FormData body', async () => {
    const wrapped = createRequestWrapper({ fallbackOrigin: fallback.origin });
    const form = new FormData();
    form.append('title', 'My design');
    await wrapped(`${primary.origin}/api/upload`, { method: 'POST', body: form });
    expect(fallback.requests).toHaveLength(1);
    expect(fallback.requests[0]!.body).toContain('My design');
    expect(fallback.requests[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('re-sends the body of a Request object', async () => {
    const wrapped = createRequestWrapper({ fallbackOrigin: fallback.origin });
    const request = new Request(`${primary.origin}/api/designs?x=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer abc', 'content-type': 'application/json' },
      body: '{"title":"A"}',
    });
    const response = await wrapped(request);
    expect(response.status).toBe(200);
    expect(total()).toBe(2);
    expect(sent(fallback.requests[0]!)).toEqual(sent(primary.requests[0]!));
    expect(fallback.requests[0]!.body).toBe('{"title":"A"}');
  });

  it('returns the 500 of a stream body as is: a stream cannot be sent twice', async () => {
    const calls: string[] = [];
    const fetchImpl: FetchLike = async (input) => {
      calls.push(String(input));
      return new Response(null, { status: 500 });
    };
    const wrapped = createRequestWrapper({ fetchImpl, fallbackOrigin: fallback.origin });
    const stream = new Response('streamed').body!;
    const response = await wrapped('/api/designs', { method: 'POST', body: stream });
    expect(response.status).toBe(500);
    expect(calls).toEqual(['/api/designs']);
  });
});
