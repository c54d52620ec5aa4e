import fs from 'node:fs';

/**
 * A file's content turned into a value, read again only when the file changes (so a build made after start-up
 * is picked up); null while the file is missing or `parse` throws.
 */
export function changedFileReader<T>(file: string, parse: (text: string) => T): () => T | null {
  let cached: { version: string; value: T | null } | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    const version = `${stat.mtimeMs}:${stat.size}`;
    if (cached?.version !== version) {
      let value: T | null;
      try {
        value = parse(fs.readFileSync(file, 'utf8'));
      } catch {
        value = null;
      }
      cached = { version, value };
    }
    return cached.value;
  };
}
