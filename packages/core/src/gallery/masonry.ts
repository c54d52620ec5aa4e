// The masonry layout ('Masonry'): equal-width columns 16 px apart, each image added to the shortest column at its
// own aspect ratio (0.25–6), online: an image is placed once and never moves.

import { MASONRY_GAP, MAX_URLS_PER_PACKING_PASS } from '../document/constants';
import { masonryAspectRatio, masonryColumns, type GalleryItem } from './galleryClamps';

export interface MasonryOptions {
  /** Clamped to 1–10. */
  columns: number;
  /** Px width the columns and the gaps between them fill. */
  containerWidth: number;
  /** Px between columns and between images in a column; default 16. */
  gap?: number;
}

/** Px position and size of one image; originalImageIndex is its place in the list (0, 1, 2 …). */
export interface MasonryPlacement {
  originalImageIndex: number;
  column: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export class MasonryPacker {
  readonly columns: number;
  readonly columnWidth: number;
  /** Px between columns and between images; narrower than asked when the container cannot fit the gaps. */
  readonly gap: number;
  /** Per column, the y where its next image goes. */
  private readonly nextTop: Float64Array;
  private readonly placed: MasonryPlacement[] = [];

  constructor(options: MasonryOptions) {
    this.columns = masonryColumns(options.columns);
    // A container too narrow for its gaps narrows them, so that columns of at least 1 px stay inside it (boxes
    // keep their aspect); it fits 1 px columns at least when it is as wide as the columns are many.
    const widestGap =
      this.columns > 1 ? (options.containerWidth - this.columns) / (this.columns - 1) : Infinity;
    this.gap = Math.max(0, Math.min(options.gap ?? MASONRY_GAP, widestGap));
    this.columnWidth = Math.max(1, (options.containerWidth - this.gap * (this.columns - 1)) / this.columns);
    this.nextTop = new Float64Array(this.columns);
  }

  /** Images placed so far, in their original order. */
  get placements(): readonly MasonryPlacement[] {
    return this.placed;
  }

  /** Px from the top of the first image to the bottom of the lowest one (0 when empty). */
  get height(): number {
    let lowest = 0;
    for (const top of this.nextTop) lowest = Math.max(lowest, top);
    return this.placed.length === 0 ? 0 : lowest - this.gap;
  }

  /**
   * Places the next images, in order, after those already placed (which stay where they are), at most 2000 per
   * call (a pass). Returns how many of `items` were placed: the caller passes the rest to the next call.
   */
  append(items: readonly GalleryItem[]): number {
    const count = Math.min(items.length, MAX_URLS_PER_PACKING_PASS);
    const { columns, columnWidth, gap, nextTop } = this;
    for (let i = 0; i < count; i++) {
      // The shortest column; the leftmost among equals.
      let column = 0;
      let top = nextTop[0] ?? 0;
      for (let c = 1; c < columns; c++) {
        const candidate = nextTop[c] ?? 0;
        if (candidate < top) {
          top = candidate;
          column = c;
        }
      }
      const height = columnWidth / masonryAspectRatio(items[i]?.aspectRatio ?? Number.NaN);
      nextTop[column] = top + height + gap;
      this.placed.push({
        originalImageIndex: this.placed.length,
        column,
        x: column * (columnWidth + gap),
        y: top,
        width: columnWidth,
        height,
      });
    }
    return count;
  }
}
