import { combineSlices } from '@reduxjs/toolkit';
import { projectSlice } from './slices/project';
import { sessionSlice } from './slices/session';
import { templatesSlice } from './slices/templates';
import { uiSlice } from './slices/ui';

/**
 * Slices that remotes inject at runtime. A remote declares its slice here by module augmentation:
 *   declare module '@bento/store' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  sessionSlice,
  projectSlice,
  uiSlice,
  templatesSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
