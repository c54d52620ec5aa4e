/**
 * The product-backend client (accounts-and-sites spec §7): JSON over the request wrapper, base path from the public
 * config (`apiBase`, default '/api'), a bearer token when one is available, and every failure as an `ApiError`.
 */
import { createRequestWrapper, type FetchLike } from './requestWrapper';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Returns the current access token, or null (or undefined) when signed out. May be async. */
export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientOptions {
  /** Base path or URL of the API; default '/api' (the public config's `apiBase`). */
  baseUrl?: string;
  /** Source of the bearer token; without it (or when it answers null) no authorization header is sent. */
  getToken?: TokenGetter;
  /** The fetch underneath the request wrapper; `globalThis.fetch` when omitted. */
  fetchImpl?: FetchLike;
  /** Backup backend hosts whose requests are rewritten to the same-origin /api/ path. */
  backupHosts?: readonly string[];
  /** Provider-hosted backend origin a 500 under /api/ is retried against once. */
  fallbackOrigin?: string | null;
}

/** Per-request extras: headers such as `If-Match` (a design's revision, docs/api.md). */
export interface RequestOptions {
  headers?: Record<string, string>;
}

export interface ApiClient {
  /** Sends `body` (when given) as JSON, or a Blob as its raw bytes, and answers the parsed JSON response (undefined for an empty one). */
  request<T = unknown>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T>;
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown): Promise<T>;
}

/** The spec's wording for a network failure (§8, sidebar actions). */
export const NETWORK_ERROR_MESSAGE = 'Please check your connection and try again.';
export const NETWORK_ERROR_CODE = 'network_error';
/** Code of a non-OK answer whose body carries none. */
export const HTTP_ERROR_CODE = 'http_error';
/** Code of an OK answer whose body is not JSON. */
export const INVALID_RESPONSE_CODE = 'invalid_response';

/**
 * A failed API call: `status` 0 for a network failure, else the HTTP status; `code` and `message` from the body,
 * and the error object's other fields in `details` (e.g. a 412's current `revision`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    options?: ErrorOptions & { details?: Record<string, unknown> },
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = options?.details ?? {};
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function joinUrl(base: string, path: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  if (!path) return trimmedBase;
  return `${trimmedBase}${path.startsWith('/') ? '' : '/'}${path}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** `{ error: { code, message, …details } }`, the API's error body; tolerant of a partial or missing one. */
function errorFields(body: unknown): { code?: string; message?: string; details?: Record<string, unknown> } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return {};
  const { code, message, ...details } = error as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' && code ? code : undefined,
    message: typeof message === 'string' && message ? message : undefined,
    details,
  };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = '/api', getToken } = options;
  const send = createRequestWrapper({
    fetchImpl: options.fetchImpl,
    backupHosts: options.backupHosts,
    fallbackOrigin: options.fallbackOrigin,
  });

  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
    const token = getToken ? await getToken() : null;
    if (token) headers.authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (body instanceof Blob) {
      // Binary bodies (image uploads) go as they are, typed by the blob.
      headers['content-type'] = body.type || 'application/octet-stream';
      // Its bytes rather than the Blob itself: a fetch from another realm (jsdom's Blob under Node's fetch in
      // tests) would send the Blob's string form.
      init.body = await body.arrayBuffer();
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }

    let response: Response;
    let text: string;
    try {
      response = await send(joinUrl(baseUrl, path), init);
      text = await response.text();
    } catch (cause) {
      throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, { cause });
    }

    const parsed = parseJson(text);
    if (!response.ok) {
      const fields = parsed.ok ? errorFields(parsed.value) : {};
      throw new ApiError(
        response.status,
        fields.code ?? HTTP_ERROR_CODE,
        fields.message ?? (response.statusText || 'Request failed'),
        { details: fields.details },
      );
    }
    if (!parsed.ok) {
      throw new ApiError(
        response.status,
        INVALID_RESPONSE_CODE,
        'The server sent a response that is not JSON.',
      );
    }
    return parsed.value as T;
  }

  return {
    request,
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  };
}
