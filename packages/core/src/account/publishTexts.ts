// The spec's wording for publishing (accounts-and-sites.md §4, §5, §8), word for word.
export const PUBLISH_TEXTS = {
  titleRequired: 'Site title is required',
  slugRequired: 'Site URL is required',
  termsRequired: 'You must accept the terms and conditions',
  chooseSite: 'Please select a site to replace',
  saveFirst: 'Please save your design first before publishing',
  signInRequired: 'You must be logged in to publish your project.',
  slugHint: 'Only lowercase letters, numbers, and hyphens',
  siteLimit: "You've reached your limit of 5 published sites.",
  published: 'Site published successfully!',
  updated: 'Site updated successfully!',
  replaced: 'Site replaced successfully!',
  publishFailed: 'Failed to publish site',
  unexpected: 'An unexpected error occurred',
  alreadyPublished: 'This design is already published',
  saveBeforeRepublishFailed: 'Failed to save changes before republishing. Please try again.',
  updateSiteFailed: 'Failed to update site. Please try again.',
} as const;

/** A publish dialog closes this long after a success (§9). */
export const PUBLISH_DIALOG_CLOSE_MS = 2000;
