// The rules of uploads: what is an image, the per-user quota, one stored copy per distinct file, and the sweep of
// uploads nothing of their owner uses any more.
import { createHash } from 'node:crypto';
import { Op, type Sequelize } from 'sequelize';
import type { Models } from '../db/models';
import { userWrites } from '../designs/userWrites';
import { ApiError } from '../web/errors';
import { imageInfo } from './imageType';
import type { UploadStorage } from './storage';
import { UNREFERENCED_UPLOAD_TTL_MS, UPLOAD_ERRORS, UPLOAD_MAX_PIXELS, uploadUrl } from './uploadRules';

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

export interface SweepResult {
  /** Owner links removed: uploads none of that user's designs or sites use. */
  unlinked: number;
  /** Files removed: no owner left, and no published site of anyone shows them. */
  deleted: number;
}

const fail = ({ status, code, message }: { status: number; code: string; message: string }) =>
  new ApiError(status, code, message);

export function uploadService({
  sequelize,
  models,
  storage,
  quotaBytes,
  now = () => new Date(),
}: UploadServiceDeps) {
  const write = userWrites(sequelize, models);

  /** Stores an image for a user; answers its URL. `created` is false when the user had these bytes already. */
  async function upload(userId: string, bytes: Buffer): Promise<UploadedImage & { created: boolean }> {
    const info = imageInfo(bytes);
    if (!info) throw fail(UPLOAD_ERRORS.invalid);
    if (info.width * info.height > UPLOAD_MAX_PIXELS) throw fail(UPLOAD_ERRORS.tooManyPixels);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const answer = {
      url: uploadUrl(hash, info.ext),
      contentType: info.contentType,
      bytes: bytes.length,
      width: info.width,
      height: info.height,
    };
    const created = await write(userId, async (transaction) => {
      const owned = await models.UploadOwner.findOne({ where: { userId, hash }, transaction });
      if (owned) return false;
      const used = (await models.UploadOwner.sum('size', { where: { userId }, transaction })) ?? 0;
      if (used + bytes.length > quotaBytes) throw fail(UPLOAD_ERRORS.quota(used, quotaBytes));
      if (!(await models.UploadBlob.findByPk(hash, { attributes: ['hash'], transaction }))) {
        const data = await storage.write(hash, info.ext, bytes);
        // Another user may store the same bytes at the same moment: the first row wins, both are linked to it.
        await models.UploadBlob.bulkCreate(
          [
            {
              hash,
              ext: info.ext,
              size: bytes.length,
              width: info.width,
              height: info.height,
              data,
              createdAt: now(),
            },
          ],
          {
            ignoreDuplicates: true,
            transaction,
          },
        );
      }
      await models.UploadOwner.create(
        { userId, hash, size: bytes.length, createdAt: now() },
        { transaction },
      );
      return true;
    });
    return { ...answer, created };
  }

  /** The texts of everything a user keeps: designs and sites (published or not), where upload URLs appear. */
  async function documentsOf(userId: string): Promise<string[]> {
    const [designs, sites] = await Promise.all([
      models.Design.findAll({ where: { userId }, attributes: ['gridData'] }),
      models.PublishedSite.findAll({ where: { userId }, attributes: ['gridData'] }),
    ]);
    return [...designs, ...sites].map((row) => row.gridData);
  }

  async function unlinkUnreferenced(cutoff: Date): Promise<number> {
    const stale = await models.UploadOwner.findAll({ where: { createdAt: { [Op.lt]: cutoff } } });
    const byUser = new Map<string, typeof stale>();
    for (const link of stale) byUser.set(link.userId, [...(byUser.get(link.userId) ?? []), link]);
    let unlinked = 0;
    for (const [userId, links] of byUser) {
      const documents = await documentsOf(userId);
      for (const link of links) {
        if (documents.some((text) => text.includes(link.hash))) continue;
        await link.destroy();
        unlinked += 1;
      }
    }
    return unlinked;
  }

  async function deleteOrphans(cutoff: Date): Promise<number> {
    const blobs = await models.UploadBlob.findAll({
      where: { createdAt: { [Op.lt]: cutoff } },
      attributes: ['hash', 'ext'],
    });
    let deleted = 0;
    for (const blob of blobs) {
      if ((await models.UploadOwner.count({ where: { hash: blob.hash } })) > 0) continue;
      // A copied URL may show the image on someone else's published page: it stays while one does.
      const shown = await models.PublishedSite.count({
        where: { gridData: { [Op.like]: `%${blob.hash}%` } },
      });
      if (shown > 0) continue;
      await storage.remove(blob.hash, blob.ext);
      await models.UploadBlob.destroy({ where: { hash: blob.hash } });
      deleted += 1;
    }
    return deleted;
  }

  /** Removes what nothing uses any more, once it is older than UNREFERENCED_UPLOAD_TTL_MS. */
  async function sweep(): Promise<SweepResult> {
    const cutoff = new Date(now().getTime() - UNREFERENCED_UPLOAD_TTL_MS);
    const unlinked = await unlinkUnreferenced(cutoff);
    const deleted = await deleteOrphans(cutoff);
    return { unlinked, deleted };
  }

  /** A stored image by its served name, or null. */
  async function find(hash: string, ext: string): Promise<Buffer | null> {
    const blob = await models.UploadBlob.findByPk(hash, {
      attributes: storage.kind === 'database' ? ['hash', 'ext', 'data'] : ['hash', 'ext'],
    });
    if (!blob || blob.ext !== ext) return null;
    return storage.read({ hash: blob.hash, ext: blob.ext, data: blob.data ?? null });
  }

  return { upload, sweep, find };
}

export type UploadService = ReturnType<typeof uploadService>;
