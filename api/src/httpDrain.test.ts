import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainOnStop } from './httpDrain';

/** A server whose every answer waits until `release` is called; answers the stop, its port and `release`. */
async function slowServer() {
  const server = http.createServer();
  const stop = drainOnStop(server);
  const waiting: Array<() => void> = [];
  const received: string[] = [];
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    received.push(req.url!);
    waiting.push(() => res.end('done'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { stop, port, received, release: () => waiting.splice(0).forEach((answer) => answer()) };
}

function get(port: number, agent: http.Agent, path: string) {
  return new Promise<{ status?: number; connection?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.once('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
      })
      .once('error', reject);
  });
}

describe('drainOnStop', () => {
  it('answers the request in flight, refuses new connections and ends as soon as the answer is out', async () => {
    const { stop, port, received, release } = await slowServer();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const inFlight = get(port, agent, '/slow');
      while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      let stopped = false;
      const stopping = stop().then(() => (stopped = true));
      await expect(get(port, new http.Agent(), '/new')).rejects.toThrow(/ECONNREFUSED/);
      expect(stopped).toBe(false);

      const started = Date.now();
      release();
      // The keep-alive connection ends with the answer: the stop does not wait for the client to leave.
      expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'done' });
      await stopping;
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(received).toEqual(['/slow']);
    } finally {
      agent.destroy();
    }
  });

  it('closes idle keep-alive connections at once', async () => {
    const { stop, port, received, release } = await slowServer();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const first = get(port, agent, '/first');
      // Released once it arrived (a fixed wait lost the race on a loaded machine).
      while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      release();
      expect(await first).toMatchObject({ status: 200, connection: 'keep-alive' });
      const started = Date.now();
      await stop();
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      agent.destroy();
    }
  });
});
