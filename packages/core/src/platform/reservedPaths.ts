/**
 * First path segments the platform owns. A published site's slug may not be one of them, or the site would
 * hide a route (or the route the site). The API's slug rules use this list.
 */
export const RESERVED_PATH_SEGMENTS = [
  'new',
  'templates',
  'sign-in',
  'sign-up',
  'forgot-password',
  'reset-password',
  'verify-email',
  'confirm-email',
  'privacy-policy',
  'terms-of-service',
  'embeds',
  'publish',
  'manage-projects',
  'admin',
  'api',
  'remotes',
  'remotes.json',
  'releases',
  'config.json',
  'assets',
  'static',
  'uploads',
] as const;

export function isReservedPathSegment(segment: string): boolean {
  return (RESERVED_PATH_SEGMENTS as readonly string[]).includes(segment.toLowerCase());
}
