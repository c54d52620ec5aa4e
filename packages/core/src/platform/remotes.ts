/** The federated remotes the shell loads, by federation name. Each is served from /remotes/<name>/. */
export const REMOTE_NAMES = [
  'editor',
  'sites',
  'account',
  'embeds',
  'templates',
  'admin',
  'insights',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Environment variable that moves a remote to another origin, e.g. REMOTE_EDITOR_URL. */
export function remoteUrlEnvKey(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/** Default (same-origin) manifest address of a remote. */
export function defaultRemoteManifestUrl(name: RemoteName): string {
  return `/remotes/${name}/mf-manifest.json`;
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}
