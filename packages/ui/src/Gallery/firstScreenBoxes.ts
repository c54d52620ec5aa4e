// A gallery on a server-rendered page (the published site, which loads no React): core's engines run at a typical
// width of each breakpoint and their placements become grid lines (bento: the packer's 100 px rows; masonry: 4 px
// tracks), written as the per-breakpoint layout variables every box already has. The page's CSS grid then draws
// the first screen at any width with JavaScript off, and the page's script appends to the very same layouts, so
// nothing placed ever moves. Sizes come from the URL when it says them (a server does not load the images),
// otherwise what it hints at (its site, its file name), else the fallback ratio; the script measures the rest.
import {
  aspectRatioFromUrl,
  BentoPacker,
  BREAKPOINTS,
  columnsForBreakpoint,
  createBox,
  guessedAspectRatio,
  INFINITE_BOX_ID_PREFIX,
  MASONRY_GAP,
  MasonryPacker,
  spacingForBreakpoint,
  type Box,
  type Breakpoint,
  type GridSettings,
  type InfiniteScrollBoxSettings,
} from '@bento/core';
import type { StyleWithVars } from '../BentoGrid/gridStyle';

/** Images on a server-rendered first screen. */
export const FIRST_SCREEN_IMAGES = 30;

/** Px height of the grid tracks of a published masonry gallery (a placement covers whole tracks). */
export const MASONRY_TRACK_PX = 4;

/** A typical width of the grid at each breakpoint, px: the engines need one; the CSS grid stretches the tracks. */
const TYPICAL_WIDTH: Record<Breakpoint, number> = { mobile: 360, tablet: 880, desktop: 1216 };

/** A placement in grid lines (1-based starts, spans in tracks). */
interface TrackPlacement {
  col: number;
  row: number;
  colSpan: number;
  rowSpan: number;
}

/** Places the next images at one breakpoint; fewer placements than aspects when the engine's rows ran out. */
type TrackEngine = (aspectRatios: readonly number[]) => TrackPlacement[];

function bentoTracks(columns: number, width: number, gap: number): TrackEngine {
  const columnWidth = Math.max(1, (width - gap * (columns - 1)) / columns);
  const packer = new BentoPacker({ columns, columnWidth, gap });
  return (aspectRatios) => {
    const before = packer.placements.length;
    packer.append(aspectRatios.map((aspectRatio) => ({ aspectRatio })));
    return packer.placements.slice(before).map((p) => ({
      col: p.col + 1,
      row: p.row + 1,
      colSpan: p.colSpan,
      rowSpan: p.rowSpan,
    }));
  };
}

function masonryTracks(columns: number, width: number): TrackEngine {
  const packer = new MasonryPacker({ columns, containerWidth: width, gap: MASONRY_GAP });
  return (aspectRatios) => {
    const before = packer.placements.length;
    packer.append(aspectRatios.map((aspectRatio) => ({ aspectRatio })));
    return packer.placements.slice(before).map((p) => ({
      col: p.column + 1,
      row: Math.round(p.y / MASONRY_TRACK_PX) + 1,
      colSpan: 1,
      rowSpan: Math.max(1, Math.round(p.height / MASONRY_TRACK_PX)),
    }));
  };
}

export type PublishedGalleryKind = 'masonry' | 'bento';

/** How the published grid draws the gallery (BentoGrid's galleryLayout). */
export function publishedGalleryKind(settings: GridSettings): PublishedGalleryKind {
  return settings.infiniteScrollConfig?.packingAlgorithm === 'masonry' ? 'masonry' : 'bento';
}

/** What the layout depends on besides the kind (the page's script gets only these). */
export type GalleryGridSettings = Pick<
  GridSettings,
  'columnsCount' | 'responsiveColumnsCount' | 'boxSpacing'
>;

/**
 * The gallery's layout at the three breakpoints, grown image by image: `append` answers each new image's layout
 * variables (`--bento-col-start-<bp>`, `--bento-row-start-<bp>`, spans, no squircle minimum height; hidden at a
 * breakpoint whose rows ran out).
 */
export class PublishedGalleryLayout {
  private readonly engines: [Breakpoint, TrackEngine][];

  constructor(settings: GalleryGridSettings, kind: PublishedGalleryKind) {
    const masonry = kind === 'masonry';
    this.engines = BREAKPOINTS.map((breakpoint) => {
      const columns = Math.max(1, columnsForBreakpoint(settings, breakpoint));
      const width = TYPICAL_WIDTH[breakpoint];
      const engine = masonry
        ? masonryTracks(columns, width)
        : bentoTracks(columns, width, spacingForBreakpoint(settings.boxSpacing, breakpoint));
      return [breakpoint, engine];
    });
  }

  append(aspectRatios: readonly number[]): StyleWithVars[] {
    const vars: StyleWithVars[] = aspectRatios.map(() => ({}));
    for (const [breakpoint, engine] of this.engines) {
      const placed = engine(aspectRatios);
      vars.forEach((style, i) => {
        const place = placed[i];
        if (!place) {
          style[`--bento-display-${breakpoint}`] = 'none';
          return;
        }
        style[`--bento-col-start-${breakpoint}`] = place.col;
        style[`--bento-row-start-${breakpoint}`] = place.row;
        style[`--bento-span-${breakpoint}`] = place.colSpan;
        style[`--bento-rows-${breakpoint}`] = place.rowSpan;
        style[`--bento-min-height-${breakpoint}`] = '0px';
      });
    }
    return vars;
  }
}

/** The aspect ratio the server draws an image with: the size its URL says, else what the URL hints at. */
export function firstScreenAspect(url: string): number {
  return aspectRatioFromUrl(url) ?? guessedAspectRatio(url);
}

/** The box of image `index` of a gallery: the image as background, in the gallery's look. */
export function galleryImageBox(url: string, index: number, look: InfiniteScrollBoxSettings = {}): Box {
  const box = createBox(`${INFINITE_BOX_ID_PREFIX}${index}`, index, '');
  return { ...box, style: { ...box.style!, ...look, bgImageUrl: url } };
}

export interface FirstScreen {
  boxes: Box[];
  /** Each box's layout variables, by box id (laid over BentoGrid's own through boxProps). */
  layout: ReadonlyMap<string, StyleWithVars>;
}

/** The first FIRST_SCREEN_IMAGES URLs as boxes, with their places in the gallery's layout. */
export function firstScreenBoxes(urls: readonly string[], settings: GridSettings): FirstScreen {
  const shown = urls.slice(0, FIRST_SCREEN_IMAGES);
  const look = settings.infiniteScrollConfig?.globalBoxSettings;
  const boxes = shown.map((url, index) => galleryImageBox(url, index, look));
  const layout = new PublishedGalleryLayout(settings, publishedGalleryKind(settings));
  const vars = layout.append(shown.map(firstScreenAspect));
  return { boxes, layout: new Map(boxes.map((box, i) => [box.id, vars[i]!])) };
}
