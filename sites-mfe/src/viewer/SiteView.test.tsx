import { render, screen } from '@testing-library/react';
import type { GridSettings } from '@bento/core';
import { SiteView } from './SiteView';
import type { PublicSite } from './siteTypes';
import { siteFixture } from './testing/siteFixture';

function siteWith(settings: Partial<GridSettings>): PublicSite {
  const site = siteFixture();
  return { ...site, gridData: { ...site.gridData, gridSettings: { columnsCount: 3, ...settings } as never } };
}

describe('SiteView: Apply to Page', () => {
  it('gives the page around the grid the container colour, light text on a dark one', () => {
    render(<SiteView site={siteWith({ containerBgColor: '#0A0A0A' })} url="/ada" year={2026} />);
    const page = screen.getByRole('main').parentElement!;
    expect(page).toHaveStyle({ backgroundColor: '#0A0A0A' });
    expect(page).toHaveAttribute('data-page-tone', 'dark');
    // The header and footer sit on it too (their text follows the tone: SiteView.module.css).
    expect(page).toContainElement(screen.getByRole('heading', { name: 'Ada Portfolio' }));
    expect(page).toContainElement(screen.getByRole('contentinfo'));
  });

  it('keeps a light page with the usual text for a light colour', () => {
    render(<SiteView site={siteWith({ containerBgColor: '#fafafa' })} url="/ada" year={2026} />);
    const page = screen.getByRole('main').parentElement!;
    expect(page).toHaveStyle({ backgroundColor: '#fafafa' });
    expect(page).toHaveAttribute('data-page-tone', 'light');
  });

  it('leaves the page alone when Apply to Page is off', () => {
    render(
      <SiteView
        site={siteWith({ containerBgColor: '#0A0A0A', syncMainBackground: false })}
        url="/ada"
        year={2026}
      />,
    );
    const page = screen.getByRole('main').parentElement!;
    expect(page.style.backgroundColor).toBe('');
    expect(page).not.toHaveAttribute('data-page-tone');
  });
});

describe('SiteView: an infinite-scroll gallery', () => {
  const urls = (count: number) =>
    Array.from({ length: count }, (_, i) => `https://img.example/${i}.jpg?w=400&h=300`);
  const gallerySite = (count: number) =>
    siteWith({
      isInfiniteScrollMode: true,
      infiniteScrollConfig: {
        urlList: urls(count),
        autoSizing: true,
        loadBatchSize: 15,
        scrollThreshold: 800,
        chunkSize: 100,
        packingAlgorithm: 'infiniteScrollGridPacking',
      },
    });
  const galleryBoxes = () => document.querySelectorAll('section[data-columns] [data-box-id^="infinite-"]');

  it('server-rendered: the first 30 images as boxes (no JavaScript needed), the footer hidden while more exist', () => {
    render(<SiteView site={gallerySite(45)} url="/ada" year={2026} gallery="first-screen" />);
    expect(galleryBoxes()).toHaveLength(30);
    expect(galleryBoxes()[0]!.querySelector('img')).toHaveAttribute('src', urls(1)[0]);
    // The owner's own boxes are not part of a gallery page.
    expect(
      document.querySelectorAll('section[data-columns] [data-box-id]:not([data-box-id^="infinite-"])'),
    ).toHaveLength(0);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('server-rendered with every image on the first screen: the footer shows', () => {
    render(<SiteView site={gallerySite(8)} url="/ada" year={2026} gallery="first-screen" />);
    expect(galleryBoxes()).toHaveLength(8);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('in the app: the live gallery takes the grid, the footer waits for the end', () => {
    render(<SiteView site={gallerySite(45)} url="/ada" year={2026} />);
    expect(document.querySelector('[data-gallery="infiniteScrollGridPacking"]')).not.toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
