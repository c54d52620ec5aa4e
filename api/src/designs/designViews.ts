import type { GridData } from '@bento/core';
import type { DesignRecord, PublishedSiteRecord } from '../db/models';
import { takedownFields } from '../sites/takenDown';
import { readGridData } from './gridDocument';

/** A design's published site as the designs list shows it. */
export interface DesignSiteLink {
  id: string;
  slug: string;
  siteTitle: string;
  siteDescription: string | null;
  published: boolean;
  /** Only while an admin has taken the site down (sites/takenDown.ts): the sidebar says why. */
  takenDown?: true;
  takedownReason?: string;
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
  /** Only with ?include=size: the stored gridData's UTF-8 bytes (what the 10 MB limit counts). */
  sizeBytes?: number;
  /** Only with ?include=size: the bytes its version history keeps (counted in the owner's storage). */
  revisionsSizeBytes?: number;
}

/** What a list item carries besides the summary and its sites. */
export interface DesignListOptions {
  includeGridData?: boolean;
  includeSize?: boolean;
}

export interface DesignDetail extends DesignSummary {
  gridData: GridData;
  /** The document's revision (designs/revisions/): what If-Match names. */
  revision: number;
  publishedSites: DesignSiteLink[];
}

export const SITE_LINK_ATTRIBUTES = [
  'id',
  'designId',
  'slug',
  'siteTitle',
  'siteDescription',
  'published',
  'takenDownAt',
  'takedownReason',
] as const;

export function designSummary(design: DesignRecord): DesignSummary {
  return { id: design.id, title: design.title, createdAt: design.createdAt, updatedAt: design.updatedAt };
}

export function siteLink(
  site: Pick<
    PublishedSiteRecord,
    'id' | 'slug' | 'siteTitle' | 'siteDescription' | 'published' | 'takenDownAt' | 'takedownReason'
  >,
): DesignSiteLink {
  return {
    id: site.id,
    slug: site.slug,
    siteTitle: site.siteTitle,
    siteDescription: site.siteDescription ?? null,
    published: Boolean(site.published),
    ...takedownFields(site),
  };
}

export function designListItem(
  design: DesignRecord,
  sites: DesignSiteLink[],
  { includeGridData = false, includeSize = false }: DesignListOptions = {},
): DesignListItem {
  const item: DesignListItem = { ...designSummary(design), publishedSites: sites };
  if (includeGridData) item.gridData = readGridData(design.gridData);
  // Counted by the database (storedSizeAttribute); a driver may answer a BIGINT as text.
  if (includeSize) {
    item.sizeBytes = Number(design.get('sizeBytes')) || 0;
    item.revisionsSizeBytes = Number(design.get('revisionsSizeBytes')) || 0;
  }
  return item;
}

/**
 * A DesignDetail as JSON, assembled around the stored gridData text (always JSON written by the service), so a
 * document of up to 10 MB is never parsed and re-serialized to be sent.
 */
export function designDetailBody(design: DesignRecord, sites: DesignSiteLink[]): string {
  const head = JSON.stringify({ ...designSummary(design), revision: design.revision, publishedSites: sites });
  return `${head.slice(0, -1)},"gridData":${design.gridData}}`;
}
