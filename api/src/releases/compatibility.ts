// Whether a remote release can run in this shell (issue 30): the store contract's major must match, and each
// shared singleton the release asks for must be one the shell can give it (federation shares one copy).
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { STORE_CONTRACT_VERSION } from '@bento/store/contractVersion';

export type SharedVersions = Record<string, { version: string; requiredVersion?: string }>;

/** What an app was built with: the store contract's version and its shared singletons. */
export interface BuildContract {
  contractVersion: string;
  shared: SharedVersions;
}

/** The `shared` list of a built mf-manifest.json, by package name. */
export function sharedOfManifest(manifest: unknown): SharedVersions {
  const list = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(list)) return {};
  const shared: SharedVersions = {};
  for (const entry of list as Array<{ name?: unknown; version?: unknown; requiredVersion?: unknown }>) {
    if (typeof entry.name !== 'string' || typeof entry.version !== 'string') continue;
    shared[entry.name] = {
      version: entry.version,
      ...(typeof entry.requiredVersion === 'string' ? { requiredVersion: entry.requiredVersion } : {}),
    };
  }
  return shared;
}

/** The running shell's contract: this server's store contract, and the singletons its build shares. */
export function shellContract(shellDist: string): BuildContract {
  let manifest: unknown = null;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8'));
  } catch {
    // Not built: only the contract can be checked.
  }
  return { contractVersion: STORE_CONTRACT_VERSION, shared: sharedOfManifest(manifest) };
}

/** Why `release` cannot run in a shell with `shell`, a sentence each; none when it can. */
export function incompatibilities(release: BuildContract, shell: BuildContract): string[] {
  const problems: string[] = [];
  const built = semver.coerce(release.contractVersion);
  const running = semver.coerce(shell.contractVersion);
  if (!built || !running || built.major !== running.major) {
    problems.push(
      `it was built against store contract ${release.contractVersion}, and the shell runs contract ${shell.contractVersion}`,
    );
  }
  for (const [name, { requiredVersion }] of Object.entries(release.shared)) {
    const provided = shell.shared[name]?.version;
    // A package the shell does not share is bundled in the release itself.
    if (!requiredVersion || !provided) continue;
    if (!semver.satisfies(provided, requiredVersion)) {
      problems.push(`it needs ${name} ${requiredVersion}, and the shell shares ${name} ${provided}`);
    }
  }
  return problems;
}
