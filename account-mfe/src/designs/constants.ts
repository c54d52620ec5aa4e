// Sidebar limits and timings of accounts-and-sites.md §4 and §9.
export const MAX_DESIGNS = 10;
export const DESIGN_LIST_CACHE_MS = 5 * 60 * 1000;
export const DESIGN_LIMIT_NOTICE_MS = 5000;
export const CREATED_FLASH_MS = 3000;
export const UNPUBLISHED_FLASH_MS = 2000;
export const TOAST_MS = 4000;
export const SIDEBAR_WIDTH_PX = 280;
