// Where uploaded bytes live, behind one small interface. Each file has a row in upload_blobs (its type and size);
// the driver keeps its bytes: in that row (database, the default: every instance on the same database serves
// them) or in UPLOADS_DIR as <sha256>.<ext>, written to a temporary name and renamed, so no reader ever sees half
// a file. Writes take the transaction that creates or deletes the row, so a failure leaves no half-stored upload.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Op, type Transaction } from 'sequelize';
import type { Models } from '../db/models';

/** A stored file: the SHA-256 of its bytes (hex) and the extension of its format. */
export interface StoredFile {
  hash: string;
  ext: string;
}

export interface UploadStorage {
  /** Keeps the bytes of a file whose row exists in `transaction`. */
  put(file: StoredFile, bytes: Buffer, transaction: Transaction): Promise<void>;
  /** The bytes, or null when they are not kept. */
  get(file: StoredFile): Promise<Buffer | null>;
  /** Whether the bytes are kept (a row whose file went missing is written again by the next upload of it). */
  has(file: StoredFile, transaction: Transaction): Promise<boolean>;
  /** Forgets the bytes, in the transaction that deletes the row. */
  delete(file: StoredFile, transaction: Transaction): Promise<void>;
}

export function databaseStorage({ UploadBlob }: Pick<Models, 'UploadBlob'>): UploadStorage {
  return {
    put: async ({ hash }, bytes, transaction) => {
      await UploadBlob.update({ data: bytes }, { where: { hash }, transaction });
    },
    get: async ({ hash }) =>
      (await UploadBlob.findByPk(hash, { attributes: ['hash', 'data'] }))?.data ?? null,
    has: async ({ hash }, transaction) =>
      (await UploadBlob.count({ where: { hash, data: { [Op.ne]: null } }, transaction })) > 0,
    // The bytes are in the row, which the caller deletes.
    delete: async () => {},
  };
}

export function directoryStorage(dir: string): UploadStorage {
  const fileOf = ({ hash, ext }: StoredFile) => path.join(dir, `${hash}.${ext}`);
  return {
    put: async (file, bytes) => {
      await fs.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${file.hash}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, fileOf(file));
      } finally {
        await fs.rm(temporary, { force: true });
      }
    },
    get: async (file) => fs.readFile(fileOf(file)).catch(() => null),
    has: async (file) =>
      fs.access(fileOf(file)).then(
        () => true,
        () => false,
      ),
    delete: async (file) => fs.rm(fileOf(file), { force: true }),
  };
}

/** UPLOADS_DIR set: files in that folder; otherwise the database. */
export function uploadStorageFor(uploadsDir: string | null, models: Models): UploadStorage {
  return uploadsDir ? directoryStorage(uploadsDir) : databaseStorage(models);
}
