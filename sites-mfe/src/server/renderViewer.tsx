// Entry of the viewer's node build (rspack.server.config.ts): the API renders published sites with it. The page
// it makes loads no React: sites-mfe/src/enhance wires this markup.
import { renderToString } from 'react-dom/server';
import type { GridSettings } from '@bento/core';
import { hoverEffectOnlyIds } from '@bento/ui/boxLinks';
import { FIRST_SCREEN_IMAGES, publishedGalleryKind } from '@bento/ui/gallery';
import { SiteError } from '../viewer/SiteError';
import { SiteView } from '../viewer/SiteView';
import {
  REDIRECT_COUNTDOWN_SECONDS,
  SITE_NOT_FOUND_NOTE,
  type ErrorPageData,
  type GalleryPageData,
  type PublicSite,
  type SitePageData,
  type ViewerErrorMessage,
} from '../viewer/siteTypes';
import { viewerGridData } from '../viewer/viewerGrid';
import '../../../packages/ui/src/base.css';

export { SITE_DATA_ELEMENT_ID, SSR_ROOT_ID } from '../viewer/siteTypes';

/**
 * The viewer's markup for a site (signed out: the owner link is there, hidden). `url` is what the share menu
 * shares: the site's public address, or its root-relative path (the page's script resolves it).
 */
export function renderSite(site: PublicSite, url: string): string {
  return renderToString(<SiteView site={site} url={url} gallery="first-screen" />);
}

/** The error screen; 'Go to Homepage Now' is a link here, so it works without JavaScript. */
export function renderSiteError(message: ViewerErrorMessage): string {
  return renderToString(
    <SiteError message={message} note={SITE_NOT_FOUND_NOTE} seconds={REDIRECT_COUNTDOWN_SECONDS} />,
  );
}

/** The page's data block for the enhancement script: what the markup does not say. */
export function siteData(site: PublicSite, url: string): SitePageData {
  return {
    slug: site.slug,
    userId: site.userId,
    url,
    title: site.siteTitle,
    text: site.siteDescription || site.siteTitle,
    hoverOnlyIds: hoverEffectOnlyIds(viewerGridData(site)?.boxes ?? []),
    gallery: galleryPageData(viewerGridData(site)?.gridSettings),
  };
}

/** A gallery with more images than the first screen: what the script needs to add the rest. */
function galleryPageData(settings: GridSettings | undefined): GalleryPageData | undefined {
  const config = settings?.isInfiniteScrollMode ? settings.infiniteScrollConfig : undefined;
  if (!settings || !config || config.urlList.length <= FIRST_SCREEN_IMAGES) return undefined;
  return {
    urls: config.urlList,
    shown: FIRST_SCREEN_IMAGES,
    settings: {
      columnsCount: settings.columnsCount,
      responsiveColumnsCount: settings.responsiveColumnsCount,
      boxSpacing: settings.boxSpacing,
    },
    kind: publishedGalleryKind(settings),
    scrollThreshold: config.scrollThreshold,
  };
}

export function errorData(slug: string, error: ViewerErrorMessage): ErrorPageData {
  return { slug, error };
}
