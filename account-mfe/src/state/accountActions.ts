// Actions the parts of the accounts remote use to talk to each other (sidebar, auto-save, publish dialogs). The
// designs' change signals (designsChanged, designDeleted) are contract actions in @bento/store.
import { createAction } from '@reduxjs/toolkit';
import type { PublishMode } from '@bento/core';

/** Open the publish dialog for a design (the current one when omitted); without a mode: a new site (the sidebar's Publish). */
export const publishDialogOpened = createAction<{ designId?: string; mode?: PublishMode }>(
  'account/publishDialogOpened',
);

/** Open the Edit Site dialog for one of a design's sites. */
export const editSiteDialogOpened = createAction<{ designId: string; siteId: string }>(
  'account/editSiteDialogOpened',
);
