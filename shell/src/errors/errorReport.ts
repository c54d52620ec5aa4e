import { categorizeError, type ErrorCategory } from './categorize';
import { describeError } from './describeError';

export const ERROR_REPORTS_KEY = 'bento-error-reports';
export const MAX_ERROR_REPORTS = 5;
/** Local storage size assumed for the usage figure (characters), accounts-and-sites.md §9. */
export const ASSUMED_STORAGE_CHARS = 5_242_880;
const BENTO_KEY_PREFIX = 'bento-';

export interface LocalStorageUsage {
  used: number;
  available: number;
  total: number;
}

/** The locally kept error report of accounts-and-sites.md §3. */
export interface ErrorReport {
  type: ErrorCategory;
  details: {
    message: string;
    stack: string;
    componentStack: string;
    errorId: string;
    timestamp: string;
    userAgent: string;
    url: string;
  };
  context: {
    pathname: string;
    search: string;
    hash: string;
    referrer: string;
    screenResolution: string;
    viewport: string;
    timestamp: string;
    locale: string;
    online: boolean;
    cookieEnabled: boolean;
    platform: string;
    vendor: string;
    localStorageAvailable: boolean;
    localStorageUsage: LocalStorageUsage;
  };
}

/** 'error_' + a 13-digit timestamp + a random base-36 string. */
export function createErrorId(): string {
  const random = Math.random().toString(36).slice(2, 11) || '0';
  return `error_${Date.now()}${random}`;
}

/** Runs a read of browser state, falling back when it throws (e.g. a blocked localStorage). */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

// Merely reading `window.localStorage` throws a SecurityError when site data is blocked.
function getStorage(): Storage | null {
  return safely(() => (typeof window === 'undefined' ? null : window.localStorage), null);
}

function storageKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Characters used by keys and values together, out of the assumed total. */
function measureStorage(storage: Storage | null): LocalStorageUsage {
  const used = safely(() => {
    if (!storage) return 0;
    return storageKeys(storage).reduce(
      (sum, key) => sum + key.length + (storage.getItem(key)?.length ?? 0),
      0,
    );
  }, 0);
  return { used, available: Math.max(0, ASSUMED_STORAGE_CHARS - used), total: ASSUMED_STORAGE_CHARS };
}

// Availability means "can be read": a write probe would report a full storage (the commonest
// storage failure) as unavailable.
function isStorageReadable(storage: Storage | null): boolean {
  return safely(() => {
    if (!storage) return false;
    storage.getItem(ERROR_REPORTS_KEY);
    return true;
  }, false);
}

/** Everything known about an error and the browser it happened in. Never throws. */
export function buildErrorReport(error: unknown, componentStack?: string | null): ErrorReport {
  const { message, stack } = describeError(error);
  const timestamp = new Date().toISOString();
  const storage = getStorage();
  const loc = safely(() => window.location, null);
  const nav = safely(() => window.navigator, null);
  const text = (read: () => string | undefined | null) => safely(() => read() ?? '', '');

  return {
    type: safely(() => categorizeError(error), 'unknown_error'),
    details: {
      message,
      stack,
      componentStack: componentStack ?? '',
      errorId: createErrorId(),
      timestamp,
      userAgent: text(() => nav?.userAgent),
      url: text(() => loc?.href),
    },
    context: {
      pathname: text(() => loc?.pathname),
      search: text(() => loc?.search),
      hash: text(() => loc?.hash),
      referrer: text(() => document.referrer),
      screenResolution: text(() => `${window.screen.width}x${window.screen.height}`),
      viewport: text(() => `${window.innerWidth}x${window.innerHeight}`),
      timestamp,
      locale: text(() => nav?.language),
      online: safely(() => nav?.onLine ?? true, true),
      cookieEnabled: safely(() => nav?.cookieEnabled ?? false, false),
      platform: text(() => nav?.platform),
      vendor: text(() => nav?.vendor),
      localStorageAvailable: isStorageReadable(storage),
      localStorageUsage: measureStorage(storage),
    },
  };
}

function isReport(value: unknown): value is ErrorReport {
  if (typeof value !== 'object' || value === null) return false;
  const details = (value as { details?: unknown }).details;
  return (
    typeof details === 'object' &&
    details !== null &&
    typeof (details as { errorId?: unknown }).errorId === 'string'
  );
}

/** The kept reports, newest first; an empty list when storage is missing, blocked or corrupt. */
export function readErrorReports(): ErrorReport[] {
  return safely(() => {
    const raw = getStorage()?.getItem(ERROR_REPORTS_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isReport) : [];
  }, []);
}

/**
 * Keeps the report first in the list, at most MAX_ERROR_REPORTS. Never throws: if the full list
 * doesn't fit (storage full is a common reason to be here), the new report alone is tried.
 */
export function saveErrorReport(report: ErrorReport): void {
  const storage = getStorage();
  if (!storage) return;
  const others = readErrorReports().filter((kept) => kept.details.errorId !== report.details.errorId);
  const attempts = [[report, ...others].slice(0, MAX_ERROR_REPORTS), [report]];
  for (const reports of attempts) {
    try {
      storage.setItem(ERROR_REPORTS_KEY, JSON.stringify(reports));
      return;
    } catch {
      // try the smaller list, then give up silently
    }
  }
}

/** Removes every local storage item whose key starts with 'bento-'; returns how many went. */
export function clearBentoStorage(): number {
  const storage = getStorage();
  if (!storage) return 0;
  return safely(() => {
    // Collect first: removing while walking by index would skip keys.
    const keys = storageKeys(storage).filter((key) => key.startsWith(BENTO_KEY_PREFIX));
    keys.forEach((key) => storage.removeItem(key));
    return keys.length;
  }, 0);
}
