import {
  createBox,
  createDefaultBoxStyle,
  createDefaultGridData,
  createDefaultGridSettings,
  createDefaultInfiniteScrollConfig,
  createDefaultNestedBoxStyle,
  createDefaultNestedTextStyle,
  createDefaultTextStyle,
  createFirstBoxTextStyle,
  createNestedBox,
  deriveResponsiveColumns,
  FIRST_BOX_TEXT,
} from './defaults';

describe('default grid settings (accounts-and-sites §3)', () => {
  it('has every default of the spec', () => {
    expect(createDefaultGridSettings()).toEqual({
      shape: 'rectangle',
      showGrid: false,
      boxSpacing: 17,
      columnsCount: 5,
      responsiveColumnsCount: { mobile: 2, tablet: 4, desktop: 5 },
      useSquircles: true,
      squircleStrength: 1,
      globalBoxRadius: 29,
      containerBorderRadius: '8px',
      containerWidth: 'max-w-7xl',
      containerPadding: 1280,
      innerContainerPadding: 32,
      globalBoxShadow: 'none',
      containerBoxShadow: 'none',
      containerBgColor: '#ededed',
      syncMainBackground: true,
    });
  });

  it('returns a fresh object each time', () => {
    const a = createDefaultGridSettings();
    a.responsiveColumnsCount.mobile = 1;
    expect(createDefaultGridSettings().responsiveColumnsCount.mobile).toBe(2);
  });
});

describe('default document', () => {
  it("starts with box-1 holding 'Double-click to add/edit text', centred in #212121", () => {
    const doc = createDefaultGridData();
    expect(doc.boxes).toHaveLength(1);
    const [first] = doc.boxes;
    expect(first?.id).toBe('box-1');
    expect(first?.contentId).toBe('Double-click to add/edit text');
    expect(FIRST_BOX_TEXT).toBe('Double-click to add/edit text');
    expect(first?.textStyle.color).toBe('#212121');
    expect(first?.textStyle.textAlign).toBe('center');
    expect(first?.order).toBe(0);
    expect(doc.selectedBoxIds).toEqual([]);
    expect(doc.lastSelectedBoxId).toBeNull();
  });

  it('takes another first box id', () => {
    expect(createDefaultGridData('start').boxes[0]?.id).toBe('start');
  });
});

describe('boxes', () => {
  it('createBox(id, order, contentId) has spans 1, position top, mobile order default, nothing hidden', () => {
    const box = createBox('b', 3, 'Hello');
    expect(box).toMatchObject({
      id: 'b',
      order: 3,
      contentId: 'Hello',
      colSpan: 1,
      rowSpan: 1,
      nestedBoxes: [],
      nestedBoxPosition: 'top',
      mobileOrder: 'default',
      hideOnMobile: false,
      hideOnTablet: false,
      hideOnDesktop: false,
    });
    expect(box.gridRow).toBeUndefined();
  });

  it('accepts overrides', () => {
    expect(createBox('b', 0, '', { colSpan: 3 }).colSpan).toBe(3);
  });

  it('text style: #2d3748, left, 16px, line height 1.5, Montserrat', () => {
    expect(createDefaultTextStyle()).toEqual({
      color: '#2d3748',
      fontSize: '16px',
      textAlign: 'left',
      lineHeight: 1.5,
      fontFamily: 'Montserrat',
    });
    expect(createBox('b', 0, '').textStyle).toEqual(createDefaultTextStyle());
    expect(createFirstBoxTextStyle()).toMatchObject({ color: '#212121', textAlign: 'center' });
  });

  it('box style defaults', () => {
    expect(createDefaultBoxStyle()).toEqual({
      bgColor: '#d8d8d8',
      borderWidth: 0,
      opacity: 1,
      imageScale: 1,
      bgImageAlignment: 'center',
      bgImagePadding: 0,
      blurStrength: 0,
      linkTarget: '_blank',
      linkOnlyInPreviewMode: true,
    });
  });
});

describe('nested boxes', () => {
  it('#F0F0F0 background, #000000 text, start / center, auto sizes, full width', () => {
    expect(createDefaultNestedBoxStyle()).toMatchObject({
      bgColor: '#F0F0F0',
      justifySelf: 'start',
      alignSelf: 'center',
      width: 'auto',
      height: 'auto',
      horizontalPosition: 'full',
      borderWidth: 0,
      opacity: 1,
    });
    expect(createDefaultNestedTextStyle().color).toBe('#000000');
    const nested = createNestedBox('n', 'b', 'Nested Element 1');
    expect(nested).toMatchObject({ id: 'n', parentId: 'b', contentId: 'Nested Element 1' });
    expect(nested.style.bgColor).toBe('#F0F0F0');
    expect(nested.textStyle.color).toBe('#000000');
  });
});

describe('infinite scroll config', () => {
  it('batch 15, threshold 800, chunk 100, grid packing', () => {
    expect(createDefaultInfiniteScrollConfig()).toEqual({
      urlList: [],
      autoSizing: true,
      loadBatchSize: 15,
      scrollThreshold: 800,
      chunkSize: 100,
      packingAlgorithm: 'infiniteScrollGridPacking',
    });
  });
});

describe('deriveResponsiveColumns', () => {
  it('gives 2 / 4 / 5 for 5 columns', () => {
    expect(deriveResponsiveColumns(5)).toEqual({ mobile: 2, tablet: 4, desktop: 5 });
  });

  it('never exceeds the column count and stays within 1–12', () => {
    expect(deriveResponsiveColumns(1)).toEqual({ mobile: 1, tablet: 1, desktop: 1 });
    expect(deriveResponsiveColumns(12)).toEqual({ mobile: 2, tablet: 10, desktop: 12 });
    expect(deriveResponsiveColumns(40)).toEqual({ mobile: 2, tablet: 10, desktop: 12 });
    expect(deriveResponsiveColumns(Number.NaN)).toEqual({ mobile: 2, tablet: 4, desktop: 5 });
  });
});
