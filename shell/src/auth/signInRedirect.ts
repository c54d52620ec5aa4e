/**
 * The sign-in address with a way back: Clerk-style `redirect_url` carrying the full current address.
 * Relative sign-in addresses stay relative so the router can navigate without a reload.
 */
export function signInRedirectTarget(signInUrl: string, returnTo: string): string {
  const separator = signInUrl.includes('?') ? '&' : '?';
  return `${signInUrl}${separator}redirect_url=${encodeURIComponent(returnTo)}`;
}

export function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
