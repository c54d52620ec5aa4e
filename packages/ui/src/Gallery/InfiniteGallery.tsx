import {
  MASONRY_MIN_MICRO_BATCH,
  type InfiniteScrollBoxSettings,
  type InfiniteScrollConfig,
} from '@bento/core';
import { memo, useEffect, useMemo } from 'react';
import { cssColor } from '../BentoGrid/safeCss';
import type { ImageLoader } from './aspectRatios';
import { cellsInBand, GalleryLayout, type GalleryCell, type GalleryFrame } from './galleryLayout';
import { useGalleryImages } from './useGalleryImages';
import { useSettledGeometry } from './useSettledGeometry';
import { useViewportBand } from './useViewportBand';
import styles from './InfiniteGallery.module.css';

export const ALL_IMAGES_LOADED = 'All images loaded';
export const CHUNK_FAILED = 'Failed to process chunk';
export const MICRO_BATCH_FAILED = 'Failed to process masonry micro-batch';
export const IMAGE_UNAVAILABLE = 'Image unavailable';

export interface InfiniteGalleryProps {
  config: InfiniteScrollConfig;
  /** Columns of the breakpoint shown. */
  columns: number;
  /** Box spacing of the breakpoint shown, px (bento packing). */
  gap: number;
  /** How images are measured (tests pass their own). */
  loader?: ImageLoader;
  /** Told whether more is loading or still to come (the published page hides its footer meanwhile). */
  onProgress?: (progress: GalleryProgress) => void;
}

export interface GalleryProgress {
  hasMore: boolean;
  loading: boolean;
}

const NO_FRAME: GalleryFrame = { cells: [], height: 0, placed: 0 };

function boxStyle(settings: InfiniteScrollBoxSettings | undefined) {
  const border = cssColor(settings?.borderColor);
  return {
    backgroundColor: cssColor(settings?.bgColor) ?? undefined,
    opacity: settings?.opacity,
    border: border && settings?.borderWidth ? `${settings.borderWidth}px solid ${border}` : undefined,
  };
}

const Cell = memo(function Cell({
  cell,
  url,
  failed,
  look,
}: {
  cell: GalleryCell;
  url: string | undefined;
  failed: boolean;
  look: ReturnType<typeof boxStyle>;
}) {
  const position = { left: cell.x, top: cell.y, width: cell.width, height: cell.height };
  if (cell.index < 0) return <div className={styles.filler} style={position} aria-hidden="true" />;
  return (
    <div className={styles.cell} style={{ ...look, ...position }} data-box-id={cell.id}>
      {failed || !url ? (
        <span className={styles.unavailable}>{IMAGE_UNAVAILABLE}</span>
      ) : (
        // Inside a box of known size: nothing moves while it arrives.
        <img className={styles.image} src={url} alt="" loading="lazy" decoding="async" />
      )}
    </div>
  );
});

/**
 * The infinite-scroll gallery (editor-core.md §2, §4): the URL list measured a chunk at a time (100 for bento
 * packing, the batch size but at least 6 for masonry), laid out by core's engines, more loaded when the end comes
 * within the scroll threshold; only the cells near the screen are in the DOM. A loader while a chunk is on its
 * way, an error line when one fails, 'All images loaded' at the end.
 */
export function InfiniteGallery({ config, columns, gap, loader, onProgress }: InfiniteGalleryProps) {
  const urls = config.urlList;
  const algorithm = config.packingAlgorithm;
  const chunkSize =
    algorithm === 'masonry' ? Math.max(MASONRY_MIN_MICRO_BATCH, config.loadBatchSize) : config.chunkSize;
  const images = useGalleryImages(urls, chunkSize, loader);
  const [bandRef, band] = useViewportBand();
  const geometry = useSettledGeometry({ algorithm, columns, width: band.width, gap });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new URL list starts a new layout
  const layout = useMemo(() => (geometry ? new GalleryLayout(geometry) : null), [geometry, urls]);
  const frame = useMemo(() => layout?.sync(images.measured) ?? NO_FRAME, [layout, images.measured]);
  const look = useMemo(() => boxStyle(config.globalBoxSettings), [config.globalBoxSettings]);

  const { loading, hasMore, loadMore } = images;
  const nearEnd = band.distanceToEnd < config.scrollThreshold;
  useEffect(() => {
    if (!loading && hasMore && nearEnd) loadMore();
  }, [loading, hasMore, nearEnd, loadMore, frame]);

  useEffect(() => {
    onProgress?.({ hasMore, loading });
  }, [onProgress, hasMore, loading]);

  const visible = cellsInBand(frame.cells, band.top, band.bottom);
  return (
    <div className={styles.gallery} data-gallery={algorithm} data-gallery-placed={frame.placed}>
      <div ref={bandRef} className={styles.cells} style={{ height: frame.height }}>
        {visible.map((cell) => (
          <Cell
            key={cell.id}
            cell={cell}
            url={urls[cell.index]}
            failed={images.measured[cell.index]?.failed === true}
            look={look}
          />
        ))}
      </div>
      {loading && (
        <p className={styles.loading} role="status">
          <span className={styles.pulse} aria-hidden="true" />
          Loading images…
        </p>
      )}
      {images.error && (
        <p className={styles.error} role="alert">
          {algorithm === 'masonry' ? MICRO_BATCH_FAILED : CHUNK_FAILED}
        </p>
      )}
      {urls.length > 0 && !hasMore && !loading && (
        <p className={styles.done} role="status">
          {ALL_IMAGES_LOADED}
        </p>
      )}
    </div>
  );
}
