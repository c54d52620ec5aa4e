// Actions the parts of the accounts remote use to talk to each other (sidebar, auto-save, publish dialogs).
import { createAction } from '@reduxjs/toolkit';

export type PublishMode = 'new' | 'republish' | 'replace';

/** A design was deleted: auto-save stays quiet for 5 s (accounts-and-sites.md §4). */
export const designDeleted = createAction<string>('account/designDeleted');

/** Designs changed on the server (publish, unpublish, update site, republish, sync, save): refetch the list. */
export const designsChanged = createAction('account/designsChanged');

/** Open the publish dialog for a design (the current one when omitted); without a mode: a new site (the sidebar's Publish). */
export const publishDialogOpened = createAction<{ designId?: string; mode?: PublishMode }>(
  'account/publishDialogOpened',
);

/** Open the Edit Site dialog for one of a design's sites. */
export const editSiteDialogOpened = createAction<{ designId: string; siteId: string }>(
  'account/editSiteDialogOpened',
);
