import type { GridData, GridSettings } from '@bento/core';
import type { PublicSite } from './siteTypes';

/** accounts-and-sites.md §4: the viewer's column count when the data has none. */
export const VIEWER_DEFAULT_COLUMNS = 4;

export type ViewerGridData = Pick<GridData, 'boxes' | 'gridSettings'>;

/** The document the viewer renders, or null when there is no grid settings content ('No content available…'). */
export function viewerGridData(site: PublicSite): ViewerGridData | null {
  const settings = site.gridData?.gridSettings;
  if (!settings || typeof settings !== 'object') return null;
  const columnsCount = Number.isFinite(settings.columnsCount)
    ? settings.columnsCount
    : VIEWER_DEFAULT_COLUMNS;
  const gridSettings: GridSettings = { ...settings, columnsCount };
  return { boxes: Array.isArray(site.gridData?.boxes) ? site.gridData.boxes : [], gridSettings };
}

/**
 * The footer shows when the grid is not in infinite-scroll mode, or when infinite scroll has no more items and
 * is not loading (§2 'Published-site viewer').
 */
export function footerVisible(
  gridData: ViewerGridData | null,
  infinite: { hasMore: boolean; loading: boolean } = { hasMore: false, loading: false },
): boolean {
  if (!gridData?.gridSettings.isInfiniteScrollMode) return true;
  return !infinite.hasMore && !infinite.loading;
}
