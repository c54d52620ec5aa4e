import type { RequestHandler } from 'express';

/** Answers a fixed JSON value the browser reads at boot; no-cache so a config change applies on the next load. */
export function jsonConfigRoute(value: unknown): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(value);
  };
}
