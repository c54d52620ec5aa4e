// The rules of uploads: what is an image, the per-user quota, one stored copy per distinct file, and (through
// uploadSweep.ts) the removal of uploads nothing uses any more.
import { createHash } from 'node:crypto';
import { ForeignKeyConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { Models } from '../db/models';
import { userWrites } from '../designs/userWrites';
import type { ImageInfo } from './imageType';
import { reencodeUpload } from './reencode';
import type { StoredFile, UploadStorage } from './storage';
import { UPLOAD_ERRORS, uploadRefusal, uploadUrl } from './uploadRules';
import { uploadSweep } from './uploadSweep';

export interface UploadedImage {
  url: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
}

export interface UploadServiceDeps {
  sequelize: Sequelize;
  models: Models;
  storage: UploadStorage;
  quotaBytes: number;
  /** The clock, injectable for the sweep's tests. */
  now?: () => Date;
}

/**
 * MySQL/MariaDB: a sweep on another instance deleted the file this upload links to between its read and its
 * write (the link's foreign key fails), or the two transactions deadlocked. Trying again stores the file anew.
 */
function isWriteConflict(err: unknown): boolean {
  if (err instanceof ForeignKeyConstraintError) return true;
  return (err as { parent?: { code?: unknown } }).parent?.code === 'ER_LOCK_DEADLOCK';
}

export function uploadService({
  sequelize,
  models,
  storage,
  quotaBytes,
  now = () => new Date(),
}: UploadServiceDeps) {
  const { UploadBlob, UploadOwner } = models;
  const write = userWrites(sequelize, models);

  /** The file's row and bytes, created if missing (bytes written again if they went missing). */
  async function keepFile(file: StoredFile, info: ImageInfo, bytes: Buffer, transaction: Transaction) {
    const existing = await UploadBlob.findByPk(file.hash, { attributes: ['hash'], transaction });
    if (!existing) {
      // Another user may store the same bytes at the same moment: the first row wins, both are linked to it.
      await UploadBlob.bulkCreate(
        [
          {
            ...file,
            size: bytes.length,
            width: info.width,
            height: info.height,
            data: null,
            lastUsedAt: now(),
          },
        ],
        { ignoreDuplicates: true, transaction },
      );
    } else if (await storage.has(file, transaction)) {
      return;
    }
    await storage.put(file, bytes, transaction);
  }

  /** Links the file to the user; false when it was theirs already (then dated now, as a fresh use). */
  function link(userId: string, file: StoredFile, info: ImageInfo, bytes: Buffer): Promise<boolean> {
    const key = { userId, hash: file.hash };
    return write(userId, async (transaction) => {
      const owned = await UploadOwner.findOne({ where: key, attributes: ['userId'], transaction });
      if (owned) {
        await UploadOwner.update({ lastUsedAt: now() }, { where: key, transaction });
        await keepFile(file, info, bytes, transaction);
        return false;
      }
      const used = (await UploadOwner.sum('size', { where: { userId }, transaction })) ?? 0;
      if (used + bytes.length > quotaBytes) throw uploadRefusal(UPLOAD_ERRORS.quota(used, quotaBytes));
      await keepFile(file, info, bytes, transaction);
      await UploadOwner.create({ ...key, size: bytes.length, lastUsedAt: now() }, { transaction });
      return true;
    });
  }

  /**
   * Stores an image for a user, decoded and encoded anew (reencode.ts): what is hashed, stored and counted is the
   * new encoding, the same for the same bytes sent. Answers its URL; `created` is false when the user had it already.
   */
  async function upload(userId: string, sent: Buffer): Promise<UploadedImage & { created: boolean }> {
    const { bytes, ...info } = await reencodeUpload(sent);
    const file = { hash: createHash('sha256').update(bytes).digest('hex'), ext: info.ext };
    const created = await link(userId, file, info, bytes).catch((err: unknown) => {
      if (isWriteConflict(err)) return link(userId, file, info, bytes);
      throw err;
    });
    return {
      url: uploadUrl(file.hash, file.ext),
      contentType: info.contentType,
      bytes: bytes.length,
      width: info.width,
      height: info.height,
      created,
    };
  }

  /** A stored image by its served name, or null (also when asked for under another extension). */
  async function find(hash: string, ext: string): Promise<Buffer | null> {
    const blob = await UploadBlob.findByPk(hash, { attributes: ['hash', 'ext'] });
    return blob && blob.ext === ext ? storage.get({ hash, ext }) : null;
  }

  return { upload, find, sweep: uploadSweep({ sequelize, models, storage, now }) };
}

export type UploadService = ReturnType<typeof uploadService>;
