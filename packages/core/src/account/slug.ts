// The publish form's slug rules (accounts-and-sites.md §5), shared by every publish form.

/**
 * A URL slug as typed: lower-cased, spaces turned into hyphens, anything other than a–z, 0–9 and '-' removed.
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

/** The public address a slug gives on `origin` (the page's own), for the hint under the field. */
export function siteAddress(slug: string, origin: string): string {
  return `${origin}/${slug}`;
}
