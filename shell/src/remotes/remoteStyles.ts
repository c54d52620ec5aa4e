// A remote's stylesheets are part of loading it. The federation runtime inserts the <link>s of an exposed module
// and the bundler's CSS loader then takes an existing link as loaded, even one that failed (a 404, or refused by
// the CSP): the remote would render unstyled. A failed link cannot be told apart afterwards (Chromium gives it an
// empty sheet; a cross-origin status reads 0), so the shell records every stylesheet's load or error as it happens.

/** How long a remote's stylesheet may still be loading once its module has arrived. */
export const STYLESHEET_WAIT_MS = 10_000;

export class RemoteStylesError extends Error {
  constructor(href: string) {
    super(`A stylesheet of this remote did not load: ${href}`);
    this.name = 'RemoteStylesError';
  }
}

type Outcome = 'loaded' | 'failed';

/** What became of each stylesheet link of a document, as its load and error events said. */
export interface StylesheetWatch {
  outcomeOf(link: HTMLLinkElement): Outcome | undefined;
  /** Calls back on the next load or error of any stylesheet; answers a function that stops listening. */
  onSettle(callback: () => void): () => void;
}

function isStylesheet(target: EventTarget | null): target is HTMLLinkElement {
  return target instanceof HTMLLinkElement && target.rel === 'stylesheet';
}

/**
 * Starts recording before any remote loads (the shell's boot). Load and error events of a link do not bubble,
 * but they pass the document in the capture phase.
 */
export function watchStylesheets(doc: Document = document): StylesheetWatch {
  const outcomes = new WeakMap<HTMLLinkElement, Outcome>();
  const listeners = new Set<() => void>();
  const record = (outcome: Outcome) => (event: Event) => {
    if (!isStylesheet(event.target)) return;
    outcomes.set(event.target, outcome);
    for (const listener of [...listeners]) listener();
  };
  doc.addEventListener('load', record('loaded'), true);
  doc.addEventListener('error', record('failed'), true);
  return {
    outcomeOf: (link) => outcomes.get(link),
    onSettle: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
}

/** The folder a remote's files are served from: its manifest URL without the file name. */
export function remoteBaseUrl(manifestUrl: string, pageUrl: string): string {
  return new URL('.', new URL(manifestUrl, pageUrl)).href;
}

function remoteLinks(baseUrl: string, doc: Document): HTMLLinkElement[] {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
    link.href.startsWith(baseUrl),
  );
}

/**
 * Resolves once every stylesheet under `baseUrl` has loaded; rejects as soon as one failed, or when one is still
 * loading after `waitMs`.
 */
export function remoteStylesLoaded(
  watch: StylesheetWatch,
  baseUrl: string,
  doc: Document = document,
  waitMs = STYLESHEET_WAIT_MS,
): Promise<void> {
  const links = remoteLinks(baseUrl, doc);
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const failed = links.find((link) => watch.outcomeOf(link) === 'failed');
      if (failed) reject(new RemoteStylesError(failed.href));
      else if (links.every((link) => watch.outcomeOf(link) === 'loaded')) resolve();
      else return false;
      return true;
    };
    if (check()) return;
    const stop = watch.onSettle(() => {
      if (!check()) return;
      stop();
      clearTimeout(timer);
    });
    const timer = setTimeout(() => {
      stop();
      const pending = links.find((link) => watch.outcomeOf(link) !== 'loaded');
      reject(new RemoteStylesError(pending?.href ?? baseUrl));
    }, waitMs);
  });
}

/** Before a retry: the failed links go, so the runtime inserts them afresh instead of trusting them. */
export function forgetFailedStyles(watch: StylesheetWatch, baseUrl: string, doc: Document = document): void {
  for (const link of remoteLinks(baseUrl, doc)) if (watch.outcomeOf(link) !== 'loaded') link.remove();
}
