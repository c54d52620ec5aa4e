// Request durations by route and status. The route label is the pattern of the Express route that answered
// ('/api/designs/:id', '/:slug'), never the raw path, so the series stay few whatever the traffic:
// - when Express's router matches a route it assigns `req.route`; an accessor on the request catches that moment,
//   when `req.baseUrl` and `req.params` still describe the router the route is in (after an error they have been
//   restored to the outer router's), and keeps the route's whole pattern: the mount path, its parameters named
//   again (a design's id in '/api/designs/:id/revisions' is a parameter of the mount), then the route's path;
// - a request no route answered gets its area ('/api/*', '/uploads/*', '/remotes/*', '/*' for the shell and its
//   files), and the published pages answered before Express (web/sitePageFastPath.ts) are '/:slug' like the
//   route that renders them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { Histogram, type Registry } from 'prom-client';

type Handler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

const ROUTE = Symbol('metrics.route');

interface Routed {
  [ROUTE]?: string;
  baseUrl?: string;
  originalUrl?: string;
  params?: Record<string, unknown>;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Areas answered by middleware rather than routes: the first path segment names them. */
const AREAS = ['/api', '/uploads', '/remotes', '/assets'];

/** Request times: a cached read takes a millisecond, an export of a large design seconds. */
const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** `baseUrl` with the values of the mount's parameters named again: '/api/designs/:id/revisions'. */
function mountPattern(baseUrl: string, params: Record<string, unknown> | undefined): string {
  if (!baseUrl || !params) return baseUrl;
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string' || !value) continue;
    names.set(value, name);
    names.set(encodeURIComponent(value), name);
  }
  if (names.size === 0) return baseUrl;
  return baseUrl
    .split('/')
    .map((segment) => (names.has(segment) ? `:${names.get(segment)}` : segment))
    .join('/');
}

function joinPattern(base: string, path: string): string {
  const joined = path === '/' ? base || '/' : `${base}${path}`;
  return joined.length > 1 && joined.endsWith('/') ? joined.slice(0, -1) : joined;
}

/** Catches the route Express's router assigns, with the pattern of where it is mounted. */
function watchRoute(req: IncomingMessage & Routed): void {
  let route: unknown;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: unknown) {
      route = value;
      const path = (value as { path?: unknown } | undefined)?.path;
      if (typeof path === 'string')
        req[ROUTE] = joinPattern(mountPattern(req.baseUrl ?? '', req.params), path);
    },
  });
}

function areaOf(url: string | undefined): string {
  const path = (url ?? '/').split('?', 1)[0]!;
  const area = AREAS.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return area ? `${area}/*` : '/*';
}

export interface HttpMetrics {
  /** The app's handler, timed: every request observed once, when its answer ends (or the client goes). */
  instrument(handler: Handler): Handler;
  /** Names the route of a request answered outside Express (the published pages' fast path). */
  answeredAs(req: IncomingMessage, route: string): void;
  /** Middleware after a route that may pass requests on ('/:slug'): what answers them is not that route. */
  passedOn: RequestHandler;
}

export function httpMetrics(registry: Registry): HttpMetrics {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });

  return {
    instrument(handler) {
      return (req, res, next) => {
        const started = process.hrtime.bigint();
        const routed = req as IncomingMessage & Routed;
        watchRoute(routed);
        let observed = false;
        const observe = () => {
          if (observed) return;
          observed = true;
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          duration.observe(
            {
              method: METHODS.has(req.method ?? '') ? req.method! : 'other',
              // Express rewrites req.url inside a mounted router; originalUrl keeps what was asked.
              route: routed[ROUTE] ?? areaOf(routed.originalUrl ?? req.url),
              // A client that left before the answer ended.
              status: res.writableFinished ? String(res.statusCode) : 'aborted',
            },
            seconds,
          );
        };
        res.once('finish', observe);
        res.once('close', observe);
        handler(req, res, next);
      };
    },
    answeredAs(req, route) {
      (req as IncomingMessage & Routed)[ROUTE] = route;
    },
    passedOn(req, _res, next) {
      delete (req as unknown as Routed)[ROUTE];
      next();
    },
  };
}
