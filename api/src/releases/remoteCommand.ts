// `npm run remote -- <command>` (issue 30): release, register, list, activate and roll back a remote's releases.
// The work is here, with its dependencies passed in; scripts/remote.ts wires the database, the build and fetch.
import { createHash } from 'node:crypto';
import type { RemoteName } from '@bento/core';
import type { BuildContract } from './compatibility';
import { manifestRemoteName, readBuildInfo } from './buildInfo';
import { ReleaseError, remoteName, type Release, type ReleaseService } from './releaseService';

/** A release built here (scripts/remoteRelease.ts), before it is recorded. */
export interface BuiltRelease extends BuildContract {
  version: string;
  gitCommit: string | null;
}

export interface RemoteCommandDeps {
  releases: ReleaseService;
  build(name: RemoteName): Promise<BuiltRelease>;
  /** The text at a URL, or a thrown error (a network failure, a status other than 200). */
  fetchText(url: string): Promise<string>;
  actor: string;
  out(line: string): void;
  err(line: string): void;
}

export const REMOTE_USAGE = [
  'Usage: npm run remote -- <command>',
  '  release <name>                 build the remote alone into a release; prints its version last',
  '  register <name> <manifestUrl>  record a release a team deployed elsewhere',
  '  list <name>                    its releases, the active one and the history of switches',
  '  activate <name> <version>      serve that release from now on (every instance within 2 s)',
  '  rollback <name>                back to the release active before the current one',
  '  canary <name> <version> <percent>  serve that release to a share of visitors (each always the same one)',
  '  canary <name> off              end the canary: every visitor gets the active release',
  '  promote <name>                 make the canary the active release',
].join('\n');

const describe = (release: Release | null) =>
  release ? `${release.version}${release.manifestUrl ? ` (${release.manifestUrl})` : ''}` : 'its built dist';

async function register(deps: RemoteCommandDeps, name: RemoteName, manifestUrl: string): Promise<Release> {
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    throw new ReleaseError(`'${manifestUrl}' is not an absolute URL.`);
  }
  const manifestText = await deps.fetchText(url.href);
  const declared = manifestRemoteName(manifestText);
  if (declared !== name) throw new ReleaseError(`The manifest is remote '${declared}', not '${name}'.`);
  const info = readBuildInfo(manifestText, await deps.fetchText(new URL('bento-build.json', url).href));
  const version = createHash('sha256').update(manifestText).digest('hex').slice(0, 12);
  return deps.releases.record({ remote: name, version, manifestUrl: url.href, gitCommit: null, ...info });
}

async function list(deps: RemoteCommandDeps, name: RemoteName): Promise<void> {
  const { releases, active, canary, history } = await deps.releases.list(name);
  deps.out(`${name}: ${active ? `${active} is active` : 'serving its built dist (no release active)'}`);
  if (canary) deps.out(`  canary: ${canary.version} for ${canary.percent}% of visitors`);
  for (const release of releases) {
    const mark = release.version === active ? '*' : release.version === canary?.version ? '~' : ' ';
    const source = release.manifestUrl ?? 'built here';
    const commit = release.gitCommit ? ` ${release.gitCommit.slice(0, 8)}` : '';
    deps.out(
      `${mark} ${release.version}  ${release.createdAt.toISOString()}  contract ${release.contractVersion}${commit}  ${source}  loads ${release.loads}, failures ${release.failures}`,
    );
  }
  for (const entry of history) {
    deps.out(
      `  ${entry.at.toISOString()}  ${entry.action} ${entry.version ?? '(built dist)'} by ${entry.actor}`,
    );
  }
}

async function run(deps: RemoteCommandDeps, [command, name, arg, share]: string[]): Promise<void> {
  const need = (value: string | undefined, what: string) => {
    if (!value) throw new ReleaseError(`${command} needs ${what}.\n${REMOTE_USAGE}`);
    return value;
  };
  switch (command) {
    case 'release': {
      const remote = remoteName(need(name, 'a remote name'));
      const built = await deps.build(remote);
      const release = await deps.releases.record({ remote, manifestUrl: null, ...built });
      deps.out(`Released ${remote} ${release.version} (contract ${release.contractVersion}).`);
      deps.out(`Activate it with: npm run remote -- activate ${remote} ${release.version}`);
      deps.out(release.version);
      return;
    }
    case 'register': {
      const remote = remoteName(need(name, 'a remote name'));
      const release = await register(deps, remote, need(arg, 'the manifest URL'));
      deps.out(`Registered ${remote} ${release.version} from ${release.manifestUrl}.`);
      deps.out(release.version);
      return;
    }
    case 'list':
      return list(deps, remoteName(need(name, 'a remote name')));
    case 'activate': {
      const remote = remoteName(need(name, 'a remote name'));
      const release = await deps.releases.activate(remote, need(arg, 'a version'), deps.actor);
      deps.out(`${remote} now serves ${describe(release)}.`);
      return;
    }
    case 'rollback': {
      const remote = remoteName(need(name, 'a remote name'));
      const release = await deps.releases.rollback(remote, deps.actor);
      deps.out(`${remote} rolled back: it now serves ${describe(release)}.`);
      return;
    }
    case 'canary': {
      const remote = remoteName(need(name, 'a remote name'));
      const version = need(arg, "a version (or 'off')");
      if (version === 'off') {
        const ended = await deps.releases.endCanary(remote, deps.actor);
        deps.out(`${remote}'s canary ${ended.version} is off: every visitor gets the active release.`);
        return;
      }
      const canary = await deps.releases.canary(remote, version, need(share, 'a percent'), deps.actor);
      deps.out(`${remote} serves ${canary.version} to ${canary.percent}% of visitors.`);
      return;
    }
    case 'promote': {
      const remote = remoteName(need(name, 'a remote name'));
      const release = await deps.releases.promote(remote, deps.actor);
      deps.out(`${remote} now serves ${describe(release)} to every visitor.`);
      return;
    }
    default:
      throw new ReleaseError(REMOTE_USAGE);
  }
}

/** Runs one command; answers the exit code (1 with the reason on err for a refusal). */
export async function remoteCommand(argv: string[], deps: RemoteCommandDeps): Promise<number> {
  try {
    await run(deps, argv);
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    deps.err(error.message);
    return 1;
  }
}
