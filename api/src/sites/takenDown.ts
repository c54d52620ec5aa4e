import type { PublishedSiteRecord } from '../db/models';
import { ApiError } from '../web/errors';

// A site an admin took down (issue 14 'Admin'): the public answers it with HTTP 451 (Unavailable For Legal
// Reasons), its owner sees why, and nothing about it changes until an admin restores it.

export const SITE_TAKEN_DOWN_CODE = 'site_taken_down';

/** What visitors get (JSON and the page at /{slug}): never the admin's reason. */
export const SITE_UNAVAILABLE_TITLE = 'This site is unavailable';
export const SITE_UNAVAILABLE_MESSAGE =
  'This site is unavailable: it was taken down for a breach of the terms of service.';

/** What its owner gets when trying to change, republish or delete it. */
export const SITE_TAKEN_DOWN_MESSAGE =
  'This site was taken down for a breach of the terms of service. It cannot be published, changed or removed until it is restored.';

/** What its owner gets when publishing its design again as another site. */
export const DESIGN_SITE_TAKEN_DOWN_MESSAGE =
  "This design's site was taken down for a breach of the terms of service. It cannot be published again until the site is restored.";

export const siteTakenDownError = () => new ApiError(451, SITE_TAKEN_DOWN_CODE, SITE_TAKEN_DOWN_MESSAGE);

export function assertNotTakenDown(site: Pick<PublishedSiteRecord, 'takenDownAt'>): void {
  if (site.takenDownAt) throw siteTakenDownError();
}

/** The owner's views of a site carry these only while it is taken down. */
export function takedownFields(site: Pick<PublishedSiteRecord, 'takenDownAt' | 'takedownReason'>): {
  takenDown?: true;
  takedownReason?: string;
} {
  return site.takenDownAt ? { takenDown: true, takedownReason: site.takedownReason ?? '' } : {};
}
