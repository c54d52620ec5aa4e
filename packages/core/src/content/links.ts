// Link URLs of the text toolbar and the box link panel (editor-core.md §5 'Links').

export type LinkSource = 'toolbar' | 'boxPanel';

export const INVALID_LINK_URL_MESSAGE = 'Please enter a valid URL';
export const LINK_UPDATED_MESSAGE = 'Link updated!';

const SCHEME = /^(https?:|mailto:|tel:)/i;
const BOX_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

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

/** A web address needs a host with a dot between labels (some browsers' URL parsers accept 'not a url'). */
const WEB_HOST = /^[^.\s]+(\.[^.\s]+)+$/;
const MAIL_ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE_NUMBER = /^\+?[0-9][0-9 ().-]{2,}$/;

/**
 * Box link panel (editor-core.md §5, made stricter by issue 33): valid if empty, or once normalised (https://
 * prefixed when there is no scheme) a web address whose host has a dot, a mailto: address or a tel: number.
 * Anything with spaces, or a single word, is 'Please enter a valid URL' rather than a link nobody can follow.
 */
export function isValidBoxLinkUrl(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '') return true;
  let parsed: URL;
  try {
    parsed = new URL(normalizeLinkUrl(trimmed, 'boxPanel'));
  } catch {
    return false;
  }
  const rest = decodeURIComponent(trimmed.slice(trimmed.indexOf(':') + 1).split('?')[0] ?? '');
  if (parsed.protocol === 'mailto:') return MAIL_ADDRESS.test(rest);
  if (parsed.protocol === 'tel:') return PHONE_NUMBER.test(rest);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return !/\s/.test(trimmed) && WEB_HOST.test(parsed.hostname);
}

/**
 * The href a box link may carry when rendered or saved: normalised as the box panel does, then kept only when
 * it parses and its scheme is http, https, mailto or tel. Otherwise null.
 */
export function safeBoxLinkUrl(url: string | undefined): string | null {
  if (!url) return null;
  const normalized = normalizeLinkUrl(url, 'boxPanel');
  if (normalized === '') return null;
  try {
    const parsed = new URL(normalized);
    return BOX_LINK_PROTOCOLS.includes(parsed.protocol) ? normalized : null;
  } catch {
    return null;
  }
}
