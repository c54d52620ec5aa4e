// The sweep of uploads nothing uses any more (docs/api.md 'Uploads'), in two steps:
// 1. a user's link to an upload goes once none of that user's designs, sites or design revisions has mentioned it
//    for UNUSED_UPLOAD_TTL_MS (its quota is freed);
// 2. a file goes once no user links to it and no design, published site or design revision of anyone mentions it
//    (a copied URL, a page published from a design since deleted, or an old version that may be restored, keeps it).
// Whatever is found in use is dated now (lastUsedAt), so it is looked at again a day later, not every hour.
import type { Transaction } from 'sequelize';
import { Op, type Sequelize } from 'sequelize';
import type { Models } from '../db/models';
import { serializedWrite, writeTransactionOptions } from '../db/writeLock';
import type { StoredFile, UploadStorage } from './storage';
import { UNUSED_UPLOAD_TTL_MS } from './uploadRules';

export interface SweepResult {
  /** Owner links removed: uploads none of that user's designs, sites or revisions use. */
  unlinked: number;
  /** Files removed: no owner left, and no design, published site or revision of anyone shows them. */
  deleted: number;
}

/**
 * Whether any design, published site or design revision of anyone shows the upload (a LIKE of its hash: the
 * database reads the documents, Node does not). Also used when an account goes (auth/accountDeletion.ts).
 */
export async function shownAnywhere(
  models: Models,
  hash: string,
  transaction: Transaction,
): Promise<boolean> {
  const where = { gridData: { [Op.like]: `%${hash}%` } };
  // A site's share image (sites/siteSearch.ts) shows an upload too.
  const siteWhere = { [Op.or]: [where, { shareImageUrl: { [Op.like]: `%${hash}%` } }] };
  return (
    (await models.Design.count({ where, transaction })) > 0 ||
    (await models.PublishedSite.count({ where: siteWhere, transaction })) > 0 ||
    (await models.DesignRevision.count({ where, transaction })) > 0
  );
}

export function uploadSweep({
  sequelize,
  models,
  storage,
  now,
}: {
  sequelize: Sequelize;
  models: Models;
  storage: UploadStorage;
  now: () => Date;
}): () => Promise<SweepResult> {
  const { UploadBlob, UploadOwner, Design, PublishedSite, DesignRevision } = models;
  // As every write (db/writeLock.ts): alone on SQLite, which takes its write lock up front; by key on MySQL.
  const options = writeTransactionOptions(sequelize);
  const inTransaction = <T>(key: string, work: (transaction: Transaction) => Promise<T>) =>
    serializedWrite(sequelize, key, () => sequelize.transaction(options, work));

  async function documentsOf(userId: string): Promise<string[]> {
    const where = { userId };
    const [designs, sites] = await Promise.all([
      Design.findAll({ where, attributes: ['gridData'] }),
      PublishedSite.findAll({ where, attributes: ['gridData', 'shareImageUrl'] }),
    ]);
    return [
      ...designs.map((row) => row.gridData),
      ...sites.map((row) => `${row.gridData}\n${row.shareImageUrl ?? ''}`),
    ];
  }

  /**
   * The hashes the user's documents show: their designs and sites (read here), then their design revisions (up to
   * 40 per design: searched by the database, hash by hash, for what the designs and sites do not show).
   */
  async function shownBy(userId: string, hashes: string[]): Promise<Set<string>> {
    const documents = await documentsOf(userId);
    const shown = new Set(hashes.filter((hash) => documents.some((text) => text.includes(hash))));
    for (const hash of hashes) {
      if (shown.has(hash)) continue;
      const where = { userId, gridData: { [Op.like]: `%${hash}%` } };
      if ((await DesignRevision.count({ where })) > 0) shown.add(hash);
    }
    return shown;
  }

  async function unlinkUnused(cutoff: Date): Promise<number> {
    const stale = await UploadOwner.findAll({
      where: { lastUsedAt: { [Op.lt]: cutoff } },
      attributes: ['userId', 'hash'],
    });
    const hashesByUser = new Map<string, string[]>();
    for (const { userId, hash } of stale)
      hashesByUser.set(userId, [...(hashesByUser.get(userId) ?? []), hash]);
    let unlinked = 0;
    for (const [userId, hashes] of hashesByUser) {
      const inUse = await shownBy(userId, hashes);
      const unused = hashes.filter((hash) => !inUse.has(hash));
      unlinked += await inTransaction(`user:${userId}`, async (transaction) => {
        if (inUse.size > 0) {
          await UploadOwner.update(
            { lastUsedAt: now() },
            { where: { userId, hash: [...inUse] }, transaction },
          );
        }
        if (unused.length === 0) return 0;
        // Only if still stale: sending the same bytes again meanwhile dated the link now.
        return UploadOwner.destroy({
          where: { userId, hash: unused, lastUsedAt: { [Op.lt]: cutoff } },
          transaction,
        });
      });
    }
    return unlinked;
  }

  function deleteIfUnused(file: StoredFile, cutoff: Date): Promise<boolean> {
    return inTransaction(`upload:${file.hash}`, async (transaction) => {
      const where = { hash: file.hash };
      const blob = await UploadBlob.findOne({
        where: { ...where, lastUsedAt: { [Op.lt]: cutoff } },
        attributes: ['hash'],
        lock: transaction.LOCK.UPDATE,
        transaction,
      });
      if (!blob) return false;
      // A locking read (MySQL): an upload linking these bytes at this moment is waited for, and seen.
      const owner = await UploadOwner.findOne({
        where,
        attributes: ['userId'],
        lock: transaction.LOCK.SHARE,
        transaction,
      });
      if (owner) return false;
      if (await shownAnywhere(models, file.hash, transaction)) {
        await UploadBlob.update({ lastUsedAt: now() }, { where, transaction });
        return false;
      }
      await UploadBlob.destroy({ where, transaction });
      await storage.delete(file, transaction);
      return true;
    });
  }

  async function deleteOrphans(cutoff: Date): Promise<number> {
    const orphans = await UploadBlob.findAll({
      where: {
        lastUsedAt: { [Op.lt]: cutoff },
        hash: { [Op.notIn]: sequelize.literal('(SELECT hash FROM upload_owners)') },
      },
      attributes: ['hash', 'ext'],
    });
    let deleted = 0;
    for (const { hash, ext } of orphans) {
      if (await deleteIfUnused({ hash, ext }, cutoff)) deleted += 1;
    }
    return deleted;
  }

  /** Removes what has gone unused for UNUSED_UPLOAD_TTL_MS. */
  return async function sweep(): Promise<SweepResult> {
    const cutoff = new Date(now().getTime() - UNUSED_UPLOAD_TTL_MS);
    const unlinked = await unlinkUnused(cutoff);
    const deleted = await deleteOrphans(cutoff);
    return { unlinked, deleted };
  };
}
