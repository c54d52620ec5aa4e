import { Op, type Transaction } from 'sequelize';
import type { DesignRecord, Models } from '../db/models';
import { SITE_LINK_ATTRIBUTES, designDetailBody, siteLink, type DesignSiteLink } from './designViews';

/** The sites published from each design (oldest first), as the designs list and the detail show them. */
export async function siteLinksByDesign(
  models: Models,
  userId: string,
  designIds: string[],
  transaction?: Transaction,
): Promise<Map<string, DesignSiteLink[]>> {
  const byDesign = new Map<string, DesignSiteLink[]>(designIds.map((id) => [id, []]));
  if (designIds.length === 0) return byDesign;
  const sites = await models.PublishedSite.findAll({
    attributes: [...SITE_LINK_ATTRIBUTES],
    where: { userId, designId: { [Op.in]: designIds } },
    order: [['createdAt', 'ASC']],
    transaction,
  });
  for (const site of sites) if (site.designId) byDesign.get(site.designId)?.push(siteLink(site));
  return byDesign;
}

/** GET /designs/:id's body (a DesignDetail as JSON) for a design row read with all its columns. */
export async function detailBodyOf(
  models: Models,
  design: DesignRecord,
  transaction?: Transaction,
): Promise<string> {
  const links = await siteLinksByDesign(models, design.userId, [design.id], transaction);
  return designDetailBody(design, links.get(design.id) ?? []);
}
