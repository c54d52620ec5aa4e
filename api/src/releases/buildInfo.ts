// What a built remote says about itself: its federation manifest (the shared singletons it was built with) and
// bento-build.json beside it (the store contract: rspack.config.base.ts writes it into every build).
import { ReleaseError } from './releaseService';
import { sharedOfManifest, type BuildContract } from './compatibility';

/** The manifest's remote name, or a ReleaseError when the text is not a federation manifest. */
export function manifestRemoteName(manifestText: string): string {
  let manifest: { name?: unknown; metaData?: { remoteEntry?: unknown } };
  try {
    manifest = JSON.parse(manifestText) as typeof manifest;
  } catch {
    throw new ReleaseError('The manifest is not JSON.');
  }
  if (typeof manifest.name !== 'string' || !manifest.metaData?.remoteEntry) {
    throw new ReleaseError('This is not a federation manifest (mf-manifest.json): it names no remote entry.');
  }
  return manifest.name;
}

export function readBuildInfo(manifestText: string, buildInfoText: string): BuildContract {
  manifestRemoteName(manifestText);
  let storeContract: unknown;
  try {
    storeContract = (JSON.parse(buildInfoText) as { storeContract?: unknown }).storeContract;
  } catch {
    storeContract = undefined;
  }
  if (typeof storeContract !== 'string') {
    throw new ReleaseError(
      'bento-build.json names no store contract: build the remote with rspack.config.base.ts.',
    );
  }
  return { contractVersion: storeContract, shared: sharedOfManifest(JSON.parse(manifestText)) };
}
