import { describeError } from './describeError';

export type ErrorCategory =
  'quota_exceeded' | 'storage_error' | 'network_error' | 'rendering_error' | 'unknown_error';

/**
 * Browsers report a full local storage as a DOMException whose *name* says so while the message
 * varies (Safari: "The quota has been exceeded.", Firefox: "Persistent storage maximum size
 * reached"). We treat these names as quota_exceeded even when the message lacks the words;
 * every other case follows the message/stack rules of the spec (§5) exactly.
 */
const QUOTA_ERROR_NAMES = new Set(['quotaexceedederror', 'ns_error_dom_quota_reached']);

/** The error screen category of a thrown value (accounts-and-sites.md §5, in rule order). */
export function categorizeError(error: unknown): ErrorCategory {
  if (error === null || error === undefined) return 'unknown_error';
  const { name, message, stack } = describeError(error);
  const text = message.toLowerCase();
  const stackText = stack.toLowerCase();
  const has = (source: string, ...words: string[]) => words.some((word) => source.includes(word));

  if ((text.includes('quota') && text.includes('exceeded')) || QUOTA_ERROR_NAMES.has(name.toLowerCase())) {
    return 'quota_exceeded';
  }
  // 'localstorage' contains 'storage'; both are listed because the spec lists both.
  if (has(text, 'storage', 'localstorage')) return 'storage_error';
  if (has(text, 'network', 'fetch', 'cors', 'timeout')) return 'network_error';
  if (has(text, 'render', 'component') || has(stackText, 'react', 'fiber')) return 'rendering_error';
  return 'unknown_error';
}
