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
