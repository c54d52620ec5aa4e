// The search and sharing settings of a published site in its page's head (issue 32, sites/siteSearch.ts): the
// search title and description, noindex, the favicon links and the share image as an absolute URL from PUBLIC_URL.
import { safeMediaUrl } from '@bento/core';
import type { SiteSearchView } from '../sites/siteSearch';
import { escapeHtml, siteHead, type PageHead } from './siteSsrPage';

export interface SearchedSite {
  siteTitle: string;
  siteDescription: string | null;
  /** Absent from a body stored before the settings existed. */
  search?: SiteSearchView;
  gridData?: { boxes?: { order?: number; style?: { bgImageUrl?: string } }[] };
}

/** An https URL as it is; a root-relative one (an upload) under PUBLIC_URL, or null without one. */
export function absoluteUrl(url: string, publicUrl: string | null): string | null {
  if (url.startsWith('https://')) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return publicUrl === null ? null : `${publicUrl}${url}`;
  return null;
}

/** The share image: the owner's choice, else the first box image (in box order) that has an absolute URL. */
export function shareImageUrl(site: SearchedSite, publicUrl: string | null): string | null {
  const chosen = site.search?.shareImageUrl;
  if (chosen) return absoluteUrl(chosen, publicUrl);
  const boxes = [...(site.gridData?.boxes ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const box of boxes) {
    const url = safeMediaUrl(box.style?.bgImageUrl);
    const absolute = url ? absoluteUrl(url, publicUrl) : null;
    if (absolute) return absolute;
  }
  return null;
}

function faviconLinks(favicon: SiteSearchView['favicon']): string[] {
  if (!favicon) return [];
  const link = (rel: string, href: string, extra = '') =>
    `<link rel="${rel}"${extra} href="${escapeHtml(href)}">`;
  return [
    link('icon', favicon.icon32, ' type="image/png" sizes="32x32"'),
    link('apple-touch-icon', favicon.icon180, ' sizes="180x180"'),
    link('manifest', favicon.manifest),
  ];
}

/** The page head of a published site with its search and sharing settings applied. */
export function searchedSiteHead(
  site: SearchedSite,
  canonical: string | null,
  publicUrl: string | null,
): PageHead {
  const search = site.search;
  const shown = {
    siteTitle: search?.searchTitle || site.siteTitle,
    siteDescription: search?.searchDescription || site.siteDescription,
  };
  const head = siteHead(shown, canonical, shareImageUrl(site, publicUrl));
  if (search?.noindex) head.tags.unshift('<meta name="robots" content="noindex">');
  return { ...head, icons: faviconLinks(search?.favicon ?? null) };
}
