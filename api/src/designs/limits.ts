import { ApiError } from '../web/errors';

// accounts-and-sites.md §9 and the exact §8 wording.
export const MAX_DESIGNS_PER_USER = 10;
export const MAX_SITES_PER_USER = 5;

export const DESIGN_LIMIT_MESSAGE =
  'Design Limit Reached: You have reached the maximum limit of 10 designs. Delete some designs to create new ones.';
export const SITE_LIMIT_MESSAGE = "You've reached your limit of 5 published sites.";

export const designLimitError = () => new ApiError(403, 'design_limit', DESIGN_LIMIT_MESSAGE);
export const siteLimitError = () => new ApiError(403, 'site_limit', SITE_LIMIT_MESSAGE);
export const designNotFound = () => new ApiError(404, 'not_found', 'Design not found');
export const siteNotFound = () => new ApiError(404, 'not_found', 'Site not found');
