import { MAX_URLS_PER_PACKING_PASS } from '../document/constants';
import { layoutMasonry } from '../testing/onePassLayouts';
import { MasonryPacker } from './masonry';

const images = (...aspects: number[]) => aspects.map((aspectRatio) => ({ aspectRatio }));

describe('masonry', () => {
  it('puts each image in the shortest column (the leftmost among equals), 16 px apart', () => {
    // 3 columns of (332 − 2 × 16) / 3 = 100 px.
    const { placements, columnWidth, height } = layoutMasonry(images(1, 2, 0.5, 1), {
      columns: 3,
      containerWidth: 332,
    });
    expect(columnWidth).toBe(100);
    expect(placements).toEqual([
      { originalImageIndex: 0, column: 0, x: 0, y: 0, width: 100, height: 100 },
      { originalImageIndex: 1, column: 1, x: 116, y: 0, width: 100, height: 50 },
      { originalImageIndex: 2, column: 2, x: 232, y: 0, width: 100, height: 200 },
      { originalImageIndex: 3, column: 1, x: 116, y: 66, width: 100, height: 100 },
    ]);
    expect(height).toBe(200);
  });

  it('clamps columns to 1–10 and aspect ratios to 0.25–6', () => {
    const packer = new MasonryPacker({ columns: 14, containerWidth: 1144 });
    expect(packer.columns).toBe(10);
    expect(packer.columnWidth).toBe(100);
    packer.append(images(0.1, 20));
    expect(packer.placements.map((p) => p.height)).toEqual([400, 100 / 6]);
  });

  it('is empty with height 0 before any image', () => {
    expect(layoutMasonry([], { columns: 4, containerWidth: 800 })).toMatchObject({
      placements: [],
      height: 0,
    });
  });

  it('places at most 2000 images per pass', () => {
    const list = Array.from({ length: MAX_URLS_PER_PACKING_PASS + 10 }, () => ({ aspectRatio: 1 }));
    const packer = new MasonryPacker({ columns: 5, containerWidth: 1280 });
    expect(packer.append(list)).toBe(MAX_URLS_PER_PACKING_PASS);
    expect(packer.append(list.slice(MAX_URLS_PER_PACKING_PASS))).toBe(10);
    expect(packer.placements[MAX_URLS_PER_PACKING_PASS]?.originalImageIndex).toBe(MAX_URLS_PER_PACKING_PASS);
  });

  it('is deterministic', () => {
    const list = Array.from({ length: 500 }, (_, i) => ({ aspectRatio: 0.25 + ((i * 7919) % 577) / 100 }));
    const options = { columns: 6, containerWidth: 1200, gap: 10 };
    expect(layoutMasonry(list, options)).toEqual(layoutMasonry(list, options));
  });
});
