// Embedded frames (editor-core.md §5 'Iframes').

export const EMBED_EXTRACT_ERROR_MESSAGE = 'Could not extract a valid URL from code';
export const IFRAME_APPLIED_MESSAGE = 'Iframe settings applied successfully!';

/**
 * The URL an iframe may load: any non-https protocol is forced to https (http://x → https://x). Unparseable
 * URLs, URLs without a host (javascript:, data:, about:...) and URLs with credentials give null.
 */
export function sanitizeIframeUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  // No host (javascript:, data:, about:, mailto:, file:///...): nothing to force to https.
  if (!parsed.hostname || parsed.username || parsed.password) return null;
  if (parsed.protocol === 'https:') return parsed.href;
  // Rebuild rather than assign .protocol: the URL setter silently refuses some protocol changes.
  try {
    return new URL(`https://${parsed.host}${parsed.pathname}${parsed.search}${parsed.hash}`).href;
  } catch {
    return null;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) || 0xfffd);
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10) || 0xfffd);
    return ENTITIES[lower] ?? entity;
  });
}

function attribute(tag: string, name: string): string | null {
  const pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
  const match = pattern.exec(tag);
  if (!match) return null;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

export const EMBED_TITLE_MAX_LENGTH = 500;

/**
 * The src and title of the first iframe in pasted embed code. The URL goes through sanitizeIframeUrl (https
 * only); the title is plain text ('' when absent). Null when there is no iframe or no usable src.
 */
export function extractEmbed(code: string): { url: string; title: string } | null {
  if (typeof code !== 'string') return null;
  const tag = /<iframe\b[^>]*>/i.exec(code)?.[0];
  if (!tag) return null;
  const url = sanitizeIframeUrl(attribute(tag, 'src'));
  if (!url) return null;
  const title = (attribute(tag, 'title') ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, EMBED_TITLE_MAX_LENGTH);
  return { url, title };
}
