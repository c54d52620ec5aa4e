// How the screens that change designs tell the others (the designs sidebar's lists, auto-save). Contract actions:
// the accounts remote's sidebar and the project table (admin remote) both dispatch them. The type strings keep
// the 'account/' prefix they had when only the accounts remote used them.
import { createAction } from '@reduxjs/toolkit';

/** Designs or sites changed on the server (publish, unpublish, rename, duplicate, update site, sync, save): refetch. */
export const designsChanged = createAction('account/designsChanged');

/** A design was deleted: the lists refetch and auto-save stays quiet for 5 s (accounts-and-sites.md §4). */
export const designDeleted = createAction<string>('account/designDeleted');
