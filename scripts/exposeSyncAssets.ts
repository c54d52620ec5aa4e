// The federation manifest lists, for each exposed module, the files loading it fetches at once (assets.*.sync).
// It leaves out the chunks an exposed module shares with a shared module's own copy (the editor's @bento/core
// chunks, also part of its @bento/ui/grid fallback), assuming they come with that fallback; when the shell
// provides the shared module, they are fetched only once the exposed module is asked for. The server's and the
// runtime's preloads read these lists (issue 17: a round trip after main.js on a phone), so they are completed
// here from the exposed module's chunk group, through the manifest plugin's additionalData hook.

interface AssetLists {
  sync: string[];
  async: string[];
}

interface StatsExpose {
  name: string;
  assets: { js: AssetLists; css: AssetLists };
}

interface ChunkGroupLike {
  chunks: readonly { files: ReadonlySet<string> | Iterable<string> }[];
}

export interface ExposeStatsInput {
  stats: { exposes?: StatsExpose[] };
  compilation: { namedChunkGroups: { get(name: string): ChunkGroupLike | undefined } };
}

/** The chunk group federation gives an exposed module ('./EditorScreen' → '__federation_expose_EditorScreen'). */
const exposeChunkGroup = (name: string) => `__federation_expose_${name}`;

function complete(lists: AssetLists, files: string[]): void {
  lists.sync = [...new Set([...lists.sync, ...files])];
  lists.async = lists.async.filter((file) => !files.includes(file));
}

/** Adds every file of each exposed module's chunk group to its sync lists; answers the same stats object. */
export function completeExposeSyncAssets<Stats extends ExposeStatsInput['stats']>({
  stats,
  compilation,
}: {
  stats: Stats;
  compilation: ExposeStatsInput['compilation'];
}): Stats {
  for (const expose of stats.exposes ?? []) {
    const group = compilation.namedChunkGroups.get(exposeChunkGroup(expose.name));
    if (!group) continue;
    const files = group.chunks.flatMap((chunk) => [...chunk.files]);
    complete(
      expose.assets.js,
      files.filter((file) => file.endsWith('.js')),
    );
    complete(
      expose.assets.css,
      files.filter((file) => file.endsWith('.css')),
    );
  }
  return stats;
}
