import { createBox, createDefaultGridData } from '@bento/core';
import { recordJson, recordLength } from './boxJson';

describe('recordJson', () => {
  it('writes what JSON.stringify writes, member order and all', () => {
    const doc = {
      ...createDefaultGridData(),
      boxes: [createBox('a', 0, '<p>A</p>'), createBox('b', 1, 'B "quoted" \u2028')],
      selectedBoxIds: ['b'],
      lastSelectedBoxId: 'b',
    };
    expect(recordJson(doc)).toBe(JSON.stringify(doc));
    const { boxes, selectedBoxIds, lastSelectedBoxId } = doc;
    expect(recordJson({ boxes, selectedBoxIds, lastSelectedBoxId })).toBe(
      JSON.stringify({ boxes, selectedBoxIds, lastSelectedBoxId }),
    );
  });

  it('leaves out members without JSON, as JSON.stringify does', () => {
    const record = { boxes: [], missing: undefined, run: () => 1, last: null };
    expect(recordJson(record)).toBe('{"boxes":[],"last":null}');
  });

  it('shows a replaced box as it is now, and an unchanged one as before', () => {
    const first = createBox('a', 0, 'before');
    const second = createBox('b', 1, 'same');
    expect(recordJson({ boxes: [first, second] })).toBe(JSON.stringify({ boxes: [first, second] }));
    const replaced = { ...first, contentId: 'after' };
    const next = { boxes: [replaced, second] };
    expect(recordJson(next)).toBe(JSON.stringify(next));
    expect(recordJson(next)).toContain('"contentId":"after"');
  });
});

describe('recordLength', () => {
  it("is the length of recordJson's text", () => {
    const boxes = [createBox('a', 0, '<p>A</p>'), createBox('b', 1, 'é "q"')];
    for (const record of [
      { ...createDefaultGridData(), boxes },
      { boxes: [], selectedBoxIds: [], lastSelectedBoxId: null },
      { boxes: [boxes[0]!] },
      { only: 1, skipped: undefined },
      {},
    ]) {
      expect(recordLength(record)).toBe(recordJson(record).length);
    }
  });
});
