/** The sign-in address with a way back (Clerk-style `redirect_url` carrying the full current address). */
export function signInTarget(signInUrl: string, returnTo: string): string {
  const separator = signInUrl.includes('?') ? '&' : '?';
  return `${signInUrl}${separator}redirect_url=${encodeURIComponent(returnTo)}`;
}

/** Relative addresses stay in the app (router navigation, no reload). */
export function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
