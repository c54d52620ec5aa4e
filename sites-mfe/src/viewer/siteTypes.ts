import type { GridData, GridSettings } from '@bento/core';

/** GET /api/published-sites/slug/{slug} (docs/api.md). gridData is the stored, sanitised document. */
export interface PublicSite {
  id?: string;
  siteTitle: string;
  siteDescription: string | null;
  slug: string;
  userId: string;
  designId: string | null;
  gridData: Partial<Pick<GridData, 'boxes' | 'gridSettings'>> | null;
}

/** What a site an administrator took down says (the API answers 451 site_taken_down), in the app as on /{slug}. */
export const SITE_UNAVAILABLE = 'This site is unavailable';
export const SITE_UNAVAILABLE_NOTE = 'It was taken down for a breach of the terms of service.';

/** The viewer's errors (accounts-and-sites.md §8 'Viewer and edit screen'), and a taken-down site's. */
export type ViewerErrorMessage =
  | 'Invalid site URL'
  | 'Site not found'
  | 'Failed to load site'
  | 'Error loading site data'
  | typeof SITE_UNAVAILABLE;

/**
 * What the server embeds in its page for the enhancement script (sites-mfe/src/enhance): a non-executable JSON
 * block, small on purpose (the markup already holds the site).
 */
export interface SitePageData {
  slug: string;
  /** The owner: the script shows 'Edit your site' when the session's user has this id. */
  userId: string;
  /**
   * Shared by the share menu: the site's public address (PUBLIC_URL + /slug), or its root-relative path when the
   * server has no PUBLIC_URL (the script resolves it against the browser's address).
   */
  url: string;
  title: string;
  text: string;
  /** Boxes and nested boxes whose link is not opened on click (hover effect only). */
  hoverOnlyIds: string[];
  /** An infinite-scroll gallery with more images than its server-rendered first screen: the script adds them. */
  gallery?: GalleryPageData;
}

export interface ErrorPageData {
  slug: string;
  error: ViewerErrorMessage;
}

/** What the page's script needs to add a gallery's images as the visitor scrolls. */
export interface GalleryPageData {
  /** Every image URL, in order (the first `shown` are on the page already). */
  urls: string[];
  shown: number;
  /** The grid settings the layout depends on, and how it packs. */
  settings: Pick<GridSettings, 'columnsCount' | 'responsiveColumnsCount' | 'boxSpacing'>;
  kind: 'bento' | 'masonry';
  /** Px from the end of the gallery to the bottom of the screen at which more are added. */
  scrollThreshold: number;
}

export type ViewerPageData = SitePageData | ErrorPageData;

// Shared with the API (api/src/web/siteSsrPage.ts): the page contract.
/** The server-rendered viewer's container. */
export const SSR_ROOT_ID = 'bento-ssr';
/** The JSON data block. */
export const SITE_DATA_ELEMENT_ID = 'bento-site-data';

export const SITE_NOT_FOUND_NOTE = "The site you're looking for may have been removed or doesn't exist.";

/** §9: the error screens redirect home after 3 s, counting down once a second. */
export const REDIRECT_COUNTDOWN_SECONDS = 3;

/** The spec's wording, in the singular for 1 (issue 29: 'in 1 seconds' read as an error). */
export const countdownText = (seconds: number): string =>
  `Redirecting to homepage in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}...`;
