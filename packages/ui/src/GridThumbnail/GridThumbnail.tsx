import { BentoGrid } from '../BentoGrid/BentoGrid';
import type { BentoGridProps } from '../BentoGrid/types';
import { useFitZoom } from './useFitZoom';
import styles from './GridThumbnail.module.css';

/** The page width a thumbnail draws, smaller: the desktop layout. */
export const THUMBNAIL_PAGE_WIDTH = 1024;

export interface GridThumbnailProps {
  gridData: BentoGridProps['gridData'];
  /** More for the frame (a border, a background); it is 200 px high and as wide as its container. */
  className?: string;
}

/**
 * A live thumbnail: a document rendered by the shared <BentoGrid> at desktop width, zoomed to fit its frame
 * (nothing to keep in sync with the designs). Inert: a picture of the page, not a second copy of its links.
 * Used by the templates gallery and the admin's template review.
 */
export function GridThumbnail({ gridData, className }: GridThumbnailProps) {
  const [frameRef, zoom] = useFitZoom(THUMBNAIL_PAGE_WIDTH);
  return (
    <div
      ref={frameRef}
      className={className ? `${styles.frame} ${className}` : styles.frame}
      aria-hidden="true"
      inert
    >
      <div className={styles.page} style={{ width: THUMBNAIL_PAGE_WIDTH, zoom }}>
        <BentoGrid gridData={gridData} breakpoint="desktop" viewer />
      </div>
    </div>
  );
}
