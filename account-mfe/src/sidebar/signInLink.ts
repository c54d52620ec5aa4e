/** The sign-in address with a way back to the current page (Clerk-style `redirect_url`). */
export function signInHref(signInUrl: string, returnTo: string = window.location.href): string {
  const separator = signInUrl.includes('?') ? '&' : '?';
  return `${signInUrl}${separator}redirect_url=${encodeURIComponent(returnTo)}`;
}

export const isSameOriginPath = (url: string) => url.startsWith('/') && !url.startsWith('//');
