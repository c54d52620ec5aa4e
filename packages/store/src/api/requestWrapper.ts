/**
 * The request wrapper every product-backend call goes through (editor-core spec §7 'Request wrapper',
 * accounts-and-sites spec §7):
 *
 * - A request aimed at a backup backend host is rewritten to the same-origin relative path: the URL's pathname from
 *   `/api/` on (the whole pathname when it has no `/api/` segment), plus its query.
 * - A response with status 500 whose URL path contains `/api/` is retried once against `fallbackOrigin` with the same
 *   path, query and original options. The retry's response is returned whatever its status; a network failure on
 *   the retry propagates. Without a `fallbackOrigin` the 500 is returned as is.
 * - Everything else (other responses, network failures of the first attempt) passes through unchanged.
 *
 * Bodies: a retry re-sends the original body, so it must be re-sendable. Strings, URLSearchParams, FormData, Blobs,
 * ArrayBuffers and typed arrays are; a stream body (ReadableStream or async iterable) is consumed by the first attempt
 * and cannot be retried, so its 500 is returned as is. A `Request` object as input is cloned before the first attempt
 * when a retry is possible, so its body can be sent again.
 */

/** The shape of `fetch`, for an injected implementation. */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface RequestWrapperOptions {
  /** The fetch to wrap; `globalThis.fetch` (looked up per call) when omitted. */
  fetchImpl?: FetchLike;
  /** Backup backend hosts (`backup.example.org`, `backup.example.org:8443` or a full origin) to rewrite away. */
  backupHosts?: readonly string[];
  /** Origin of the provider-hosted backend a 500 is retried against (`https://api.example.com`); none: no retry. */
  fallbackOrigin?: string | null;
}

// Parses relative URLs; never requested.
const PLACEHOLDER_BASE = 'http://relative.invalid';
const API_SEGMENT = /\/api(?:\/|$)/;

function isRequest(input: RequestInfo | URL): input is Request {
  return typeof input === 'object' && typeof (input as Request).clone === 'function' && 'method' in input;
}

function urlString(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return isRequest(input) ? input.url : input.href;
}

function isAbsolute(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

function normaliseHost(entry: string): string {
  const trimmed = entry.trim().toLowerCase();
  if (!trimmed.includes('://')) return trimmed.replace(/\/+$/, '');
  try {
    return new URL(trimmed).host;
  } catch {
    return trimmed;
  }
}

/** The same-origin relative path for a backup-host URL, or null when the URL is not aimed at a backup host. */
function rewriteBackup(url: string, backupHosts: ReadonlySet<string>): string | null {
  if (backupHosts.size === 0 || !isAbsolute(url)) return null;
  const parsed = new URL(url);
  if (!backupHosts.has(parsed.host.toLowerCase()) && !backupHosts.has(parsed.hostname.toLowerCase()))
    return null;
  const at = parsed.pathname.search(API_SEGMENT);
  return (at >= 0 ? parsed.pathname.slice(at) : parsed.pathname) + parsed.search;
}

/** Whether a body can be sent a second time (streams are consumed by the first send). */
function isResendable(body: BodyInit | null | undefined): boolean {
  if (body === null || body === undefined || typeof body === 'string') return true;
  if (typeof (body as ReadableStream).getReader === 'function') return false;
  return !(Symbol.asyncIterator in (body as object));
}

/** A Request's options as a RequestInit, its body read into bytes so it can be sent again. */
async function initOf(request: Request): Promise<RequestInit> {
  const hasBody = request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
  return {
    method: request.method,
    headers: new Headers(request.headers),
    body: hasBody ? await request.arrayBuffer() : undefined,
    credentials: request.credentials,
    ...(request.mode === 'navigate' ? {} : { mode: request.mode }),
    cache: request.cache,
    redirect: request.redirect,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    keepalive: request.keepalive,
    signal: request.signal,
  };
}

/** Wraps a fetch with the backup-host rewrite and the one retry of a 500 under /api/. */
export function createRequestWrapper(options: RequestWrapperOptions = {}): FetchLike {
  const fetchImpl: FetchLike = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const backupHosts = new Set((options.backupHosts ?? []).map(normaliseHost).filter(Boolean));
  const fallbackOrigin = options.fallbackOrigin?.trim().replace(/\/+$/, '') || null;
  const fallbackOriginParsed =
    fallbackOrigin && isAbsolute(fallbackOrigin) ? new URL(fallbackOrigin).origin : null;

  return async function wrappedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    let target: RequestInfo | URL = input;
    let targetInit = init;

    const rewritten = rewriteBackup(urlString(input), backupHosts);
    if (rewritten !== null) {
      // A Request cannot carry a relative URL: its options travel in the init instead (init members still win).
      if (isRequest(input)) targetInit = { ...(await initOf(input)), ...init };
      target = rewritten;
    }

    const url = new URL(urlString(target), PLACEHOLDER_BASE);
    const retryUrl =
      fallbackOrigin && url.pathname.includes('/api/') ? fallbackOrigin + url.pathname + url.search : null;
    const canRetry =
      retryUrl !== null &&
      isResendable(targetInit?.body) &&
      // Retrying the fallback against itself would only repeat the request.
      !(isAbsolute(urlString(target)) && url.origin === fallbackOriginParsed);
    const spare = canRetry && isRequest(target) ? target.clone() : null;

    const response = await fetchImpl(target, targetInit);
    if (response.status !== 500 || !canRetry || retryUrl === null) return response;

    // Free the first attempt's connection; its body is not read.
    response.body?.cancel().catch(() => undefined);
    const retryInit = spare ? { ...(await initOf(spare)), ...targetInit } : targetInit;
    return fetchImpl(retryUrl, retryInit);
  };
}
