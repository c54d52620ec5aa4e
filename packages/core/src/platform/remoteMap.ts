import { defaultRemoteManifestUrl, REMOTE_NAMES, remoteUrlEnvKey, type RemoteName } from './remotes';

/** What /remotes.json answers: each remote's manifest address. */
export type RemoteMap = Record<RemoteName, string>;

/** REMOTE_<NAME>_URL moves a remote to another origin; unset means same-origin /remotes/<name>/. */
export function remoteMapFromEnv(env: Record<string, string | undefined>): RemoteMap {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[remoteUrlEnvKey(name)]?.trim() || defaultRemoteManifestUrl(name)]),
  ) as RemoteMap;
}
