// Account limits (accounts-and-sites.md §1, §5 'Limits', §9): the designs sidebar, the project table and the
// publish dialogs check them before asking; the API enforces them (api/src/designs/limits.ts).

/** Designs a user may keep. */
export const MAX_DESIGNS = 10;

/** Sites a user may have, published or hidden. */
export const MAX_PUBLISHED_SITES = 5;
