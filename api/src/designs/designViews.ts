import type { GridData } from '@bento/core';
import type { DesignRecord, PublishedSiteRecord } from '../db/models';
import { readGridData } from './gridDocument';

/** A design's published site as the designs list shows it. */
export interface DesignSiteLink {
  id: string;
  slug: string;
  siteTitle: string;
  siteDescription: string | null;
  published: boolean;
}

/** What POST and PATCH /designs answer. */
export interface DesignSummary {
  id: string;
  title: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface DesignListItem extends DesignSummary {
  publishedSites: DesignSiteLink[];
  /** Only with ?include=gridData. */
  gridData?: GridData;
}

export interface DesignDetail extends DesignSummary {
  gridData: GridData;
  publishedSites: DesignSiteLink[];
}

export const SITE_LINK_ATTRIBUTES = [
  'id',
  'designId',
  'slug',
  'siteTitle',
  'siteDescription',
  'published',
] as const;

export function designSummary(design: DesignRecord): DesignSummary {
  return { id: design.id, title: design.title, createdAt: design.createdAt, updatedAt: design.updatedAt };
}

export function siteLink(
  site: Pick<PublishedSiteRecord, 'id' | 'slug' | 'siteTitle' | 'siteDescription' | 'published'>,
): DesignSiteLink {
  return {
    id: site.id,
    slug: site.slug,
    siteTitle: site.siteTitle,
    siteDescription: site.siteDescription ?? null,
    published: Boolean(site.published),
  };
}

export function designListItem(
  design: DesignRecord,
  sites: DesignSiteLink[],
  includeGridData: boolean,
): DesignListItem {
  const item: DesignListItem = { ...designSummary(design), publishedSites: sites };
  if (includeGridData) item.gridData = readGridData(design.gridData);
  return item;
}

/**
 * A DesignDetail as JSON, assembled around the stored gridData text (always JSON written by the service), so a
 * document of up to 10 MB is never parsed and re-serialized to be sent.
 */
export function designDetailBody(design: DesignRecord, sites: DesignSiteLink[]): string {
  const head = JSON.stringify({ ...designSummary(design), publishedSites: sites });
  return `${head.slice(0, -1)},"gridData":${design.gridData}}`;
}
