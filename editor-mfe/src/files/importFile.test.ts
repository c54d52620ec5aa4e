import { INVALID_JSON_FORMAT_MESSAGE, JSON_IMPORT_ERROR_MESSAGE, createDefaultGridData } from '@bento/core';
import { docWith } from '../state/testUtils';
import { isJsonFile, parseProjectJson, readProjectFile } from './importFile';

describe('parseProjectJson', () => {
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
