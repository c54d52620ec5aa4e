/**
 * A URL slug as typed (accounts-and-sites.md §5): lower-cased, spaces turned into hyphens, anything other than
 * a–z, 0–9 and '-' removed.
 */
export function normalizeSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** New mode derives the slug from the site title until the slug is edited. */
export function slugFromTitle(title: string): string {
  return normalizeSlug(title.trim());
}

/** The public address a slug gives, for the hint under the field. */
export function siteAddress(slug: string, origin = window.location.origin): string {
  return `${origin}/${slug}`;
}
