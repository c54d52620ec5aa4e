import { createBox, createDefaultGridData, createNestedBox } from './defaults';
import { gridDataSchema, parseGridData } from './schema';
import type { GridData } from './types';

function docWith(mutate: (doc: GridData) => void): GridData {
  const doc = createDefaultGridData();
  doc.boxes.push(createBox('b2', 1, 'Second'), createBox('b3', 2, 'Third'), createBox('b4', 3, 'Fourth'));
  mutate(doc);
  return doc;
}

function messageOf(input: unknown): string {
  const result = parseGridData(input);
  if (result.ok) throw new Error('expected a failure');
  return result.message;
}

describe('parseGridData: valid documents', () => {
  it('accepts the default document unchanged', () => {
    const doc = createDefaultGridData();
    expect(parseGridData(doc)).toEqual({ ok: true, value: doc });
  });

  it('accepts a document with nested boxes, responsive values and infinite-scroll settings', () => {
    const doc = docWith((d) => {
      const box = d.boxes[1]!;
      box.nestedBoxes = [createNestedBox('n1', box.id, 'Nested Element 1')];
      box.responsiveColSpan = { sm: 1, md: 2, lg: 3 };
      box.responsiveOrder = { base: 1, sm: 0 };
      box.gridRow = 2;
      box.gridColumn = '1 / 3';
      box.style.linkUrl = 'https://example.com';
      d.gridSettings.isInfiniteScrollMode = true;
      d.gridSettings.infiniteScrollConfig = {
        urlList: ['https://example.com/a.jpg'],
        autoSizing: true,
        loadBatchSize: 15,
        scrollThreshold: 800,
        chunkSize: 100,
        packingAlgorithm: 'masonry',
        globalBoxSettings: { bgColor: '#fff', opacity: 0.5 },
        cachedPlacements: [{ row: 0, col: 0, rowSpan: 1, colSpan: 2, originalImageIndex: -1 }],
      };
      d.selectedBoxIds = ['b2', 'n1'];
      d.lastSelectedBoxId = 'n1';
    });
    const result = parseGridData(doc);
    expect(result).toEqual({ ok: true, value: doc });
  });

  it('fills the defaulted fields of partial input', () => {
    const result = parseGridData({ boxes: [{ id: 'a', order: 0 }], gridSettings: { columnsCount: 3 } });
    if (!result.ok) throw new Error(result.message);
    const [box] = result.value.boxes;
    expect(box).toMatchObject({
      colSpan: 1,
      rowSpan: 1,
      contentId: '',
      nestedBoxes: [],
      mobileOrder: 'default',
    });
    expect(box?.style.bgColor).toBe('#d8d8d8');
    expect(box?.textStyle.fontFamily).toBe('Montserrat');
    expect(result.value.gridSettings.boxSpacing).toBe(17);
    expect(result.value.gridSettings.responsiveColumnsCount).toEqual({ mobile: 2, tablet: 2, desktop: 3 });
    expect(result.value.selectedBoxIds).toEqual([]);
    expect(result.value.lastSelectedBoxId).toBeNull();
  });

  it('fills nested defaults with the nested colours', () => {
    const result = parseGridData({
      boxes: [{ id: 'a', order: 0, nestedBoxes: [{ id: 'n', parentId: 'a', style: { width: '50%' } }] }],
      gridSettings: {},
    });
    if (!result.ok) throw new Error(result.message);
    const nested = result.value.boxes[0]?.nestedBoxes[0];
    expect(nested?.style).toMatchObject({
      bgColor: '#F0F0F0',
      width: '50%',
      height: 'auto',
      justifySelf: 'start',
    });
    expect(nested?.textStyle.color).toBe('#000000');
  });

  it('strips unknown fields', () => {
    const doc = { ...createDefaultGridData(), extra: 1 };
    (doc.boxes[0] as unknown as Record<string, unknown>).secret = 'x';
    const result = parseGridData(doc);
    expect(result.ok && 'extra' in result.value).toBe(false);
    expect(result.ok && 'secret' in result.value.boxes[0]!).toBe(false);
  });

  it('is a zod schema usable directly', () => {
    expect(gridDataSchema.safeParse(createDefaultGridData()).success).toBe(true);
  });
});

describe('parseGridData: errors name the path and the problem', () => {
  it('span too big', () => {
    expect(messageOf(docWith((d) => (d.boxes[3]!.colSpan = 13)))).toBe(
      'boxes.3.colSpan: Too big: expected number to be <=12',
    );
  });

  it('span too small or fractional', () => {
    expect(messageOf(docWith((d) => (d.boxes[0]!.rowSpan = 0)))).toBe(
      'boxes.0.rowSpan: Too small: expected number to be >=1',
    );
    expect(messageOf(docWith((d) => (d.boxes[0]!.rowSpan = 1.5)))).toMatch(/^boxes\.0\.rowSpan: /);
  });

  it('wrong type', () => {
    const doc = docWith((d) => ((d.gridSettings as unknown as Record<string, unknown>).columnsCount = '5'));
    expect(messageOf(doc)).toBe('gridSettings.columnsCount: Invalid input: expected number, received string');
  });

  it('missing boxes or gridSettings', () => {
    expect(messageOf({ gridSettings: {} })).toBe('boxes: Invalid input: expected array, received undefined');
    expect(messageOf({ boxes: [] })).toBe('gridSettings: Invalid input: expected object, received undefined');
  });

  it('not an object at all', () => {
    expect(messageOf('nope')).toBe('(root): Invalid input: expected object, received string');
    expect(messageOf(null)).toBe('(root): Invalid input: expected object, received null');
  });

  it('ids: empty, too long, duplicated', () => {
    expect(messageOf(docWith((d) => (d.boxes[1]!.id = '')))).toBe(
      'boxes.1.id: Too small: expected string to have >=1 characters',
    );
    expect(messageOf(docWith((d) => (d.boxes[1]!.id = 'x'.repeat(201))))).toBe(
      'boxes.1.id: Too big: expected string to have <=200 characters',
    );
    expect(messageOf(docWith((d) => (d.boxes[2]!.id = 'b2')))).toBe('boxes.2.id: Duplicate id "b2"');
  });

  it('too many boxes', () => {
    const doc = createDefaultGridData();
    doc.boxes = Array.from({ length: 2001 }, (_, i) => createBox(`b${i}`, i, ''));
    expect(messageOf(doc)).toBe('boxes: Too big: expected array to have <=2000 items');
  });

  it('colours too long, bad enums, bad nested sizes', () => {
    expect(messageOf(docWith((d) => (d.boxes[0]!.style.bgColor = '#'.repeat(101))))).toBe(
      'boxes.0.style.bgColor: Too big: expected string to have <=100 characters',
    );
    const badShadow = docWith(
      (d) => ((d.gridSettings as unknown as Record<string, unknown>).globalBoxShadow = 'x'),
    );
    expect(messageOf(badShadow)).toMatch(/^gridSettings\.globalBoxShadow: Invalid option/);
    const badSize = docWith((d) => {
      d.boxes[0]!.nestedBoxes = [createNestedBox('n', 'box-1', '')];
      (d.boxes[0]!.nestedBoxes[0]!.style as unknown as Record<string, unknown>).width = '10em';
    });
    expect(messageOf(badSize)).toMatch(/^boxes\.0\.nestedBoxes\.0\.style\.width: Invalid size/);
  });

  it('URLs longer than the spec allows', () => {
    const tooLong = docWith((d) => (d.boxes[0]!.style.linkUrl = `https://x.io/${'a'.repeat(9000)}`));
    expect(messageOf(tooLong)).toBe(
      'boxes.0.style.linkUrl: Too big: expected string to have <=8192 characters',
    );
  });

  it('lists up to three problems', () => {
    const doc = docWith((d) => {
      for (const box of d.boxes) box.colSpan = 0;
    });
    expect(messageOf(doc)).toBe(
      [
        'boxes.0.colSpan: Too small: expected number to be >=1',
        'boxes.1.colSpan: Too small: expected number to be >=1',
        'boxes.2.colSpan: Too small: expected number to be >=1',
        'and 1 more',
      ].join('; '),
    );
  });
});
