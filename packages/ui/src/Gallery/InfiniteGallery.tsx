import {
  createBox,
  isBlockedHttpImage,
  MASONRY_MIN_MICRO_BATCH,
  safeMediaUrl,
  shouldLoadMore,
  type BoxStyle,
  type InfiniteScrollBoxSettings,
  type InfiniteScrollConfig,
} from '@bento/core';
import { memo, useEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { mediaLayerStyle, surfaceStyle } from '../BentoGrid/boxStyle';
import media from '../BentoGrid/BoxContent.module.css';
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
/** Why an http:// image never shows (pages load images from https:// addresses only): said on its tile (issue 33). */
export const IMAGE_NOT_HTTPS = 'Image unavailable: not an https:// address';

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
  /** The editor: the image (index in the URL list) shown as selected, and what a click on an image does. */
  selectedIndex?: number | null;
  onImageClick?: (index: number) => void;
}

export interface GalleryProgress {
  hasMore: boolean;
  loading: boolean;
}

const NO_FRAME: GalleryFrame = { cells: [], height: 0, placed: 0 };

/** The image boxes' look (globalBoxSettings) as a box's style: the same surface and media rules as any box. */
function cellLook(settings: InfiniteScrollBoxSettings | undefined) {
  const style: BoxStyle = { ...createBox('gallery', 0, '').style!, ...settings };
  return {
    surface: surfaceStyle(style, DEFAULT_CELL_COLOR),
    ...mediaLayerStyle(style),
    overlay: style.isBackgroundOverlay === true,
  };
}

type CellLook = ReturnType<typeof cellLook>;

const DEFAULT_CELL_COLOR = '#d8d8d8';

const Cell = memo(function Cell({
  cell,
  url,
  failed,
  look,
  selected,
  onClick,
}: {
  cell: GalleryCell;
  url: string | undefined;
  failed: boolean;
  look: CellLook;
  selected: boolean;
  onClick?: (index: number) => void;
}) {
  const position = { left: cell.x, top: cell.y, width: cell.width, height: cell.height };
  if (cell.index < 0) return <div className={styles.filler} style={position} aria-hidden="true" />;
  const safe = safeMediaUrl(url);
  const insecure = safe !== null && isBlockedHttpImage(safe, globalThis.location?.origin);
  // Selectable (the editor): a button the keyboard reaches too, which also lets it scroll the gallery.
  const selectable = onClick && {
    role: 'button',
    tabIndex: 0,
    'aria-label': `Image ${cell.index + 1}`,
    'aria-pressed': selected,
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      onClick(cell.index);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onClick(cell.index);
    },
  };
  return (
    <div
      className={styles.cell}
      style={{ ...look.surface, ...position }}
      data-box-id={cell.id}
      data-selected={selected ? 'true' : undefined}
      {...selectable}
    >
      {failed || !safe || insecure ? (
        <span className={styles.unavailable}>{insecure ? IMAGE_NOT_HTTPS : IMAGE_UNAVAILABLE}</span>
      ) : (
        <div className={media.mediaLayer} style={look.layer} aria-hidden="true">
          {/* Inside a box of known size: nothing moves while it arrives. */}
          <img className={media.media} style={look.media} src={safe} alt="" loading="lazy" decoding="async" />
          {look.overlay ? <div className={media.overlay} /> : null}
        </div>
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
export function InfiniteGallery({
  config,
  columns,
  gap,
  loader,
  onProgress,
  selectedIndex = null,
  onImageClick,
}: InfiniteGalleryProps) {
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
  const look = useMemo(() => cellLook(config.globalBoxSettings), [config.globalBoxSettings]);

  const { loading, hasMore, loadMore } = images;
  // Rounds loaded since the gallery last moved on screen (the user scrolled): bounded while filling the screen.
  const rounds = useRef({ top: band.top, count: 0 });
  useEffect(() => {
    if (loading || !hasMore) return;
    if (rounds.current.top !== band.top) rounds.current = { top: band.top, count: 0 };
    const wanted = shouldLoadMore({
      distanceToEnd: band.distanceToEnd,
      threshold: config.scrollThreshold,
      contentHeight: frame.height,
      viewportHeight: band.screen,
      roundsWithoutScroll: rounds.current.count,
    });
    if (!wanted) return;
    rounds.current.count++;
    loadMore();
  }, [loading, hasMore, band, frame.height, config.scrollThreshold, loadMore]);

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
            url={images.urls[cell.index]}
            failed={images.measured[cell.index]?.failed === true}
            look={look}
            selected={cell.index >= 0 && cell.index === selectedIndex}
            onClick={onImageClick}
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
