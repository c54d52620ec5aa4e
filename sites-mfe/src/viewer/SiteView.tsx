import { useMemo, type MouseEvent } from 'react';
import type { Breakpoint } from '@bento/core';
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
}: SiteViewProps) {
  const gridData = useMemo(() => viewerGridData(site), [site]);
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
        {gridData ? (
          <BentoGrid gridData={gridData} interactiveLinks viewer />
        ) : (
          <p className={styles.empty}>No content available for this grid.</p>
        )}
      </main>
      {footerVisible(gridData) ? <SiteFooter year={year} /> : null}
    </div>
  );
}
