// The boot data the server puts in the page (api/src/web/shellPage.ts): what /remotes.json, /config.json,
// /api/auth/config and /api/auth/auth-urls answer, read without a request, and for a visitor the server knows has
// no session, what /api/auth/session would answer. Whatever is missing or unreadable is fetched as before, so the
// shell also starts from a page without it.
import { BOOT_DATA_ELEMENT_ID, type PublicAppConfig, type RemoteMap, type ServedReleases } from '@bento/core';
import {
  authStrategyFrom,
  authUrlsFrom,
  loadAuthSettings,
  type AuthSettings,
} from '../auth/loadAuthSettings';
import { servedReleasesFrom } from '../remotes/releaseChoice';
import { fetchRemoteMap, fetchServedReleases, remoteMapFrom } from '../remotes/remoteRegistry';
import { appConfigFrom, loadAppConfig } from './loadAppConfig';

interface EmbeddedBoot {
  remotes?: unknown;
  releases?: unknown;
  config?: unknown;
  auth?: unknown;
  authUrls?: unknown;
  session?: unknown;
}

function readEmbeddedBoot(doc: Document): EmbeddedBoot {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as unknown;
    return data && typeof data === 'object' ? (data as EmbeddedBoot) : {};
  } catch {
    return {};
  }
}

export interface BootSettings {
  remoteMap: RemoteMap;
  /** The releases served and their canaries (issue 30); empty where every remote serves its built dist. */
  releases: ServedReleases;
  config: PublicAppConfig;
  authSettings: AuthSettings;
  /** What /api/auth/session answers, when the page says so (the local adapter then does not ask). */
  session?: unknown;
}

/** The remote map, the public config and the auth settings: from the page when it has them, else fetched. */
export async function loadBootSettings(
  doc: Document = document,
  fetchImpl: typeof fetch = fetch,
): Promise<BootSettings> {
  const embedded = readEmbeddedBoot(doc);
  const authKnown = embedded.auth !== undefined && embedded.authUrls !== undefined;
  const [remoteMap, releases, config, authSettings] = await Promise.all([
    embedded.remotes !== undefined ? remoteMapFrom(embedded.remotes) : fetchRemoteMap(fetchImpl),
    embedded.remotes !== undefined ? servedReleasesFrom(embedded.releases) : fetchServedReleases(fetchImpl),
    embedded.config !== undefined ? appConfigFrom(embedded.config) : loadAppConfig(fetchImpl),
    authKnown
      ? { ...authStrategyFrom(embedded.auth), ...authUrlsFrom(embedded.authUrls) }
      : loadAuthSettings(fetchImpl),
  ]);
  return embedded.session === undefined
    ? { remoteMap, releases, config, authSettings }
    : { remoteMap, releases, config, authSettings, session: embedded.session };
}
