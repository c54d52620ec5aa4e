// Test-only: a published site as GET /api/published-sites/slug/ada answers it, for the viewer's and the enhancement
// script's tests.
import type { PublicSite } from '../siteTypes';

/** Ada's site: a linked box, a hover-effect-only linked box, then `extraBoxes`; three columns. */
export function siteFixture(...extraBoxes: object[]): PublicSite {
  return {
    id: 's1',
    siteTitle: 'Ada Portfolio',
    siteDescription: 'Things I made',
    slug: 'ada',
    userId: 'user-1',
    designId: 'd1',
    gridData: {
      boxes: [
        { id: 'b1', contentId: '<p>First box</p>', order: 0, style: { linkUrl: 'https://example.org/a' } },
        {
          id: 'b2',
          contentId: '<p>Hover only</p>',
          order: 1,
          style: { linkUrl: 'https://x.org', hoverEffectOnly: true },
        },
        ...extraBoxes,
      ] as never,
      gridSettings: { columnsCount: 3 } as never,
    },
  };
}
