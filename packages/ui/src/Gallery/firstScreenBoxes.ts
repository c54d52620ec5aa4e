// A gallery's first screen as ordinary boxes, for pages rendered by the server (the published page, which loads
// no React): the first images with spans chosen per breakpoint by core's span table, drawn by <BentoGrid>'s own
// responsive layout, so the page shows them with JavaScript off at any width. Sizes come from the URL when it says
// them (a server does not load the images), otherwise the fallback ratio.
import {
  aspectRatioFromUrl,
  BREAKPOINT_KEYS,
  BREAKPOINTS,
  columnsForBreakpoint,
  createBox,
  FALLBACK_ASPECT_RATIO,
  INFINITE_BOX_ID_PREFIX,
  packingAspectRatio,
  spacingForBreakpoint,
  SpanTable,
  type Box,
  type Breakpoint,
  type GridSettings,
  type InfiniteScrollBoxSettings,
  type ResponsiveSpans,
} from '@bento/core';

/** Images on a server-rendered first screen. */
export const FIRST_SCREEN_IMAGES = 30;

/** A typical width of the grid at each breakpoint, px (the spans only need the columns' rough shape). */
const TYPICAL_WIDTH: Record<Breakpoint, number> = { mobile: 360, tablet: 880, desktop: 1216 };
/** The grid's row height at each breakpoint (BentoGrid.module.css). */
const ROW_HEIGHT: Record<Breakpoint, number> = { mobile: 100, tablet: 120, desktop: 120 };

export type GallerySpanTables = Record<Breakpoint, SpanTable>;

/** The span table of each breakpoint for these grid settings (their columns and spacing). */
export function gallerySpanTables(settings: GridSettings): GallerySpanTables {
  return Object.fromEntries(
    BREAKPOINTS.map((breakpoint) => {
      const columns = columnsForBreakpoint(settings, breakpoint);
      const gap = spacingForBreakpoint(settings.boxSpacing, breakpoint);
      const columnWidth = Math.max(1, (TYPICAL_WIDTH[breakpoint] - gap * (columns - 1)) / columns);
      return [breakpoint, new SpanTable(columns, { columnWidth, rowHeight: ROW_HEIGHT[breakpoint], gap })];
    }),
  ) as GallerySpanTables;
}

/** The box of image `index` of a gallery: the image as background in the gallery's look, spans for every breakpoint. */
export function galleryImageBox(
  url: string,
  index: number,
  aspectRatio: number,
  tables: GallerySpanTables,
  look: InfiniteScrollBoxSettings = {},
): Box {
  const aspect = packingAspectRatio(aspectRatio);
  const colSpan: ResponsiveSpans = {};
  const rowSpan: ResponsiveSpans = {};
  for (const breakpoint of BREAKPOINTS) {
    const table = tables[breakpoint];
    const span = table.choose(aspect);
    colSpan[BREAKPOINT_KEYS[breakpoint]] = table.colSpan[span] ?? 1;
    rowSpan[BREAKPOINT_KEYS[breakpoint]] = table.rowSpan[span] ?? 1;
  }
  const box = createBox(`${INFINITE_BOX_ID_PREFIX}${index}`, index, '');
  return {
    ...box,
    colSpan: colSpan.lg ?? 1,
    rowSpan: rowSpan.lg ?? 1,
    responsiveColSpan: colSpan,
    responsiveRowSpan: rowSpan,
    style: { ...box.style!, ...look, bgImageUrl: url },
  };
}

/** The first FIRST_SCREEN_IMAGES URLs as boxes (sizes from the URL, else the fallback ratio). */
export function firstScreenBoxes(urls: readonly string[], settings: GridSettings): Box[] {
  const tables = gallerySpanTables(settings);
  const look = settings.infiniteScrollConfig?.globalBoxSettings;
  return urls
    .slice(0, FIRST_SCREEN_IMAGES)
    .map((url, index) =>
      galleryImageBox(url, index, aspectRatioFromUrl(url) ?? FALLBACK_ASPECT_RATIO, tables, look),
    );
}
