// The URL list of the infinite-scroll gallery (editor-core.md §5 'URL list'): one URL per line, trimmed, blank
// lines ignored; a line is valid when it parses as an absolute http or https URL. The spec's messages, word for
// word.

import { isBlockedHttpImage, isCorsRestrictedUrl } from '@bento/core';

export type UrlListState = 'idle' | 'success' | 'error';

export interface UrlListCheck {
  valid: string[];
  invalid: number;
  state: UrlListState;
  /** What the field says under it; empty for an empty list. */
  message: string;
  /** Said besides (issue 33): how many valid http:// URLs no page will show; empty when none. */
  note: string;
  /** Said besides (§5's note): how many valid URLs are on sites that may refuse to show them; empty when none. */
  corsNote: string;
}

/** Valid, but pages load images from https:// addresses only (the CSP's img-src). */
export const insecureUrlsNote = (count: number) =>
  count === 0 ? '' : `${count} http:// URL(s) will not be shown: use https:// addresses.`;

export const corsRestrictedNote = (count: number) =>
  count === 0
    ? ''
    : `${count} CORS-restricted URL(s): their sites may not let this page show them, so their shape is estimated.`;

export function isGalleryUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** `pageOrigin`: where the list is shown; http:// URLs on it show (img-src 'self'). */
export function checkUrlList(text: string, pageOrigin = globalThis.location?.origin): UrlListCheck {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const valid = lines.filter(isGalleryUrl);
  const invalid = lines.length - valid.length;
  const notes = {
    note: insecureUrlsNote(valid.filter((url) => isBlockedHttpImage(url, pageOrigin)).length),
    corsNote: corsRestrictedNote(valid.filter(isCorsRestrictedUrl).length),
  };
  if (lines.length === 0) return { valid, invalid, state: 'idle', message: '', ...notes };
  if (invalid === 0)
    return {
      valid,
      invalid,
      state: 'success',
      message: `${valid.length} valid URL(s) ready to load`,
      ...notes,
    };
  if (valid.length === 0)
    return {
      valid,
      invalid,
      state: 'error',
      message: `${invalid} invalid URL(s) - please check format`,
      ...notes,
    };
  return {
    valid,
    invalid,
    state: 'error',
    message: `${valid.length} valid, ${invalid} invalid URL(s) found`,
    ...notes,
  };
}

export const loadedMessage = (count: number) => `✅ Successfully loaded ${count} URL(s)`;
export const LOAD_FAILED_MESSAGE = '❌ Error loading URLs';

/** Text dropped on the field: the valid URLs in it, split on whitespace or commas. */
export function urlsInText(text: string): string[] {
  return text.split(/[\s,]+/).filter((part) => part !== '' && isGalleryUrl(part));
}
