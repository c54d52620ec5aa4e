// Auto-save timings and limits, word for word from accounts-and-sites.md §4 and §9.

/** A change to an existing design is saved this long after it (the 'auto-save debounce'). */
export const SAVE_DELAY_MS = 30_000;
/** Unsaved changes are saved at least this often. */
export const PERIODIC_SAVE_MS = 5 * 60_000;
/** The fingerprint is also checked on this interval (besides every store change). */
export const CHANGE_CHECK_MS = 10_000;
/** After sign-in with no current design: a design is created this long after it… */
export const INITIAL_CREATE_DELAY_MS = 1_000;
/** …or the most recently updated one is loaded this long after it. */
export const INITIAL_LOAD_DELAY_MS = 2_000;
/** This many failed saves in a row pause auto-save… */
export const MAX_CONSECUTIVE_FAILURES = 3;
/** …for this long; then the failure counter resets. */
export const FAILURE_PAUSE_MS = 5 * 60_000;
/** No auto-save for this long after a design was deleted. */
export const DELETE_PAUSE_MS = 5_000;
/** The designs-per-user limit (§9): the initial design is not created past it. */
export const MAX_DESIGNS = 10;
