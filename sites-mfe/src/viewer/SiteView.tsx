import { useMemo, useState, type MouseEvent } from 'react';
import { columnsForBreakpoint, spacingForBreakpoint, type Box, type Breakpoint } from '@bento/core';
import {
  firstScreenBoxes,
  FIRST_SCREEN_IMAGES,
  InfiniteGallery,
  publishedGalleryKind,
  type GalleryProgress,
} from '@bento/ui/gallery';
import { BentoGrid, pageBackgroundColor, pageTone } from '@bento/ui/grid';
import { boxLinkForClick, hoverEffectOnlyIds, openBoxLink } from '@bento/ui/boxLinks';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import type { PublicSite } from './siteTypes';
import { footerVisible, viewerGridData } from './viewerGrid';
import styles from './SiteView.module.css';

export interface SiteViewProps {
  site: PublicSite;
  /** The page's address, for sharing. */
  url: string;
  isOwner?: boolean;
  /** The window's breakpoint once known (client only; exposed as data-viewport). */
  viewport?: Breakpoint;
  /** Copyright year; the server and the client pass the same one. */
  year?: number;
  /**
   * An infinite-scroll gallery: 'live' in the app (loaded as the visitor scrolls), 'first-screen' on the
   * server-rendered page (its first images as boxes, shown without JavaScript).
   */
  gallery?: 'live' | 'first-screen';
}

/**
 * The published site: header, the grid read-only with clickable links, footer. Rendered to a string on the server
 * and by the client after it takes over, so it must render the same markup from the same site: no effects that
 * change markup, no window reads at render.
 */
export function SiteView({
  site,
  url,
  isOwner = false,
  viewport,
  year = new Date().getFullYear(),
  gallery = 'live',
}: SiteViewProps) {
  const gridData = useMemo(() => viewerGridData(site), [site]);
  const settings = gridData?.gridSettings;
  const galleryUrls = useMemo(
    () => (settings?.isInfiniteScrollMode ? (settings.infiniteScrollConfig?.urlList ?? []) : null),
    [settings],
  );
  const [progress, setProgress] = useState<GalleryProgress>({ hasMore: true, loading: false });
  // In gallery mode the owner's own boxes are not shown (as in the editor): the gallery takes the grid.
  const firstScreen = useMemo(
    () =>
      gridData && galleryUrls && gallery === 'first-screen'
        ? firstScreenBoxes(galleryUrls, gridData.gridSettings)
        : null,
    [gridData, galleryUrls, gallery],
  );
  const shownGrid = useMemo(() => {
    if (!gridData || !galleryUrls) return gridData;
    return { ...gridData, boxes: firstScreen?.boxes ?? [] };
  }, [gridData, galleryUrls, firstScreen]);
  const firstScreenProps = useMemo(
    () => (firstScreen ? (box: Box) => ({ style: firstScreen.layout.get(box.id) }) : undefined),
    [firstScreen],
  );
  const breakpoint = viewport ?? 'desktop';
  const liveGallery =
    settings?.infiniteScrollConfig && galleryUrls && galleryUrls.length > 0 && gallery === 'live' ? (
      <InfiniteGallery
        config={settings.infiniteScrollConfig}
        columns={columnsForBreakpoint(settings, breakpoint)}
        gap={spacingForBreakpoint(settings.boxSpacing, breakpoint)}
        onProgress={setProgress}
      />
    ) : undefined;
  const galleryState =
    galleryUrls === null
      ? undefined
      : gallery === 'first-screen'
        ? { hasMore: galleryUrls.length > FIRST_SCREEN_IMAGES, loading: false }
        : galleryUrls.length === 0
          ? { hasMore: false, loading: false }
          : progress;
  const hoverOnly = useMemo(() => new Set(hoverEffectOnlyIds(gridData?.boxes ?? [])), [gridData]);
  // Apply to Page: the page around the grid takes the container colour (light text on a dark one).
  const background = gridData ? pageBackgroundColor(gridData.gridSettings) : null;
  const tone = pageTone(background);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = boxLinkForClick(event.target, hoverOnly);
    if (link) openBoxLink(link);
  };
  return (
    <div
      className={styles.page}
      data-viewport={viewport}
      data-page-tone={tone ?? undefined}
      style={background ? { backgroundColor: background } : undefined}
    >
      <SiteHeader
        title={site.siteTitle}
        description={site.siteDescription}
        slug={site.slug}
        url={url}
        isOwner={isOwner}
      />
      {/* The grid never navigates itself: a click on a box with a link opens it here. */}
      <main className={styles.main} onClick={onClick} data-box-links="">
        {shownGrid ? (
          <BentoGrid
            gridData={shownGrid}
            interactiveLinks
            viewer
            gallery={liveGallery}
            galleryLayout={firstScreen && settings ? publishedGalleryKind(settings) : undefined}
            boxProps={firstScreenProps}
          />
        ) : (
          <p className={styles.empty}>No content available for this grid.</p>
        )}
      </main>
      {footerVisible(gridData, galleryState) ? (
        <SiteFooter year={year} />
      ) : gallery === 'first-screen' ? (
        // The page's script shows it once it has added the gallery's last images (enhance/gallery.ts).
        <div hidden data-gallery-footer="">
          <SiteFooter year={year} />
        </div>
      ) : null}
    </div>
  );
}
