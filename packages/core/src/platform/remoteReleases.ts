import type { RemoteName } from './remotes';

/** A recorded release a remote serves (issue 30): its version and the store contract it was built against. */
export interface ServedRelease {
  version: string;
  contract: string;
}

/** A candidate served to `percent` % of visitors (a stable bucket per visitor), the rest get the active release. */
export interface CanaryRelease extends ServedRelease {
  manifestUrl: string;
  percent: number;
}

/**
 * What /remote-releases.json answers (and the shell page's boot data holds as `releases`): for each remote served
 * from a release, that release and its canary. A remote missing here serves its built dist, as before releases.
 */
export type ServedReleases = Partial<Record<RemoteName, { active?: ServedRelease; canary?: CanaryRelease }>>;

/** Where the shell reports each remote load and failure of a release (a beacon; see api/src/releases). */
export const REMOTE_BEACON_PATH = '/api/remote-beacons';

export type RemoteBeaconEvent = 'load' | 'failure';
