/**
 * Where to go after signing in or up: the `redirect_url` query parameter when it points at this origin (as a path
 * the router can open), else '/'. Anything else (another host, javascript:, junk) is refused: no open redirect.
 */
export function redirectTarget(search: string, origin: string = window.location.origin): string {
  const value = new URLSearchParams(search).get('redirect_url');
  if (!value) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-in or sign-up address that keeps the way back, e.g. '/sign-up?redirect_url=…'. */
export function withRedirect(address: string, search: string): string {
  const value = new URLSearchParams(search).get('redirect_url');
  if (!value) return address;
  return `${address}${address.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(value)}`;
}

export function isAppPath(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//');
}
