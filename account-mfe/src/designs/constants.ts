// Sidebar timings and sizes of accounts-and-sites.md §4 and §9. The limits, notices and messages the project
// table shares live in @bento/core (MAX_DESIGNS) and @bento/store (DESIGN_LIMIT_NOTICE_MS, TOAST_MS).
export const DESIGN_LIST_CACHE_MS = 5 * 60 * 1000;
export const CREATED_FLASH_MS = 3000;
export const UNPUBLISHED_FLASH_MS = 2000;
export const SIDEBAR_WIDTH_PX = 280;
