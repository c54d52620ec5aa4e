import { createDefaultGridData, createDefaultGridSettings } from './defaults';
import { migrateGridData, toValidGridData } from './migrate';
import { parseGridData } from './schema';

const INVALID = 'Invalid JSON format. The file must contain boxes and gridSettings.';

describe('migrateGridData', () => {
  it('upgrades a minimal file to a valid, complete document', () => {
    const doc = migrateGridData({ boxes: [{ id: 'a' }], gridSettings: {} });
    expect(parseGridData(doc)).toEqual({ ok: true, value: doc });
    expect(doc.gridSettings).toEqual(createDefaultGridSettings());
    expect(doc.boxes[0]).toMatchObject({
      id: 'a',
      contentId: '',
      order: 0,
      colSpan: 1,
      rowSpan: 1,
      nestedBoxes: [],
      nestedBoxPosition: 'top',
      mobileOrder: 'default',
    });
    expect(doc.boxes[0]?.style).toMatchObject({ bgColor: '#d8d8d8', linkTarget: '_blank' });
    expect(doc.boxes[0]?.textStyle).toMatchObject({ color: '#2d3748', fontFamily: 'Montserrat' });
    expect(doc.selectedBoxIds).toEqual([]);
    expect(doc.lastSelectedBoxId).toBeNull();
  });

  it('keeps a current document as it is', () => {
    const doc = createDefaultGridData();
    expect(migrateGridData(doc)).toEqual(doc);
  });

  it('refuses input without boxes and gridSettings with the spec message', () => {
    for (const input of [
      null,
      'x',
      3,
      [],
      {},
      { boxes: [] },
      { gridSettings: {} },
      { boxes: {}, gridSettings: {} },
    ]) {
      expect(() => migrateGridData(input)).toThrow(INVALID);
    }
    expect(() => migrateGridData({ boxes: [], gridSettings: [] })).toThrow(INVALID);
  });

  it('gives boxes without order their index', () => {
    const doc = migrateGridData({
      boxes: [{ id: 'a' }, { id: 'b', order: 7 }, { id: 'c' }],
      gridSettings: {},
    });
    expect(doc.boxes.map((box) => box.order)).toEqual([0, 7, 2]);
  });

  it('reads legacy `columns` and derives responsive columns', () => {
    const doc = migrateGridData({ boxes: [], gridSettings: { columns: 3 } });
    expect(doc.gridSettings.columnsCount).toBe(3);
    expect(doc.gridSettings.responsiveColumnsCount).toEqual({ mobile: 2, tablet: 2, desktop: 3 });
    const partial = migrateGridData({
      boxes: [],
      gridSettings: { columnsCount: 8, responsiveColumnsCount: { mobile: 1 } },
    });
    expect(partial.gridSettings.responsiveColumnsCount).toEqual({ mobile: 1, tablet: 6, desktop: 8 });
  });

  it('clamps out-of-range numbers and reads numeric strings', () => {
    const doc = migrateGridData({
      boxes: [{ id: 'a', colSpan: 20, rowSpan: '3', style: { opacity: 4, borderWidth: -2 } }],
      gridSettings: { columnsCount: '40', boxSpacing: 500, containerPadding: 100, squircleStrength: 0 },
    });
    expect(doc.boxes[0]).toMatchObject({ colSpan: 12, rowSpan: 3 });
    expect(doc.boxes[0]?.style).toMatchObject({ opacity: 1, borderWidth: 0 });
    expect(doc.gridSettings).toMatchObject({
      columnsCount: 12,
      boxSpacing: 100,
      containerPadding: 320,
      squircleStrength: 1,
    });
  });

  it('replaces unusable values by their defaults and drops unusable optional ones', () => {
    const doc = migrateGridData({
      boxes: [
        {
          id: 'a',
          mobileOrder: 'sideways',
          style: { bgImageAlignment: 'middle', linkUrl: 42 },
          hideOnMobile: 'yes',
        },
      ],
      gridSettings: { globalBoxShadow: '0 1px 2px black', useSquircles: 'true', containerBorderRadius: 12 },
    });
    expect(doc.boxes[0]?.mobileOrder).toBe('default');
    expect(doc.boxes[0]?.style.bgImageAlignment).toBe('center');
    expect(doc.boxes[0]?.style.linkUrl).toBeUndefined();
    expect(doc.boxes[0]?.hideOnMobile).toBeUndefined();
    expect(doc.gridSettings).toMatchObject({
      globalBoxShadow: 'none',
      useSquircles: true,
      containerBorderRadius: '12px',
    });
  });

  it('repairs ids: numbers become strings, missing and duplicate ids are made unique', () => {
    const doc = migrateGridData({ boxes: [{ id: 1 }, {}, { id: '1' }, 'not a box'], gridSettings: {} });
    expect(doc.boxes.map((box) => box.id)).toEqual(['1', 'box-2', '1-2']);
  });

  it('upgrades nested boxes: parent id, legacy placement fields, numeric sizes', () => {
    const doc = migrateGridData({
      boxes: [
        {
          id: 'p',
          nestedBoxes: [{ content: 'Hi', justifySelf: 'end', width: 120, style: { height: '50%' } }, 'junk'],
        },
      ],
      gridSettings: {},
    });
    const nested = doc.boxes[0]?.nestedBoxes;
    expect(nested).toHaveLength(1);
    expect(nested?.[0]).toMatchObject({ id: 'p-nested-1', parentId: 'p', contentId: 'Hi' });
    expect(nested?.[0]?.style).toMatchObject({
      justifySelf: 'end',
      width: '120px',
      height: '50%',
      bgColor: '#F0F0F0',
    });
  });

  it('keeps only selection ids that exist', () => {
    const doc = migrateGridData({
      boxes: [{ id: 'a' }, { id: 'b' }],
      gridSettings: {},
      selectedBoxIds: ['a', 'ghost', 'a', 3],
      lastSelectedBoxId: 'ghost',
    });
    expect(doc.selectedBoxIds).toEqual(['a']);
    expect(doc.lastSelectedBoxId).toBeNull();
  });

  it('repairs the infinite-scroll config and its caches', () => {
    const doc = migrateGridData({
      boxes: [],
      gridSettings: {
        isInfiniteScrollMode: true,
        infiniteScrollConfig: {
          urlList: ['https://x.io/a.jpg', 5],
          loadBatchSize: 500,
          packingAlgorithm: 'unknown',
          cachedPlacements: [{ row: 0, col: 0, rowSpan: 1, colSpan: 1, originalImageIndex: 0 }, { row: 'x' }],
        },
      },
    });
    expect(doc.gridSettings.infiniteScrollConfig).toEqual({
      urlList: ['https://x.io/a.jpg'],
      autoSizing: true,
      loadBatchSize: 100,
      scrollThreshold: 800,
      chunkSize: 100,
      packingAlgorithm: 'infiniteScrollGridPacking',
      cachedPlacements: [{ row: 0, col: 0, rowSpan: 1, colSpan: 1, originalImageIndex: 0 }],
    });
  });

  it('does not mutate its input', () => {
    const input = { boxes: [{ id: 'a', colSpan: 40 }], gridSettings: { columns: 3 } };
    const copy = structuredClone(input);
    migrateGridData(input);
    expect(input).toEqual(copy);
  });
});

describe('toValidGridData', () => {
  it('keeps a valid document as it is, repairs an old one, and answers null for anything else', () => {
    const valid = createDefaultGridData();
    expect(toValidGridData(valid)).toEqual(parseGridData(valid).ok && valid);
    const repaired = toValidGridData({ boxes: [{ id: 'a' }], gridSettings: {} });
    expect(repaired?.boxes.map((box) => box.id)).toEqual(['a']);
    expect(parseGridData(repaired).ok).toBe(true);
    for (const junk of [null, undefined, 'text', 42, [], { boxes: 'x', gridSettings: {} }]) {
      expect(toValidGridData(junk)).toBeNull();
    }
  });
});
