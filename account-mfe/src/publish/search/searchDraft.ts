import type { SiteSearch, SiteUpdate } from '@bento/store';

/** The Edit Site dialog's search and sharing fields as typed: empty texts are the site's own title or description. */
export interface SearchDraft {
  searchTitle: string;
  searchDescription: string;
  noindex: boolean;
  /** null: the page's first image. */
  shareImageUrl: string | null;
}

export function searchDraftOf(site: Partial<SiteSearch>): SearchDraft {
  return {
    searchTitle: site.searchTitle ?? '',
    searchDescription: site.searchDescription ?? '',
    noindex: site.noindex ?? false,
    shareImageUrl: site.shareImageUrl ?? null,
  };
}

export function searchUpdate(draft: SearchDraft): SiteUpdate {
  return {
    searchTitle: draft.searchTitle.trim() || null,
    searchDescription: draft.searchDescription.trim() || null,
    noindex: draft.noindex,
    shareImageUrl: draft.shareImageUrl,
  };
}
