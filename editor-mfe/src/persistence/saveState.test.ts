import {
  CONTENT_STORAGE_KEY,
  GRID_STORAGE_KEY,
  HISTORY_STORAGE_KEY,
  PERSISTED_DATA_MAX_CHARS,
  createDefaultInfiniteScrollConfig,
  type GridData,
} from '@bento/core';
import { docWith } from '../state/testUtils';
import { saveEditorState } from './saveState';

/** A Storage backed by a Map whose setItem throws `failWith` while `fail(key, value)` says so. */
class FakeStorage implements Storage {
  readonly items = new Map<string, string>();
  fail: (key: string, value: string) => boolean = () => false;
  failWith: () => Error = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.fail(key, value)) throw this.failWith();
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const dataUrl = (chars: number) => `data:image/png;base64,${'A'.repeat(chars - 22)}`;

function withImages(doc: GridData, urls: string[]): GridData {
  return {
    ...doc,
    boxes: doc.boxes.map((box, i) =>
      urls[i] ? { ...box, style: { ...box.style, bgImageUrl: urls[i] } } : box,
    ),
  };
}

function stored(storage: FakeStorage, key: string) {
  const raw = storage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

const imagesOf = (content: { boxes: GridData['boxes'] }) => content.boxes.map((box) => box.style.bgImageUrl);

describe('saveEditorState', () => {
  it('splits the document into content, grid settings and history records', () => {
    const storage = new FakeStorage();
    const doc = { ...docWith(2), selectedBoxIds: ['b2'], lastSelectedBoxId: 'b2' };
    const older = docWith(1);
    saveEditorState(storage, { current: doc, past: [older], future: [] });
    expect(stored(storage, CONTENT_STORAGE_KEY)).toEqual({
      boxes: doc.boxes,
      selectedBoxIds: ['b2'],
      lastSelectedBoxId: 'b2',
    });
    expect(stored(storage, GRID_STORAGE_KEY)).toEqual({ gridSettings: doc.gridSettings });
    expect(stored(storage, HISTORY_STORAGE_KEY)).toEqual({ past: [older], future: [] });
  });

  it('drops data-URL images over 50,000 characters and keeps smaller ones and plain URLs', () => {
    const storage = new FakeStorage();
    const doc = withImages(docWith(3), [dataUrl(50_001), dataUrl(50_000), 'https://example.com/a.png']);
    saveEditorState(storage, { current: doc, past: [doc], future: [] });
    const expected = [undefined, dataUrl(50_000), 'https://example.com/a.png'];
    expect(imagesOf(stored(storage, CONTENT_STORAGE_KEY))).toEqual(expected);
    expect(imagesOf(stored(storage, HISTORY_STORAGE_KEY).past[0])).toEqual(expected);
  });

  it('removes every background image when the document is over 2,097,152 characters', () => {
    const storage = new FakeStorage();
    const count = Math.ceil(PERSISTED_DATA_MAX_CHARS / 50_000) + 1;
    const urls = [...Array.from({ length: count }, () => dataUrl(50_000)), 'https://example.com/a.png'];
    const doc = withImages(docWith(count + 1), urls);
    doc.gridSettings = { ...doc.gridSettings, containerBgImageUrl: 'https://example.com/bg.png' };
    saveEditorState(storage, { current: doc, past: [], future: [] });
    expect(imagesOf(stored(storage, CONTENT_STORAGE_KEY)).every((url) => url === undefined)).toBe(true);
    expect(stored(storage, GRID_STORAGE_KEY).gridSettings.containerBgImageUrl).toBeUndefined();
  });

  it('keeps the images of a document just under the limit', () => {
    const storage = new FakeStorage();
    const doc = withImages(docWith(3), [dataUrl(50_000), 'https://example.com/a.png']);
    saveEditorState(storage, { current: doc, past: [], future: [] });
    expect(imagesOf(stored(storage, CONTENT_STORAGE_KEY))).toEqual([
      dataUrl(50_000),
      'https://example.com/a.png',
      undefined,
    ]);
  });

  it('keeps the history under the limit: images first, then the oldest entries', () => {
    const storage = new FakeStorage();
    const heavy = withImages(docWith(1), [dataUrl(50_000)]);
    const past = Array.from({ length: 45 }, () => heavy);
    saveEditorState(storage, { current: docWith(1), past, future: [] });
    const raw = storage.getItem(HISTORY_STORAGE_KEY)!;
    expect(raw.length).toBeLessThanOrEqual(PERSISTED_DATA_MAX_CHARS);
    const history = JSON.parse(raw);
    expect(history.past).toHaveLength(45);
    expect(history.past.every((doc: GridData) => doc.boxes[0]!.style.bgImageUrl === undefined)).toBe(true);
    // The current document is measured on its own and keeps its image.
    saveEditorState(storage, { current: heavy, past, future: [] });
    expect(imagesOf(stored(storage, CONTENT_STORAGE_KEY))).toEqual([dataUrl(50_000)]);
  });

  it('leaves out the oldest undo entries, then the farthest redo entries, when text alone is over the limit', () => {
    const storage = new FakeStorage();
    // Entries of ~400,000 characters of text each, told apart by their first box's text.
    const entry = (label: string): GridData => {
      const doc = docWith(1);
      return { ...doc, boxes: [{ ...doc.boxes[0]!, contentId: `${label}:${'x'.repeat(400_000)}` }] };
    };
    const labels = (docs: GridData[]) => docs.map((doc) => doc.boxes[0]!.contentId.split(':')[0]);
    const past = ['p1', 'p2', 'p3', 'p4'].map(entry);
    saveEditorState(storage, { current: docWith(1), past, future: ['f1', 'f2'].map(entry) });
    const raw = storage.getItem(HISTORY_STORAGE_KEY)!;
    expect(raw.length).toBeLessThanOrEqual(PERSISTED_DATA_MAX_CHARS);
    const history = JSON.parse(raw) as { past: GridData[]; future: GridData[] };
    // Five entries fit: the oldest undo (p1) goes.
    expect(labels(history.past)).toEqual(['p2', 'p3', 'p4']);
    expect(labels(history.future)).toEqual(['f1', 'f2']);

    const many = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'].map(entry);
    saveEditorState(storage, { current: docWith(2), past: [entry('p1')], future: many });
    const next = JSON.parse(storage.getItem(HISTORY_STORAGE_KEY)!) as typeof history;
    expect(next.past).toEqual([]);
    expect(labels(next.future)).toEqual(['f2', 'f3', 'f4', 'f5', 'f6']);
  });

  it('on QuotaExceededError deletes every bento- key and saves a slimmed version', () => {
    const storage = new FakeStorage();
    storage.setItem('bento-help-collapsed', 'true');
    storage.setItem('bento-error-reports', '[]');
    storage.setItem('other-app', 'kept');
    const doc: GridData = {
      ...withImages(docWith(2), ['https://example.com/a.png']),
      selectedBoxIds: ['b1'],
      lastSelectedBoxId: 'b1',
    };
    doc.gridSettings = {
      ...doc.gridSettings,
      containerBgImageUrl: 'https://example.com/bg.png',
      isInfiniteScrollMode: true,
      infiniteScrollConfig: createDefaultInfiniteScrollConfig(),
    };
    let fullAttempts = 0;
    // The storage is full until the product's keys are gone.
    storage.fail = () => storage.items.has('bento-help-collapsed') && ++fullAttempts > 0;
    saveEditorState(storage, { current: doc, past: [doc], future: [] });

    expect(fullAttempts).toBe(1);
    expect([...storage.items.keys()].sort()).toEqual(
      [CONTENT_STORAGE_KEY, GRID_STORAGE_KEY, HISTORY_STORAGE_KEY, 'other-app'].sort(),
    );
    const content = stored(storage, CONTENT_STORAGE_KEY);
    expect(imagesOf(content)).toEqual([undefined, undefined]);
    expect(content.selectedBoxIds).toEqual([]);
    expect(content.lastSelectedBoxId).toBeNull();
    const { gridSettings } = stored(storage, GRID_STORAGE_KEY);
    expect(gridSettings.containerBgImageUrl).toBeUndefined();
    expect(gridSettings.infiniteScrollConfig).toBeUndefined();
    expect(gridSettings.columnsCount).toBe(doc.gridSettings.columnsCount);
    const slimHistory = stored(storage, HISTORY_STORAGE_KEY).past[0];
    expect(slimHistory.gridSettings.infiniteScrollConfig).toBeUndefined();
    expect(imagesOf(slimHistory)).toEqual([undefined, undefined]);
  });

  it('never throws when even the slimmed save does not fit', () => {
    const storage = new FakeStorage();
    storage.fail = () => true;
    expect(() => saveEditorState(storage, { current: docWith(1), past: [], future: [] })).not.toThrow();
    expect(storage.length).toBe(0);
  });

  it('ignores other storage errors and leaves the other keys alone', () => {
    const storage = new FakeStorage();
    storage.setItem('bento-help-collapsed', 'true');
    storage.fail = () => true;
    storage.failWith = () => new DOMException('The operation is insecure.', 'SecurityError');
    expect(() => saveEditorState(storage, { current: docWith(1), past: [], future: [] })).not.toThrow();
    expect([...storage.items.keys()]).toEqual(['bento-help-collapsed']);
  });

  it('writes only the records that changed', () => {
    const storage = new FakeStorage();
    const written: string[] = [];
    storage.fail = (key) => (written.push(key), false);
    saveEditorState(
      storage,
      { current: docWith(1), past: [], future: [] },
      { document: false, history: true },
    );
    expect(written).toEqual([HISTORY_STORAGE_KEY]);
  });
});
