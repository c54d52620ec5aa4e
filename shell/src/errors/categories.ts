import type { ErrorCategory } from './categorize';

export interface CategoryInfo {
  title: string;
  description: string;
  fixes: readonly string[];
}

/** Shown for unknown errors that carry no message of their own. */
export const GENERIC_ERROR_DESCRIPTION = 'Something unexpected happened. Please try again.';

/** What the error screen says for each category (accounts-and-sites.md §8, 'Error screen categories'). */
export const CATEGORY_INFO: Readonly<Record<ErrorCategory, CategoryInfo>> = {
  quota_exceeded: {
    title: 'Storage Space Full',
    description:
      "Your browser's storage is full. This often happens after adding many photos or building up a long edit history.",
    fixes: [
      'Clear storage and restart using the button below',
      'Use fewer high-resolution images',
      'Export your work first so nothing is lost',
      'Compress images before adding them',
    ],
  },
  storage_error: {
    title: 'Storage Access Error',
    description:
      "We couldn't access your browser's storage. This can be caused by privacy settings or corrupted data.",
    fixes: [
      'Refresh the page',
      'Check that your browser allows local storage for this site',
      'Try opening the app in a private window',
      "Clear your browser's cache and cookies",
    ],
  },
  network_error: {
    title: 'Network Connection Issue',
    description: "We couldn't connect to our servers. Please check your connection.",
    fixes: [
      'Check your internet connection',
      'Refresh the page',
      'Try again in a few minutes',
      'Disable any VPN or proxy you are using',
    ],
  },
  rendering_error: {
    title: 'Display Error',
    description: 'There was a problem displaying this content. This is usually temporary.',
    fixes: [
      'Refresh the page',
      "Clear your browser's cache",
      'Update your browser to the latest version',
      'Disable browser extensions that might interfere',
    ],
  },
  unknown_error: {
    title: 'Unexpected Error',
    description: GENERIC_ERROR_DESCRIPTION,
    fixes: [
      'Refresh the page',
      'Try a different browser',
      "Clear your browser's cache",
      'Contact support if the problem continues',
    ],
  },
};

/** The category's text; an unknown error is described by its own message when it has one. */
export function categoryInfoFor(category: ErrorCategory, message: string): CategoryInfo {
  const info = CATEGORY_INFO[category];
  if (category !== 'unknown_error') return info;
  const own = message.trim();
  return own ? { ...info, description: own } : info;
}
