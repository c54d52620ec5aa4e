import {
  INFINITE_REGENERATION_ERROR_MESSAGE,
  INVALID_JSON_FORMAT_MESSAGE,
  JSON_IMPORT_ERROR_MESSAGE,
  createDefaultGridData,
  createDefaultInfiniteScrollConfig,
} from '@bento/core';
import { docWith } from '../state/testUtils';
import { isJsonFile, parseProjectJson, readProjectFile } from './importFile';

describe('parseProjectJson', () => {
  const gallery = (urlList: unknown[], extra: object = {}) => {
    const doc = createDefaultGridData();
    return {
      ...doc,
      gridSettings: {
        ...doc.gridSettings,
        isInfiniteScrollMode: true,
        infiniteScrollConfig: { ...createDefaultInfiniteScrollConfig(), urlList, ...extra },
      },
    };
  };

  it('lays an infinite-scroll design out again: its cached layout goes, its URLs stay', () => {
    const urls = ['https://img.example/a.jpg', 'https://img.example/b.jpg'];
    const cachedPlacements = [{ row: 0, col: 0, rowSpan: 1, colSpan: 1, originalImageIndex: 0 }];
    const result = parseProjectJson(JSON.stringify(gallery(urls, { cachedPlacements })));
    expect(result.ok && result.notice).toBeFalsy();
    const config = result.ok ? result.document.gridSettings.infiniteScrollConfig : null;
    expect(config?.urlList).toEqual(urls);
    expect(config).not.toHaveProperty('cachedPlacements');
  });

  it.each([
    ['an address the gallery cannot load', ['https://img.example/a.jpg', 'ftp://img.example/b.jpg']],
    ['an entry that is not an address', ['https://img.example/a.jpg', 42]],
  ])('imports a gallery with %s, without it, and says the layout needs its URLs again', (_label, urls) => {
    const result = parseProjectJson(JSON.stringify(gallery(urls)));
    expect(result).toMatchObject({ ok: true, notice: INFINITE_REGENERATION_ERROR_MESSAGE });
    expect(result.ok && result.document.gridSettings.infiniteScrollConfig?.urlList).toEqual([
      'https://img.example/a.jpg',
    ]);
  });

  it('accepts an exported document as it is', () => {
    const doc = { ...docWith(3), selectedBoxIds: ['b1'], lastSelectedBoxId: 'b1' };
    expect(parseProjectJson(JSON.stringify(doc))).toEqual({ ok: true, document: doc });
  });

  it('upgrades an older, partial file', () => {
    const result = parseProjectJson(
      JSON.stringify({ boxes: [{ id: 7, content: 'Hi' }], gridSettings: { columns: 3 } }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.boxes[0]).toMatchObject({ id: '7', contentId: 'Hi', order: 0 });
    expect(result.document.gridSettings.columnsCount).toBe(3);
  });

  it.each([
    ['not JSON at all', 'hello'],
    ['truncated JSON', '{"boxes": [{"id": "a"'],
    ['empty file', ''],
  ])('%s → the parse-failure alert', (_label, text) => {
    expect(parseProjectJson(text)).toEqual({ ok: false, message: JSON_IMPORT_ERROR_MESSAGE });
    expect(JSON_IMPORT_ERROR_MESSAGE).toBe('Error importing JSON. Please check the file format.');
  });

  it.each([
    ['no gridSettings', { boxes: [] }],
    ['no boxes', { gridSettings: createDefaultGridData().gridSettings }],
    ['boxes not a list', { boxes: 'many', gridSettings: {} }],
    ['gridSettings not an object', { boxes: [], gridSettings: 5 }],
    ['a list', [1, 2]],
    ['a number', 42],
    ['null', null],
  ])('%s → the format alert', (_label, data) => {
    expect(parseProjectJson(JSON.stringify(data))).toEqual({
      ok: false,
      message: INVALID_JSON_FORMAT_MESSAGE,
    });
    expect(INVALID_JSON_FORMAT_MESSAGE).toBe(
      'Invalid JSON format. The file must contain boxes and gridSettings.',
    );
  });
});

describe('project files', () => {
  it('recognises .json by name or type', () => {
    expect(isJsonFile(new File(['{}'], 'design.JSON'))).toBe(true);
    expect(isJsonFile(new File(['{}'], 'download', { type: 'application/json' }))).toBe(true);
    expect(isJsonFile(new File(['x'], 'photo.png', { type: 'image/png' }))).toBe(false);
  });

  it('reads and parses a file', async () => {
    const file = new File([JSON.stringify(docWith(2))], 'design.json', { type: 'application/json' });
    await expect(readProjectFile(file)).resolves.toEqual({ ok: true, document: docWith(2) });
  });
});
