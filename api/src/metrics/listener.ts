// The metrics listener: its own HTTP server on METRICS_PORT, answering GET /metrics and nothing else, so the
// public port never shows them (a scraper reaches this port on the private network; do not publish it).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  port: number;
  url: string;
  close(): Promise<void>;
}

export const METRICS_PATH = '/metrics';

export async function startMetricsListener(
  registry: Registry,
  port: number,
  logger: Logger,
): Promise<MetricsListener> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        logger.error('metrics scrape failed', { err });
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics unavailable');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  const url = `http://localhost:${bound}${METRICS_PATH}`;
  logger.info('metrics listening', { url, port: bound });
  return {
    port: bound,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
