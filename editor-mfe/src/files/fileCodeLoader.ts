// Loads ./fileCode.ts once: the File panel and the actions' code arrive on first use, not with the editor
// (issue 17). The buttons that start them are drawn at once; only what a click runs or opens waits for this.
import { lazy } from 'react';
import { loadOnce } from '../loadOnce';

export const loadFileCode = loadOnce(() => import('./fileCode'));

/** Starts fetching the file code (once), so the first click finds it ready. */
export function preloadFileCode(): void {
  void loadFileCode().catch(() => {});
}

export const LazyFilePanel = lazy(() => loadFileCode().then((module) => ({ default: module.FilePanel })));
export const LazyResetDialog = lazy(() => loadFileCode().then((module) => ({ default: module.ResetDialog })));
