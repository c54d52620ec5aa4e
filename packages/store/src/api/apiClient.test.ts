// The client in the project's jsdom environment (Node's fetch underneath) against real servers on port 0.
import { ApiError, createApiClient, NETWORK_ERROR_MESSAGE } from './apiClient';
import type { FetchLike } from './requestWrapper';
import { closedOrigin, startTestServer, type Reply, type TestServer } from '../testing/testServer';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient (real server)', () => {
  let server: TestServer;
  let reply: Reply;

  beforeEach(async () => {
    reply = { status: 200, body: { ok: true } };
    server = await startTestServer(() => reply);
  });

  afterEach(() => server.close());

  it('sends the bearer token when getToken resolves one', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api`, getToken: async () => 'tok-123' });
    await client.get('/designs');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer tok-123');
  });

  it('accepts a synchronous getToken', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api`, getToken: () => 'sync-tok' });
    await client.get('/designs');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sync-tok');
  });

  it('sends no authorization header when there is no token', async () => {
    const signedOut = createApiClient({ baseUrl: `${server.origin}/api`, getToken: async () => null });
    const anonymous = createApiClient({ baseUrl: `${server.origin}/api` });
    await signedOut.get('/published-sites/slug/my-site');
    await anonymous.get('/published-sites/slug/my-site');
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([undefined, undefined]);
  });

  it('sends a Blob body as its raw bytes, typed by the blob', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api`, getToken: () => 't' });
    await client.post('/uploads', new Blob(['GIF89a-bytes'], { type: 'image/gif' }));
    await client.post('/uploads', new Blob(['untyped']));
    const [typed, untyped] = server.requests;
    expect(typed!.headers['content-type']).toBe('image/gif');
    expect(typed!.body).toBe('GIF89a-bytes');
    expect(untyped!.headers['content-type']).toBe('application/octet-stream');
    expect(untyped!.body).toBe('untyped');
  });

  it('sends a JSON body with its content type and parses the JSON answer', async () => {
    reply = { status: 201, body: { id: 'd1', title: 'Mine' } };
    const client = createApiClient({ baseUrl: `${server.origin}/api`, getToken: () => 't' });
    const created = await client.post<{ id: string; title: string }>('/designs', {
      title: 'Mine',
      gridData: {},
    });
    expect(created).toEqual({ id: 'd1', title: 'Mine' });
    const received = server.requests[0]!;
    expect(received.method).toBe('POST');
    expect(received.url).toBe('/api/designs');
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual({ title: 'Mine', gridData: {} });
  });

  it('sends no content type and no body without a body', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });
    await client.delete('/designs/d1');
    const received = server.requests[0]!;
    expect(received.method).toBe('DELETE');
    expect(received.headers['content-type']).toBeUndefined();
    expect(received.body).toBe('');
  });

  it('uses the method of each shorthand', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });
    await client.get('/a');
    await client.post('/b', {});
    await client.patch('/c', { title: 'x' });
    await client.put('/d', {});
    await client.delete('/e');
    await client.request('POST', '/f');
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/a',
      'POST /api/b',
      'PATCH /api/c',
      'PUT /api/d',
      'DELETE /api/e',
      'POST /api/f',
    ]);
  });

  it('joins base and path whatever their slashes, keeping the query', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api/` });
    await client.get('designs?page=2');
    expect(server.requests[0]!.url).toBe('/api/designs?page=2');
  });

  it('answers undefined for an empty response', async () => {
    reply = { status: 204 };
    const client = createApiClient({ baseUrl: `${server.origin}/api` });
    await expect(client.delete('/designs/d1')).resolves.toBeUndefined();
  });

  it("throws an ApiError with the status, code and message of the API's error body", async () => {
    reply = { status: 409, body: { error: { code: 'slug_taken', message: 'That slug is taken' } } };
    const client = createApiClient({ baseUrl: `${server.origin}/api` });
    const error = await caught(client.post('/published-sites', { slug: 'taken' }));
    expect(error).toMatchObject({
      status: 409,
      code: 'slug_taken',
      message: 'That slug is taken',
      name: 'ApiError',
    });
  });

  it("keeps the error body's other fields as details, and sends a request's own headers", async () => {
    reply = {
      status: 412,
      body: { error: { code: 'revision_conflict', message: 'Changed elsewhere', revision: 7 } },
    };
    const client = createApiClient({ baseUrl: `${server.origin}/api` });
    const error = await caught(
      client.request('PATCH', '/designs/d1', { title: 'x' }, { headers: { 'if-match': '"r6"' } }),
    );
    expect(error).toMatchObject({ status: 412, code: 'revision_conflict', details: { revision: 7 } });
    expect(server.requests[0]!.headers['if-match']).toBe('"r6"');
  });

  it('falls back to the status text, then to "Request failed"', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });
    reply = { status: 403, body: { unexpected: true } };
    expect(await caught(client.get('/designs'))).toMatchObject({
      status: 403,
      code: 'http_error',
      message: 'Forbidden',
    });
    reply = { status: 418, statusText: '' };
    expect(await caught(client.get('/designs'))).toMatchObject({ status: 418, message: 'Request failed' });
  });

  it('throws an ApiError with status 0 and the spec message on a network failure', async () => {
    const client = createApiClient({ baseUrl: `${await closedOrigin()}/api` });
    const error = await caught(client.get('/designs'));
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
    expect(error.message).toBe('Please check your connection and try again.');
    expect(error.cause).toBeDefined();
  });

  it('throws an ApiError for an OK answer that is not JSON', async () => {
    const client = createApiClient({
      fetchImpl: async () => new Response('<html>', { status: 200 }),
    });
    expect(await caught(client.get('/designs'))).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it("defaults the base to '/api'", async () => {
    const urls: string[] = [];
    const fetchImpl: FetchLike = async (input) => {
      urls.push(String(input));
      return new Response('[]', { status: 200 });
    };
    await createApiClient({ fetchImpl }).get('/designs');
    expect(urls).toEqual(['/api/designs']);
  });
});

describe('createApiClient: the 500 retry (real servers)', () => {
  let primary: TestServer;
  let fallback: TestServer;

  beforeEach(async () => {
    primary = await startTestServer(() => ({
      status: 500,
      body: { error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } },
    }));
    fallback = await startTestServer(() => ({ status: 200, body: { id: 'd1', from: 'fallback' } }));
  });

  afterEach(() => Promise.all([primary.close(), fallback.close()]));

  it('retries once against the fallback origin with the same request and answers its JSON', async () => {
    const client = createApiClient({
      baseUrl: `${primary.origin}/api`,
      getToken: async () => 'tok',
      fallbackOrigin: fallback.origin,
    });
    await expect(client.patch('/designs/d1?source=autosave', { title: 'New' })).resolves.toEqual({
      id: 'd1',
      from: 'fallback',
    });
    expect(primary.requests.length + fallback.requests.length).toBe(2);
    const [first, retry] = [primary.requests[0]!, fallback.requests[0]!];
    for (const request of [first, retry]) {
      expect(request).toMatchObject({
        method: 'PATCH',
        url: '/api/designs/d1?source=autosave',
        body: '{"title":"New"}',
      });
      expect(request.headers).toMatchObject({
        authorization: 'Bearer tok',
        'content-type': 'application/json',
        accept: 'application/json',
      });
    }
  });

  it('throws the 500 as is without a fallback origin', async () => {
    const client = createApiClient({ baseUrl: `${primary.origin}/api` });
    expect(await caught(client.get('/designs'))).toMatchObject({
      status: 500,
      code: 'internal_error',
      message: 'Something went wrong. Please try again.',
    });
    expect(primary.requests).toHaveLength(1);
  });

  it('does not retry a 500 on a base without /api/', async () => {
    const client = createApiClient({ baseUrl: `${primary.origin}/v1`, fallbackOrigin: fallback.origin });
    expect(await caught(client.get('/designs'))).toMatchObject({ status: 500 });
    expect(primary.requests).toHaveLength(1);
    expect(fallback.requests).toHaveLength(0);
  });

  it('reports a network failure on the retry as a network ApiError', async () => {
    const client = createApiClient({
      baseUrl: `${primary.origin}/api`,
      fallbackOrigin: await closedOrigin(),
    });
    expect(await caught(client.get('/designs'))).toMatchObject({
      status: 0,
      code: 'network_error',
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(primary.requests).toHaveLength(1);
  });
});

describe('createApiClient: backup hosts', () => {
  it("sends a call whose base is a backup host to the same origin's /api/ path", async () => {
    const urls: string[] = [];
    const fetchImpl: FetchLike = async (input) => {
      urls.push(String(input));
      return new Response('{}', { status: 200 });
    };
    const client = createApiClient({
      baseUrl: 'https://backup.example.org/api',
      backupHosts: ['backup.example.org'],
      fetchImpl,
    });
    await client.get('/designs?x=1');
    expect(urls).toEqual(['/api/designs?x=1']);
  });
});
