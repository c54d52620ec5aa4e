// Tells the server a remote's release began loading on this page, or failed (issue 30): counted per release, and a
// failing canary is switched off. A beacon survives the page closing; each remote says each thing once per page.
import { REMOTE_BEACON_PATH, type RemoteBeaconEvent, type RemoteName } from '@bento/core';

const said = new Set<string>();

export function reportRemote(remote: RemoteName, version: string, event: RemoteBeaconEvent): void {
  const key = `${remote} ${version} ${event}`;
  if (said.has(key)) return;
  said.add(key);
  const body = new Blob([JSON.stringify({ remote, version, event })], { type: 'application/json' });
  try {
    if (navigator.sendBeacon?.(REMOTE_BEACON_PATH, body)) return;
  } catch {
    // sendBeacon refused it (a full queue): fall back to a request kept alive.
  }
  void fetch(REMOTE_BEACON_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}
