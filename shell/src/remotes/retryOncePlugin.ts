import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin: when loading a remote module fails, clear what the runtime cached for that
 * remote and try once more before the error reaches the area's error boundary. A flaky network gets a
 * second chance; a dead remote fails twice, fast.
 */
export default function retryOncePlugin(): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'bento-retry-once',
    async errorLoadRemote({ id, lifecycle, origin }) {
      if (lifecycle !== 'onLoad' || retrying.has(id)) return undefined;
      const remote = origin.options.remotes.find((candidate) => id.startsWith(`${candidate.name}/`));
      if (!remote) return undefined;
      retrying.add(id);
      try {
        origin.registerRemotes([remote], { force: true });
        return await origin.loadRemote(id);
      } finally {
        retrying.delete(id);
      }
    },
  };
}
