// What the Embed Iframe tab would apply (editor-core.md §5 'Iframes'): a URL, or the src and title extracted from
// pasted embed code with core's extractEmbed; URLs go through core's sanitizeIframeUrl (http → https).
import {
  EMBED_EXTRACT_ERROR_MESSAGE,
  INVALID_LINK_URL_MESSAGE,
  extractEmbed,
  normalizeLinkUrl,
  sanitizeIframeUrl,
} from '@bento/core';

export type EmbedMode = 'url' | 'code';

export interface EmbedDraft {
  mode: EmbedMode;
  url: string;
  code: string;
  title: string;
}

export interface EmbedCheck {
  /** The sanitised URL that would be stored ('' for none). */
  url: string;
  title: string;
  /** Why the URL or the code cannot be used, or null. */
  error: string | null;
  canApply: boolean;
}

/** A typed URL as the iframe will load it: 'https://' added when it has no scheme, then sanitised. */
function typedUrl(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? '' : sanitizeIframeUrl(normalizeLinkUrl(trimmed, 'boxPanel'));
}

/**
 * Apply needs a valid URL and either a URL or a title. In code mode the URL is the code's iframe src (the code's
 * title is used when no title is typed); code without a usable iframe gives 'Could not extract a valid URL from
 * code'.
 */
export function checkEmbed(draft: EmbedDraft): EmbedCheck {
  const typedTitle = draft.title.trim();
  if (draft.mode === 'code') {
    if (draft.code.trim() === '') return { url: '', title: typedTitle, error: null, canApply: false };
    const found = extractEmbed(draft.code);
    if (!found) return { url: '', title: typedTitle, error: EMBED_EXTRACT_ERROR_MESSAGE, canApply: false };
    return { url: found.url, title: typedTitle || found.title, error: null, canApply: true };
  }
  const url = typedUrl(draft.url);
  if (url === null) return { url: '', title: typedTitle, error: INVALID_LINK_URL_MESSAGE, canApply: false };
  return { url, title: typedTitle, error: null, canApply: url !== '' || typedTitle !== '' };
}
