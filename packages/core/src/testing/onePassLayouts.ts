// Test-only: one packing pass over a whole list, as the engines' tests and property tests read a layout. The
// product feeds the packers incrementally (packages/ui/src/Gallery/galleryLayout.ts, firstScreenBoxes.ts).
import type { Placement } from '../document/types';
import { BentoPacker, type BentoOptions } from '../gallery/bentoPacker';
import type { GalleryItem } from '../gallery/galleryClamps';
import { MasonryPacker, type MasonryOptions, type MasonryPlacement } from '../gallery/masonry';

export interface BentoLayout {
  /** The images, in their original order; fewer than the items when the rows ran out or past 2000. */
  placements: readonly Placement[];
  fillers: readonly Placement[];
  rowCount: number;
}

/** One packing pass over a list (at most its first 2000 items). */
export function packBento(items: readonly GalleryItem[], options: BentoOptions): BentoLayout {
  const packer = new BentoPacker(options);
  packer.append(items);
  return { placements: packer.placements, fillers: packer.fillers(), rowCount: packer.rowCount };
}

export interface MasonryLayout {
  placements: readonly MasonryPlacement[];
  columnWidth: number;
  height: number;
}

/** One pass of masonry over a list (at most its first 2000 items). */
export function layoutMasonry(items: readonly GalleryItem[], options: MasonryOptions): MasonryLayout {
  const packer = new MasonryPacker(options);
  packer.append(items);
  return { placements: packer.placements, columnWidth: packer.columnWidth, height: packer.height };
}
