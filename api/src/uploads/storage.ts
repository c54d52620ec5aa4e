// Where uploaded bytes live, behind one small interface. The database driver (default) keeps them in the blob's
// row, so every instance on the same database serves them; the directory driver (UPLOADS_DIR) keeps files named
// <sha256>.<ext>, written to a temporary name and renamed, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredBlob {
  hash: string;
  ext: string;
  data: Buffer | null;
}

export interface UploadStorage {
  readonly kind: 'database' | 'directory';
  /** Keeps the bytes; answers what the blob's row holds (the bytes themselves, or null when kept elsewhere). */
  write(hash: string, ext: string, bytes: Buffer): Promise<Buffer | null>;
  /** The bytes of a stored blob, or null when they are gone. */
  read(blob: StoredBlob): Promise<Buffer | null>;
  /** Forgets the bytes (the row is deleted by the caller). */
  remove(hash: string, ext: string): Promise<void>;
}

export function databaseStorage(): UploadStorage {
  return {
    kind: 'database',
    write: async (_hash, _ext, bytes) => bytes,
    read: async (blob) => blob.data,
    remove: async () => {},
  };
}

export function directoryStorage(dir: string): UploadStorage {
  const fileOf = (hash: string, ext: string) => path.join(dir, `${hash}.${ext}`);
  return {
    kind: 'directory',
    write: async (hash, ext, bytes) => {
      await fs.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${hash}.${randomBytes(6).toString('hex')}.tmp`);
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, fileOf(hash, ext));
      return null;
    },
    read: async ({ hash, ext }) => fs.readFile(fileOf(hash, ext)).catch(() => null),
    remove: async (hash, ext) => fs.rm(fileOf(hash, ext), { force: true }),
  };
}

/** UPLOADS_DIR set: files in that folder; otherwise the database. */
export function uploadStorageFor(uploadsDir: string | null): UploadStorage {
  return uploadsDir ? directoryStorage(uploadsDir) : databaseStorage();
}
