// Test-only (`@bento/store/testing/testServer`, apart from the real-API harness so that tests of HTTP clients
// load nothing else): a real local HTTP server (node:http, port 0) that records what it received.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  statusText?: string;
}

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 that answers every request with `reply(request)` as JSON. */
export async function startTestServer(reply: (request: RecordedRequest) => Reply): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const { status, body, statusText } = reply(recorded);
      const text = body === undefined ? '' : JSON.stringify(body);
      res.writeHead(status, statusText, text ? { 'content-type': 'application/json' } : {});
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An origin nothing listens on: a server is started to get a free port, then closed. */
export async function closedOrigin(): Promise<string> {
  const server = await startTestServer(() => ({ status: 204 }));
  await server.close();
  return server.origin;
}
