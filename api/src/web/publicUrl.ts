// PUBLIC_URL: the address the product is reached at (e.g. https://bentocreator.app). Published pages take their
// canonical link and og:url from it, never from the request's Host header (which any client can forge).

export const PUBLIC_URL_EXAMPLE = 'https://bentocreator.app';

/**
 * The configured public URL without trailing slashes, or null when PUBLIC_URL is unset or blank. Throws (a
 * startup error) unless it is an absolute http(s) URL with a host and without credentials, query or fragment.
 * A path is kept (a deployment under a prefix).
 */
export function parsePublicUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const invalid = (reason: string) =>
    new Error(
      `PUBLIC_URL must be an absolute http(s) URL such as ${PUBLIC_URL_EXAMPLE} (${reason}), got "${raw}"`,
    );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('http or https only');
  if (!url.hostname) throw invalid('no host');
  if (url.username || url.password) throw invalid('no user name or password');
  if (url.search || url.hash || raw.includes('?') || raw.includes('#')) throw invalid('no query or fragment');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** A published site's public address, or null without PUBLIC_URL. */
export function publicSiteUrl(publicUrl: string | null, slug: string): string | null {
  return publicUrl === null ? null : `${publicUrl}/${slug}`;
}
