// Graceful stop of the HTTP server (SIGTERM): no new connections, requests in flight answered, then every connection
// closed, so the process exits as soon as its last answer is out rather than when keep-alive clients leave.
import type http from 'node:http';

// Requests still in flight this long after the stop began have their connections cut.
const CLOSE_GRACE_MS = 5000;

/**
 * Call before any other 'request' listener is added; answers the stop. Once it begins, answers not yet started carry
 * `Connection: close`, so each connection ends with its answer instead of idling until the grace period ends.
 */
export function drainOnStop(server: http.Server): () => Promise<void> {
  const unanswered = new Set<http.ServerResponse>();
  let stopping = false;
  const closeAfter = (res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping) return closeAfter(res);
    unanswered.add(res);
    res.once('close', () => unanswered.delete(res));
  });
  return () =>
    new Promise((resolve, reject) => {
      stopping = true;
      unanswered.forEach(closeAfter);
      const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
      force.unref();
      server.close((err) => {
        clearTimeout(force);
        if (err) reject(err);
        else resolve();
      });
      server.closeIdleConnections();
    });
}
