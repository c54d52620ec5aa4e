// Typed calls of the designs and published-sites API (docs/api.md), over the shared client from @bento/store
// (base path, bearer token from the registered auth adapter, every failure an ApiError with the server's message).
import type { GridData } from '@bento/core';
import { getApiClient } from '../auth';

/**
 * While an administrator has a site taken down, its views carry `takenDown: true` and the admin's reason; both are
 * absent otherwise (docs/api.md 'Shapes'). Such a site answers 451 site_taken_down to every change.
 */
export interface TakedownFields {
  takenDown?: true;
  takedownReason?: string;
}

export interface SiteLink extends TakedownFields {
  id: string;
  slug: string;
  siteTitle: string;
  siteDescription: string | null;
  published: boolean;
}

/** What create and update answer; `revision` counts the document's saves (docs/api.md 'Revisions'). */
export interface DesignBasics {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  revision?: number;
}

/** A list item: the basics and the design's sites. */
export interface DesignSummary extends DesignBasics {
  publishedSites: SiteLink[];
}

/** A list item with its stored size: the UTF-8 bytes of its gridData, what the 10 MB limit counts. */
export interface DesignWithSize extends DesignSummary {
  sizeBytes: number;
  /** What its version history keeps (the saved versions' documents), counted in the owner's storage. */
  revisionsSizeBytes?: number;
}

export interface Design extends DesignSummary {
  gridData: GridData;
  /** The document's revision, what a save's If-Match names (absent from an older server). */
  revision?: number;
}

/** A site's favicon, resized by the server (docs/api.md 'Search and sharing'). */
export interface SiteFavicon {
  icon32: string;
  icon180: string;
  icon192: string;
  icon512: string;
  manifest: string;
}

/** How a site shows in search results and when shared; a null title or description means the site's own. */
export interface SiteSearch {
  searchTitle: string | null;
  searchDescription: string | null;
  noindex: boolean;
  shareImageUrl: string | null;
  favicon: SiteFavicon | null;
}

export interface Site extends TakedownFields, Partial<SiteSearch> {
  id: string;
  siteTitle: string;
  siteDescription: string | null;
  slug: string;
  published: boolean;
  designId: string | null;
  userId: string;
  gridData: GridData;
  createdAt: string;
  updatedAt: string;
}

export interface SiteListItem extends TakedownFields {
  id: string;
  siteTitle: string;
  siteDescription: string | null;
  slug: string;
  published: boolean;
  designId: string | null;
  updatedAt: string;
}

export interface PublishInput {
  siteTitle: string;
  siteDescription?: string | null;
  slug: string;
  gridData?: GridData;
}

export interface SiteUpdate extends Partial<Omit<SiteSearch, 'favicon'>> {
  siteTitle?: string;
  siteDescription?: string | null;
  slug?: string;
  published?: boolean;
}

export interface SyncResult {
  syncedCount: number;
  totalOrphanedSites: number;
  syncedSites: { siteId: string; slug: string; designId: string }[];
}

const api = () => getApiClient();
const id = (value: string) => encodeURIComponent(value);

/** The entity tag naming a design's revision in `If-Match`: the server compares the number (docs/api.md). */
export const revisionTag = (revision: number) => `"r${revision}"`;

/** Conditional on the revision the document was based on; no condition when it is unknown. */
export const ifMatch = (revision: number | null | undefined) =>
  revision === null || revision === undefined
    ? undefined
    : { headers: { 'if-match': revisionTag(revision) } };

export const designsApi = {
  list: async (withGridData = false): Promise<DesignSummary[]> =>
    (await api().get<{ items: DesignSummary[] }>(withGridData ? '/designs?include=gridData' : '/designs'))
      .items,
  /** The list with each design's stored size (`?include=size`). */
  listWithSizes: async (): Promise<DesignWithSize[]> =>
    (await api().get<{ items: DesignWithSize[] }>('/designs?include=size')).items,
  get: (designId: string) => api().get<Design>(`/designs/${id(designId)}`),
  create: (gridData: GridData, title?: string) => api().post<DesignBasics>('/designs', { gridData, title }),
  /** `basedOn`: the revision the new document was made from; a newer one on the server answers 412. */
  update: (designId: string, changes: { gridData?: GridData; title?: string }, basedOn?: number | null) =>
    api().request<DesignBasics>('PATCH', `/designs/${id(designId)}`, changes, ifMatch(basedOn)),
  remove: (designId: string) => api().delete<void>(`/designs/${id(designId)}`),
  publish: (designId: string, input: PublishInput) =>
    api().post<Site>(`/designs/${id(designId)}/publish`, input),
  unpublish: (designId: string, siteId: string) =>
    api().post<void>(`/designs/${id(designId)}/unpublish/${id(siteId)}`),
  updateSite: (designId: string, siteId: string, changes: SiteUpdate) =>
    api().patch<Site>(`/designs/${id(designId)}/published-sites/${id(siteId)}`, changes),
  /** One site of the design with its search and sharing settings (the Edit Site dialog). */
  getSite: (designId: string, siteId: string) =>
    api().get<Site & SiteSearch>(`/designs/${id(designId)}/published-sites/${id(siteId)}`),
  /** The image's bytes: the server resizes it to the favicon's sizes. */
  setFavicon: (designId: string, siteId: string, image: Blob) =>
    api().put<Site & SiteSearch>(`/designs/${id(designId)}/published-sites/${id(siteId)}/favicon`, image),
  removeFavicon: (designId: string, siteId: string) =>
    api().delete<Site & SiteSearch>(`/designs/${id(designId)}/published-sites/${id(siteId)}/favicon`),
  republish: (designId: string, siteId: string) =>
    api().post<Site>(`/designs/${id(designId)}/republish/${id(siteId)}`),
  syncPublishedSites: () => api().post<SyncResult>('/designs/sync-published-sites'),
};

export const sitesApi = {
  list: async (): Promise<SiteListItem[]> =>
    (await api().get<{ items: SiteListItem[] }>('/published-sites')).items,
  create: (input: PublishInput & { gridData: GridData; designId?: string }) =>
    api().post<Site>('/published-sites', input),
  replace: (
    siteId: string,
    input: {
      siteTitle: string;
      siteDescription?: string | null;
      gridData: GridData;
      designId?: string | null;
    },
  ) => api().put<Site>(`/published-sites/${id(siteId)}`, input),
};
