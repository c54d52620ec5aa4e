/**
 * The store contract's version (semver): the slices, selectors and contract actions remotes rely on. A remote
 * release records the version it was built against; a release whose major differs from the shell's is refused
 * (api/src/releases/compatibility.ts). Bump the major for a change an older remote would break on (a removed or
 * renamed action, a reshaped slice), the minor for additions.
 */
export const STORE_CONTRACT_VERSION = '1.2.0';
