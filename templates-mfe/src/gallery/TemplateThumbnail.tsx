import { BentoGrid } from '@bento/ui/grid';
import type { TemplateEntry } from '../catalog/catalog';
import { useFitZoom } from './useFitZoom';
import styles from './Templates.module.css';

/** The page width a thumbnail draws, smaller: the desktop layout. */
const THUMBNAIL_PAGE_WIDTH = 1024;

/**
 * A live thumbnail: the template's own document rendered by the shared <BentoGrid>, drawn small (nothing to keep in
 * sync with the designs). Inert: a picture of the page, not a second copy of its links.
 */
export function TemplateThumbnail({ template }: { template: TemplateEntry }) {
  const [frameRef, zoom] = useFitZoom(THUMBNAIL_PAGE_WIDTH);
  return (
    <div ref={frameRef} className={styles.thumbnail} aria-hidden="true" inert>
      <div className={styles.page} style={{ width: THUMBNAIL_PAGE_WIDTH, zoom }}>
        <BentoGrid gridData={template.document} breakpoint="desktop" viewer />
      </div>
    </div>
  );
}
