// The drawn photos kept in memory, least recently used dropped first past a byte budget; a photo asked for again
// while it is being drawn waits for that drawing instead of starting another.

export interface PlaceholderCache {
  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer>;
  readonly bytes: number;
  readonly size: number;
}

export const PLACEHOLDER_CACHE_MAX_BYTES = 16 * 1024 * 1024;

export function createPlaceholderCache(maxBytes = PLACEHOLDER_CACHE_MAX_BYTES): PlaceholderCache {
  // Map order is insertion order: re-inserting on a hit makes the first key the least recently used.
  const done = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  const keep = (key: string, image: Buffer) => {
    if (image.length > maxBytes) return;
    done.set(key, image);
    bytes += image.length;
    for (const [oldKey, old] of done) {
      if (bytes <= maxBytes) break;
      done.delete(oldKey);
      bytes -= old.length;
    }
  };

  return {
    get(key, draw) {
      const hit = done.get(key);
      if (hit) {
        done.delete(key);
        done.set(key, hit);
        return Promise.resolve(hit);
      }
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw()
          .then((image) => {
            keep(key, image);
            return image;
          })
          .finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      return pending;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return done.size;
    },
  };
}
