import { createDefaultGridData, createDefaultInfiniteScrollConfig } from './defaults';
import { exportDocument, exportDocumentJson } from './exportDocument';
import { parseGridData } from './schema';
import type { GridData } from './types';

function withInfiniteCaches(doc: GridData): GridData {
  return {
    ...doc,
    gridSettings: {
      ...doc.gridSettings,
      isInfiniteScrollMode: true,
      infiniteScrollConfig: {
        ...createDefaultInfiniteScrollConfig(),
        urlList: ['https://example.com/a.jpg'],
        cachedPlacements: [{ row: 0, col: 0, rowSpan: 1, colSpan: 1, originalImageIndex: 0 }],
        cachedItems: [
          {
            id: 'i1',
            imageUrl: 'https://example.com/a.jpg',
            aspectRatio: 1,
            loadingState: 'loaded',
            order: 0,
          },
        ],
      },
    },
  };
}

describe('exportDocument', () => {
  it('drops the infinite-scroll caches and keeps the rest of the config', () => {
    const doc = createDefaultGridData();
    const exported = exportDocument(withInfiniteCaches(doc));
    const config = exported.gridSettings.infiniteScrollConfig!;
    expect(config.cachedPlacements).toBeUndefined();
    expect(config.cachedItems).toBeUndefined();
    expect(config.urlList).toEqual(['https://example.com/a.jpg']);
    expect(exported.boxes).toEqual(doc.boxes);
  });

  it('leaves a document without infinite scroll as it is', () => {
    const doc = createDefaultGridData();
    expect(exportDocument(doc)).toBe(doc);
  });
});

describe('exportDocumentJson', () => {
  it('writes indented JSON that the import schema reads back as the same document', () => {
    const doc = withInfiniteCaches(createDefaultGridData());
    const text = exportDocumentJson(doc);
    expect(text).toContain('\n  "boxes": [');
    const parsed = parseGridData(JSON.parse(text));
    expect(parsed.ok).toBe(true);
    expect(JSON.parse(text)).toEqual(exportDocument(doc));
  });
});
