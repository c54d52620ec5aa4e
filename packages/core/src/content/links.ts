// Link URLs of the text toolbar and the box link panel (editor-core.md §5 'Links').

export type LinkSource = 'toolbar' | 'boxPanel';

export const INVALID_LINK_URL_MESSAGE = 'Please enter a valid URL';
export const LINK_UPDATED_MESSAGE = 'Link updated!';

const SCHEME = /^(https?:|mailto:)/i;

function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Trims the URL and, when it has no http(s) or mailto scheme, prepends 'http://' (text toolbar) or 'https://'
 * (box link panel). An empty URL stays empty.
 */
export function normalizeLinkUrl(url: string, source: LinkSource): string {
  const trimmed = url.trim();
  if (trimmed === '' || SCHEME.test(trimmed)) return trimmed;
  const prefix = source === 'toolbar' ? 'http://' : 'https://';
  return prefix + trimmed.replace(/^\/\//, '');
}

/** Box link panel: valid if empty, parseable as it is, or parseable once 'https://' is prefixed. */
export function isValidBoxLinkUrl(url: string): boolean {
  const trimmed = url.trim();
  return trimmed === '' || parses(trimmed) || parses(`https://${trimmed}`);
}

/**
 * The href a box link may carry when rendered or saved: normalised as the box panel does, then kept only when
 * it parses and its scheme is http, https or mailto. Otherwise null.
 */
export function safeBoxLinkUrl(url: string | undefined): string | null {
  if (!url) return null;
  const normalized = normalizeLinkUrl(url, 'boxPanel');
  if (normalized === '') return null;
  try {
    const parsed = new URL(normalized);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? normalized : null;
  } catch {
    return null;
  }
}
