import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import type { ApiDeps } from '../deps';
import type { Models, PublishedSiteRecord } from '../db/models';
import { findOwnDesign } from '../designs/designService';
import { prepareGridData } from '../designs/gridDocument';
import { MAX_SITES_PER_USER, siteLimitError, siteNotFound } from '../designs/limits';
import { markPublished } from '../designs/revisions/revisionRows';
import { userWrites } from '../designs/userWrites';
import { ApiError } from '../web/errors';
import { applySearchPatch, type SiteSearchPatch } from './siteSearch';
import { deleteSiteFavicons, resizeFavicon, storeFavicon } from './favicon';
import { assertValidSlug, slugTakenError } from './slugRules';
import { DESIGN_SITE_TAKEN_DOWN_MESSAGE, SITE_TAKEN_DOWN_CODE, assertNotTakenDown } from './takenDown';
import { SITE_LIST_ATTRIBUTES, siteListItem, siteView, type SiteListItem, type SiteView } from './siteViews';

/** Title (trimmed, non-empty) and description (trimmed; empty means none) as validated at the edge. */
export interface SiteDetails {
  siteTitle: string;
  /** undefined: unchanged (new sites: none). null or '': none. */
  siteDescription?: string | null;
}

export interface PublishDesignInput extends SiteDetails {
  slug: string;
  /** The document to publish; the design's stored gridData when absent. */
  gridData?: unknown;
}

export interface CreateSiteInput extends SiteDetails {
  slug: string;
  gridData: unknown;
  designId?: string | null;
}

export interface ReplaceSiteInput extends SiteDetails {
  gridData: unknown;
  /** The design whose document replaces the site's: the site is linked to it from now on. */
  designId?: string | null;
}

export interface SitePatch extends SiteSearchPatch {
  siteTitle?: string;
  siteDescription?: string | null;
  slug?: string;
  published?: boolean;
  insightsEnabled?: boolean;
}

const description = (value: string | null | undefined) => (value ? value : null);

/** The slug's unique index settles races the pre-check cannot see (another user's concurrent publish). */
function slugConflictAs409(err: unknown): never {
  if (err instanceof UniqueConstraintError) throw slugTakenError();
  throw err;
}

/** The user's site, to change: 404 when it is not theirs, 451 while an admin has it taken down. */
async function findOwnSite(models: Models, userId: string, siteId: string, transaction: Transaction) {
  const site = await models.PublishedSite.findOne({ where: { id: siteId, userId }, transaction });
  if (!site) throw siteNotFound();
  assertNotTakenDown(site);
  return site;
}

/** A design whose site was taken down is not published again as another site until that one is restored. */
async function assertDesignNotTakenDown(models: Models, designId: string, transaction: Transaction) {
  const takenDown = await models.PublishedSite.count({
    where: { designId, takenDownAt: { [Op.ne]: null } },
    transaction,
  });
  if (takenDown > 0) throw new ApiError(451, SITE_TAKEN_DOWN_CODE, DESIGN_SITE_TAKEN_DOWN_MESSAGE);
}

async function assertSlugFree(models: Models, slug: string, transaction: Transaction, exceptSiteId?: string) {
  const holder = await models.PublishedSite.findOne({ attributes: ['id'], where: { slug }, transaction });
  if (holder && holder.id !== exceptSiteId) throw slugTakenError();
}

export function siteService({ sequelize, models }: Pick<ApiDeps, 'sequelize' | 'models'>) {
  const write = userWrites(sequelize, models);
  const writeSite = <T>(userId: string, work: (t: Transaction) => Promise<T>) =>
    write(userId, work).catch(slugConflictAs409);

  /** A site of the design at /designs/:id/…/:siteId: the user's design, and the user's site linked to it. */
  async function findLinkedSite(userId: string, designId: string, siteId: string, t: Transaction) {
    const design = await findOwnDesign(models, userId, designId, t);
    const site = await findOwnSite(models, userId, siteId, t);
    if (site.designId !== design.id) throw siteNotFound();
    return { design, site };
  }

  /** Counts every site row the user has (published or not) against the limit of 5. */
  async function insertSite(
    userId: string,
    fields: { siteTitle: string; siteDescription: string | null; slug: string; gridData: string },
    designId: string | null,
    t: Transaction,
  ): Promise<PublishedSiteRecord> {
    const count = await models.PublishedSite.count({ where: { userId }, transaction: t });
    if (count >= MAX_SITES_PER_USER) throw siteLimitError();
    await assertSlugFree(models, fields.slug, t);
    return models.PublishedSite.create({ userId, designId, published: true, ...fields }, { transaction: t });
  }

  return {
    async list(userId: string): Promise<SiteListItem[]> {
      const sites = await models.PublishedSite.findAll({
        attributes: [...SITE_LIST_ATTRIBUTES],
        where: { userId },
        order: [
          ['updatedAt', 'DESC'],
          ['id', 'ASC'],
        ],
      });
      return sites.map(siteListItem);
    },

    /** POST /designs/:id/publish: a new site linked to the design. */
    async publishDesign(userId: string, designId: string, input: PublishDesignInput): Promise<SiteView> {
      const slug = assertValidSlug(input.slug);
      const bodyGridData = input.gridData === undefined ? undefined : await prepareGridData(input.gridData);
      return writeSite(userId, async (t) => {
        const design = await findOwnDesign(models, userId, designId, t);
        await assertDesignNotTakenDown(models, design.id, t);
        const fields = {
          siteTitle: input.siteTitle,
          siteDescription: description(input.siteDescription),
          slug,
          gridData: bodyGridData ?? design.gridData,
        };
        const site = await insertSite(userId, fields, design.id, t);
        await markPublished(models, design, site.gridData, t);
        return siteView(site);
      });
    },

    /** POST /published-sites: a new site, linked to one of the user's designs when designId is given. */
    async create(userId: string, input: CreateSiteInput): Promise<SiteView> {
      const slug = assertValidSlug(input.slug);
      const gridData = await prepareGridData(input.gridData);
      return writeSite(userId, async (t) => {
        const design = input.designId ? await findOwnDesign(models, userId, input.designId, t) : null;
        if (design) await assertDesignNotTakenDown(models, design.id, t);
        const fields = {
          siteTitle: input.siteTitle,
          siteDescription: description(input.siteDescription),
          slug,
          gridData,
        };
        const site = await insertSite(userId, fields, design?.id ?? null, t);
        if (design) await markPublished(models, design, gridData, t);
        return siteView(site);
      });
    },

    /** PUT /published-sites/:id: republish a site with new content (the publish dialog's replace mode). */
    async replace(userId: string, siteId: string, input: ReplaceSiteInput): Promise<SiteView> {
      const gridData = await prepareGridData(input.gridData);
      return writeSite(userId, async (t) => {
        const site = await findOwnSite(models, userId, siteId, t);
        const replacing = input.designId ? await findOwnDesign(models, userId, input.designId, t) : null;
        if (replacing && replacing.id !== site.designId) {
          await assertDesignNotTakenDown(models, replacing.id, t);
          // The site is the replacing design's now: its Live badge moves, and the old design's Republish no
          // longer reaches this site.
          site.designId = replacing.id;
        }
        site.siteTitle = input.siteTitle;
        if (input.siteDescription !== undefined) site.siteDescription = description(input.siteDescription);
        site.gridData = gridData;
        site.changed('gridData', true); // a republish always moves updatedAt
        await site.save({ transaction: t });
        const design =
          replacing ??
          (site.designId
            ? await models.Design.findOne({ where: { id: site.designId, userId }, transaction: t })
            : null);
        if (design) await markPublished(models, design, gridData, t);
        return siteView(site);
      });
    },

    /**
     * PATCH /designs/:id/published-sites/:siteId: title, description, slug, published flag, insights switch, search
     * and sharing settings.
     */
    async update(userId: string, designId: string, siteId: string, patch: SitePatch): Promise<SiteView> {
      const slug = patch.slug === undefined ? undefined : assertValidSlug(patch.slug);
      return writeSite(userId, async (t) => {
        const { site } = await findLinkedSite(userId, designId, siteId, t);
        if (slug !== undefined && slug !== site.slug) {
          await assertSlugFree(models, slug, t, site.id);
          site.slug = slug;
        }
        if (patch.siteTitle !== undefined) site.siteTitle = patch.siteTitle;
        if (patch.siteDescription !== undefined) site.siteDescription = description(patch.siteDescription);
        if (patch.published !== undefined) site.published = patch.published;
        if (patch.insightsEnabled !== undefined) site.insightsEnabled = patch.insightsEnabled;
        await applySearchPatch(models, site, patch, t);
        await site.save({ transaction: t });
        return siteView(site);
      });
    },

    /** GET /designs/:id/published-sites/:siteId: the site with its search and sharing settings (Edit Site). */
    async get(userId: string, designId: string, siteId: string): Promise<SiteView> {
      return write(userId, async (t) => siteView((await findLinkedSite(userId, designId, siteId, t)).site));
    },

    /** PUT /designs/:id/published-sites/:siteId/favicon: the image's bytes, resized before any write. */
    async setFavicon(userId: string, designId: string, siteId: string, bytes: Buffer): Promise<SiteView> {
      const favicon = await resizeFavicon(bytes);
      return write(userId, async (t) => {
        const { site } = await findLinkedSite(userId, designId, siteId, t);
        await storeFavicon(models, site.id, favicon, t);
        site.faviconVersion = favicon.version;
        await site.save({ transaction: t });
        return siteView(site);
      });
    },

    /** DELETE /designs/:id/published-sites/:siteId/favicon. */
    async removeFavicon(userId: string, designId: string, siteId: string): Promise<SiteView> {
      return write(userId, async (t) => {
        const { site } = await findLinkedSite(userId, designId, siteId, t);
        await deleteSiteFavicons(models, [site.id], t);
        site.faviconVersion = null;
        await site.save({ transaction: t });
        return siteView(site);
      });
    },

    /** POST /designs/:id/republish/:siteId: the site gets the design's current gridData. */
    async republish(userId: string, designId: string, siteId: string): Promise<SiteView> {
      return writeSite(userId, async (t) => {
        const { design, site } = await findLinkedSite(userId, designId, siteId, t);
        site.gridData = design.gridData;
        site.changed('gridData', true);
        await site.save({ transaction: t });
        await markPublished(models, design, design.gridData, t);
        return siteView(site);
      });
    },

    /** POST /designs/:id/unpublish/:siteId: deletes the site, freeing its slug and its slot. */
    async unpublish(userId: string, designId: string, siteId: string): Promise<void> {
      await writeSite(userId, async (t) => {
        const { site } = await findLinkedSite(userId, designId, siteId, t);
        await deleteSiteFavicons(models, [site.id], t);
        await site.destroy({ transaction: t });
      });
    },
  };
}

export type SiteService = ReturnType<typeof siteService>;
