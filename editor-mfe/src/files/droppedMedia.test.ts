import { createDefaultBoxStyle } from '@bento/core';
import { boxesForDroppedText, photoBoxOptions } from './droppedMedia';

describe('dropped photo sizing', () => {
  it.each([
    [1.6, 5, { colSpan: 2, rowSpan: 1 }],
    [3, 1, { colSpan: 1, rowSpan: 1 }],
    [1.5, 5, { colSpan: 1, rowSpan: 1 }],
    [0.7, 5, { colSpan: 1, rowSpan: 1 }],
    [0.69, 5, { colSpan: 1, rowSpan: 2 }],
    [1, 5, { colSpan: 1, rowSpan: 1 }],
    [null, 5, { colSpan: 1, rowSpan: 1 }],
  ])('ratio %p on %p columns → %p', (ratio, columns, spans) => {
    expect(photoBoxOptions('data:image/png;base64,AAAA', ratio, columns)).toEqual({
      ...spans,
      style: { ...createDefaultBoxStyle(), bgImageUrl: 'data:image/png;base64,AAAA' },
    });
  });
});

describe('dropped text', () => {
  it('adds one box per media URL line, images and videos as their background', () => {
    const text = [
      'https://example.com/a.jpg',
      'not a url',
      'https://example.com/clip.mp4?autoplay=1',
      'ftp://example.com/b.png',
      'https://example.com/page.html',
      '  http://example.com/c.WEBP  ',
    ].join('\r\n');
    const boxes = boxesForDroppedText(text);
    expect(boxes.map((box) => [box.style?.bgImageUrl, box.style?.bgVideoUrl])).toEqual([
      ['https://example.com/a.jpg', undefined],
      [undefined, 'https://example.com/clip.mp4?autoplay=1'],
      ['http://example.com/c.WEBP', undefined],
    ]);
  });

  it('adds nothing for text without media URLs', () => {
    expect(boxesForDroppedText('hello\nhttps://example.com/')).toEqual([]);
  });
});
