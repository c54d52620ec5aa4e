import type { GridData } from '@bento/core';
import type { PublishedSiteRecord } from '../db/models';
import { readGridData } from '../designs/gridDocument';
import { siteSearchView, type SiteSearchView } from './siteSearch';
import { takedownFields } from './takenDown';

/** A published site as its owner's calls answer it (accounts-and-sites.md §3). */
export interface SiteView extends SiteSearchView {
  id: string;
  siteTitle: string;
  siteDescription: string | null;
  slug: string;
  published: boolean;
  designId: string | null;
  userId: string;
  gridData: GridData;
  /** The owner's insights switch (insights/). */
  insightsEnabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Only while an admin has taken the site down (takenDown.ts). */
  takenDown?: true;
  takedownReason?: string;
}

/** GET /published-sites items: no gridData, lists stay light. */
export interface SiteListItem {
  id: string;
  siteTitle: string;
  /** Prefills the publish dialog's replace mode. */
  siteDescription: string | null;
  slug: string;
  published: boolean;
  designId: string | null;
  updatedAt: Date;
  insightsEnabled: boolean;
  takenDown?: true;
  takedownReason?: string;
}

export const SITE_LIST_ATTRIBUTES = [
  'id',
  'siteTitle',
  'siteDescription',
  'slug',
  'published',
  'designId',
  'updatedAt',
  'takenDownAt',
  'takedownReason',
  'insightsEnabled',
] as const;

export function siteView(site: PublishedSiteRecord): SiteView {
  return {
    id: site.id,
    siteTitle: site.siteTitle,
    siteDescription: site.siteDescription,
    slug: site.slug,
    published: Boolean(site.published),
    designId: site.designId,
    userId: site.userId,
    gridData: readGridData(site.gridData),
    insightsEnabled: Boolean(site.insightsEnabled),
    ...siteSearchView(site),
    createdAt: site.createdAt,
    updatedAt: site.updatedAt,
    ...takedownFields(site),
  };
}

export function siteListItem(site: PublishedSiteRecord): SiteListItem {
  return {
    id: site.id,
    siteTitle: site.siteTitle,
    siteDescription: site.siteDescription,
    slug: site.slug,
    published: Boolean(site.published),
    designId: site.designId,
    updatedAt: site.updatedAt,
    insightsEnabled: Boolean(site.insightsEnabled),
    ...takedownFields(site),
  };
}
