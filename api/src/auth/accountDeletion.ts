// Deleting an account with everything it owns (DELETE /api/auth/account). One transaction, children before
// parents, so nothing rests on a foreign key's ON DELETE rule and a failure leaves the account whole. Then the
// files nobody else uses go, and every instance drops its cached copies of the user's sites at once (userWrites
// announces the write; with REDIS_URL, cluster/userWriteBroadcast.ts relays it).
import type { Sequelize } from 'sequelize';
import type { Models } from '../db/models';
import { serializedWrite, writeTransactionOptions } from '../db/writeLock';
import { userWrites } from '../designs/userWrites';
import { deleteSiteInsights } from '../insights/siteInsightsDeletion';
import { deleteSiteFavicons } from '../sites/favicon';
import type { UploadStorage } from '../uploads/storage';
import { shownAnywhere } from '../uploads/uploadSweep';

export interface DeletedAccount {
  designs: number;
  sites: number;
  /** Slugs that answered the public and stop answering now. */
  slugs: string[];
  /** Uploaded files removed because no one else links to or shows them. */
  files: number;
}

/** Removes the user's rows; answers what went. 401 ApiError (from userWrites) when the user is already gone. */
async function deleteRows(
  sequelize: Sequelize,
  models: Models,
  userId: string,
): Promise<Omit<DeletedAccount, 'files'> & { hashes: string[] }> {
  const {
    SiteReport,
    TemplateSubmission,
    AuditEntry,
    UploadOwner,
    PublishedSite,
    DesignRevision,
    Design,
    Session,
    User,
  } = models;
  return userWrites(sequelize, models)(userId, async (transaction) => {
    const inTx = { transaction };
    const sites = await PublishedSite.findAll({ where: { userId }, attributes: ['id', 'slug'], ...inTx });
    const siteIds = sites.map((site) => site.id);
    const owned = await UploadOwner.findAll({ where: { userId }, attributes: ['hash'], ...inTx });

    // Admin records (migration 0005): reports of the user's sites go with them; what the user reviewed or did
    // as an admin stays, without the reviewer (the audit log keeps the e-mail it recorded).
    if (siteIds.length > 0) await SiteReport.destroy({ where: { siteId: siteIds }, ...inTx });
    await SiteReport.update({ reviewedByUserId: null }, { where: { reviewedByUserId: userId }, ...inTx });
    await TemplateSubmission.destroy({ where: { userId }, ...inTx });
    await TemplateSubmission.update(
      { reviewedByUserId: null },
      { where: { reviewedByUserId: userId }, ...inTx },
    );
    await AuditEntry.update({ actorUserId: null }, { where: { actorUserId: userId }, ...inTx });
    // Insights (migration 0009): every count of the user's sites.
    await deleteSiteInsights(sequelize, siteIds, transaction);
    await deleteSiteFavicons(models, siteIds, transaction);

    await UploadOwner.destroy({ where: { userId }, ...inTx });
    await PublishedSite.destroy({ where: { userId }, ...inTx });
    await DesignRevision.destroy({ where: { userId }, ...inTx });
    const designs = await Design.destroy({ where: { userId }, ...inTx });
    // Every session, so every cookie and bearer token of the account stops working on every instance.
    await Session.destroy({ where: { userId }, ...inTx });
    await User.destroy({ where: { id: userId }, ...inTx });
    return {
      designs,
      sites: sites.length,
      slugs: sites.map((site) => site.slug),
      hashes: owned.map((link) => link.hash),
    };
  });
}

/**
 * Deletes an uploaded file that no user links to and no design, site or revision of anyone shows (a copied URL
 * keeps it), as the upload sweep does, but at once: the account's files do not wait a day.
 */
async function deleteFileIfUnused(
  sequelize: Sequelize,
  models: Models,
  storage: UploadStorage,
  hash: string,
): Promise<boolean> {
  const { UploadBlob, UploadOwner } = models;
  const options = writeTransactionOptions(sequelize);
  return serializedWrite(sequelize, `upload:${hash}`, () =>
    sequelize.transaction(options, async (transaction) => {
      const blob = await UploadBlob.findByPk(hash, {
        attributes: ['hash', 'ext'],
        lock: transaction.LOCK.UPDATE,
        transaction,
      });
      if (!blob) return false;
      const where = { hash };
      const linked = await UploadOwner.findOne({
        where,
        attributes: ['userId'],
        lock: transaction.LOCK.SHARE,
        transaction,
      });
      if (linked) return false;
      if (await shownAnywhere(models, hash, transaction)) return false;
      await UploadBlob.destroy({ where, transaction });
      await storage.delete({ hash, ext: blob.ext }, transaction);
      return true;
    }),
  );
}

export async function deleteAccount(
  { sequelize, models, storage }: { sequelize: Sequelize; models: Models; storage: UploadStorage },
  userId: string,
): Promise<DeletedAccount> {
  const { hashes, ...deleted } = await deleteRows(sequelize, models, userId);
  let files = 0;
  for (const hash of hashes) {
    // The account is gone already; a file left behind here is the hourly sweep's to remove.
    if (await deleteFileIfUnused(sequelize, models, storage, hash).catch(() => false)) files += 1;
  }
  return { ...deleted, files };
}
