// The URL list of the infinite-scroll gallery (editor-core.md §5 'URL list'): one URL per line, trimmed, blank
// lines ignored; a line is valid when it parses as an absolute http or https URL. The spec's messages, word for
// word.

export type UrlListState = 'idle' | 'success' | 'error';

export interface UrlListCheck {
  valid: string[];
  invalid: number;
  state: UrlListState;
  /** What the field says under it; empty for an empty list. */
  message: string;
}

export function isGalleryUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function checkUrlList(text: string): UrlListCheck {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const valid = lines.filter(isGalleryUrl);
  const invalid = lines.length - valid.length;
  if (lines.length === 0) return { valid, invalid, state: 'idle', message: '' };
  if (invalid === 0)
    return { valid, invalid, state: 'success', message: `${valid.length} valid URL(s) ready to load` };
  if (valid.length === 0)
    return { valid, invalid, state: 'error', message: `${invalid} invalid URL(s) - please check format` };
  return {
    valid,
    invalid,
    state: 'error',
    message: `${valid.length} valid, ${invalid} invalid URL(s) found`,
  };
}

export const loadedMessage = (count: number) => `✅ Successfully loaded ${count} URL(s)`;
export const LOAD_FAILED_MESSAGE = '❌ Error loading URLs';

/** Text dropped on the field: the valid URLs in it, split on whitespace or commas. */
export function urlsInText(text: string): string[] {
  return text.split(/[\s,]+/).filter((part) => part !== '' && isGalleryUrl(part));
}
