import { createBox } from '@bento/core';
import { docWith } from '../testUtils';
import {
  documentChanged,
  idRange,
  nestedSelectionOf,
  orderedBoxes,
  renumbered,
  selectedBoxIdsInOrder,
  selectionAnchor,
  uniqueId,
  withoutGridPosition,
  wrapIndex,
} from './document';

describe('document helpers', () => {
  it('orders boxes by order, stable for ties, and keeps an ordered list as it is', () => {
    const boxes = [
      createBox('a', 2, ''),
      createBox('b', 0, ''),
      createBox('c', 2, ''),
      createBox('d', 1, ''),
    ];
    expect(orderedBoxes(boxes).map((box) => box.id)).toEqual(['b', 'd', 'a', 'c']);
    const inOrder = docWith(3).boxes;
    expect(orderedBoxes(inOrder)).toBe(inOrder);
  });

  it('renumbers order 0..n-1, keeping boxes already in place', () => {
    const [a, b] = [createBox('a', 0, ''), createBox('b', 5, '')];
    const result = renumbered([a, b]);
    expect(result.map((box) => box.order)).toEqual([0, 1]);
    expect(result[0]).toBe(a);
  });

  it('drops grid coordinates', () => {
    const box = createBox('a', 0, '', { gridRow: 1, gridColumn: '2 / 4' });
    expect(withoutGridPosition(box)).not.toHaveProperty('gridRow');
    expect(withoutGridPosition(box)).not.toHaveProperty('gridColumn');
    const plainBox = createBox('b', 0, '');
    expect(withoutGridPosition(plainBox)).toBe(plainBox);
  });

  it('makes unique ids', () => {
    const taken = new Set(['x', 'x-2']);
    expect(uniqueId('x', taken)).toBe('x-3');
    expect(uniqueId('y', taken)).toBe('y');
    expect(taken.has('x-3') && taken.has('y')).toBe(true);
  });

  it('wraps indexes at both ends', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, 1, 4)).toBe(2);
  });

  it('takes id ranges in either direction', () => {
    expect(idRange(['a', 'b', 'c', 'd'], 'c', 'a')).toEqual(['a', 'b', 'c']);
    expect(idRange(['a', 'b'], 'gone', 'b')).toEqual(['b']);
  });

  it('finds the nested selection and the anchor box', () => {
    const doc = { ...docWith(2, { b2: 2 }), selectedBoxIds: ['b2', 'b2-n2'], lastSelectedBoxId: 'b2-n2' };
    expect(nestedSelectionOf(doc)).toMatchObject({ ids: ['b2-n2'], last: 'b2-n2' });
    expect(nestedSelectionOf(doc)?.parent.id).toBe('b2');
    expect(selectionAnchor(doc)).toBe('b2');
    expect(nestedSelectionOf({ ...doc, lastSelectedBoxId: 'b1' })).toBeNull();
  });

  it('answers the selected top-level boxes in box order, leaving out nested and unknown ids', () => {
    const doc = docWith(3, { b2: 1 });
    doc.boxes = [doc.boxes[2]!, doc.boxes[0]!, doc.boxes[1]!].map((box, i) => ({ ...box, order: 2 - i }));
    const selected = (ids: string[]) => selectedBoxIdsInOrder({ ...doc, selectedBoxIds: ids });
    expect(selected(['b3', 'b2-n1', 'b1'])).toEqual(['b1', 'b3']);
    expect(selected(['b2'])).toEqual(['b2']);
    expect(selected(['b2-n1'])).toEqual([]);
    expect(selected(['gone'])).toEqual([]);
    expect(selected([])).toEqual([]);
  });

  it('compares documents without the selection, by value box by box', () => {
    const doc = docWith(2);
    expect(documentChanged(doc, { ...doc, selectedBoxIds: ['b1'] })).toBe(false);
    expect(documentChanged(doc, { ...doc, boxes: doc.boxes.map((box) => ({ ...box })) })).toBe(false);
    expect(documentChanged(doc, { ...doc, boxes: [doc.boxes[1]!, doc.boxes[0]!] })).toBe(true);
    expect(documentChanged(doc, { ...doc, gridSettings: { ...doc.gridSettings, boxSpacing: 3 } })).toBe(true);
  });
});
