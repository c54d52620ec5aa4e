// The gallery's cells in px, from the engines of @bento/core: bento packing on 100 px rows (cells as wide as the
// columns allow) or masonry (16 px gap). Incremental like the engines: a new chunk is appended, nothing placed
// moves, and a change of algorithm, columns, width or gap starts a new layout.
import {
  BentoPacker,
  INFINITE_BOX_ID_PREFIX,
  INFINITE_GRID_ROW_HEIGHT,
  MASONRY_GAP,
  MasonryPacker,
  placementId,
  type GalleryItem,
  type PackingAlgorithm,
  type Placement,
} from '@bento/core';

export interface GalleryGeometry {
  algorithm: PackingAlgorithm;
  columns: number;
  /** The gallery's width, px. */
  width: number;
  /** The box spacing of the breakpoint shown (bento); masonry uses its own 16 px. */
  gap: number;
}

export interface GalleryCell {
  id: string;
  /** The image's index in the URL list; -1 for a filler. */
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GalleryFrame {
  cells: GalleryCell[];
  /** The height the cells take, px. */
  height: number;
  /** Images placed so far (the rest did not fit: 5000 rows at most). */
  placed: number;
}

interface Engine {
  append(items: readonly GalleryItem[]): void;
  frame(): GalleryFrame;
}

function bentoEngine({ columns, width, gap }: GalleryGeometry): Engine {
  const safeColumns = Math.max(1, columns);
  const columnWidth = Math.max(1, (width - gap * (safeColumns - 1)) / safeColumns);
  const packer = new BentoPacker({ columns: safeColumns, columnWidth, gap });
  const cell = (placement: Placement): GalleryCell => ({
    id: placementId(placement),
    index: placement.originalImageIndex,
    x: placement.col * (columnWidth + gap),
    y: placement.row * (INFINITE_GRID_ROW_HEIGHT + gap),
    width: placement.colSpan * columnWidth + (placement.colSpan - 1) * gap,
    height: placement.rowSpan * INFINITE_GRID_ROW_HEIGHT + (placement.rowSpan - 1) * gap,
  });
  return {
    append(items) {
      // The engine takes 2000 per pass; it stops for good once the rows run out.
      for (let done = 0; done < items.length && !packer.isFull;) {
        const placed = packer.append(items.slice(done));
        if (placed === 0) break;
        done += placed;
      }
    },
    frame() {
      const cells = [...packer.placements, ...packer.fillers()].map(cell);
      const rows = packer.rowCount;
      return {
        cells,
        height: rows > 0 ? rows * (INFINITE_GRID_ROW_HEIGHT + gap) - gap : 0,
        placed: packer.placements.length,
      };
    },
  };
}

function masonryEngine({ columns, width }: GalleryGeometry): Engine {
  const packer = new MasonryPacker({ columns, containerWidth: Math.max(1, width), gap: MASONRY_GAP });
  return {
    append(items) {
      for (let done = 0; done < items.length;) {
        const placed = packer.append(items.slice(done));
        if (placed === 0) break;
        done += placed;
      }
    },
    frame() {
      const cells = packer.placements.map((placement) => ({
        id: `${INFINITE_BOX_ID_PREFIX}${placement.originalImageIndex}`,
        index: placement.originalImageIndex,
        x: placement.x,
        y: placement.y,
        width: placement.width,
        height: placement.height,
      }));
      return { cells, height: packer.height, placed: packer.placements.length };
    },
  };
}

/** A layout for one geometry: `sync` appends the items it has not placed yet and answers the cells. */
export class GalleryLayout {
  private readonly engine: Engine;
  private synced = 0;
  private last: GalleryFrame = { cells: [], height: 0, placed: 0 };

  constructor(geometry: GalleryGeometry) {
    this.engine = geometry.algorithm === 'masonry' ? masonryEngine(geometry) : bentoEngine(geometry);
  }

  sync(items: readonly GalleryItem[]): GalleryFrame {
    if (items.length === this.synced) return this.last;
    this.engine.append(items.slice(this.synced));
    this.synced = items.length;
    this.last = this.engine.frame();
    return this.last;
  }
}

/** The cells that meet the band [top, bottom] (px from the gallery's top): the only ones in the DOM. */
export function cellsInBand(cells: readonly GalleryCell[], top: number, bottom: number): GalleryCell[] {
  return cells.filter((cell) => cell.y + cell.height >= top && cell.y <= bottom);
}
