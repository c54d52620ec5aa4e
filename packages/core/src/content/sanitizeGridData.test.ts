import {
  createBox,
  createDefaultGridData,
  createDefaultInfiniteScrollConfig,
  createNestedBox,
} from '../document/defaults';
import { parseGridData } from '../document/schema';
import type { GridData } from '../document/types';
import { sanitizeGridData } from './sanitizeGridData';

function hostileDocument(): GridData {
  const doc = createDefaultGridData();
  const box = createBox('b', 1, '<p onclick="steal()">Hi<script>alert(1)</script></p>');
  box.style.linkUrl = 'example.com';
  box.style.iframeUrl = 'http://maps.example.com/embed';
  box.style.bgImageUrl = 'javascript:alert(1)';
  box.nestedBoxes = [createNestedBox('n', 'b', '<a href="javascript:alert(1)">x</a>')];
  box.nestedBoxes[0]!.style.linkUrl = 'javascript:alert(1)';
  box.nestedBoxes[0]!.style.iframeUrl = 'not a url';
  doc.boxes.push(box);
  doc.gridSettings.containerBgImageUrl = 'data:text/html,<script>';
  doc.gridSettings.infiniteScrollConfig = {
    ...createDefaultInfiniteScrollConfig(),
    urlList: ['https://a.io/1.jpg', 'javascript:alert(1)'],
  };
  return doc;
}

describe('sanitizeGridData', () => {
  it("runs every box's and nested box's content through sanitizeRichText", () => {
    const clean = sanitizeGridData(hostileDocument());
    expect(clean.boxes[1]?.contentId).toBe('<p>Hi</p>');
    expect(clean.boxes[1]?.nestedBoxes[0]?.contentId).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean.boxes[0]?.contentId).toBe('Double-click to add/edit text');
  });

  it('normalises link URLs and drops those that are not http(s) or mailto', () => {
    const clean = sanitizeGridData(hostileDocument());
    expect(clean.boxes[1]?.style.linkUrl).toBe('https://example.com');
    expect(clean.boxes[1]?.nestedBoxes[0]?.style).not.toHaveProperty('linkUrl');
  });

  it('forces iframe URLs to https and drops unusable ones', () => {
    const clean = sanitizeGridData(hostileDocument());
    expect(clean.boxes[1]?.style.iframeUrl).toBe('https://maps.example.com/embed');
    expect(clean.boxes[1]?.nestedBoxes[0]?.style).not.toHaveProperty('iframeUrl');
  });

  it('drops unsafe background and gallery URLs', () => {
    const clean = sanitizeGridData(hostileDocument());
    expect(clean.boxes[1]?.style).not.toHaveProperty('bgImageUrl');
    expect(clean.gridSettings).not.toHaveProperty('containerBgImageUrl');
    expect(clean.gridSettings.infiniteScrollConfig?.urlList).toEqual(['https://a.io/1.jpg']);
  });

  it('returns a new object and leaves its input untouched', () => {
    const doc = hostileDocument();
    const before = structuredClone(doc);
    const clean = sanitizeGridData(doc);
    expect(doc).toEqual(before);
    expect(clean).not.toBe(doc);
    expect(clean.boxes[1]).not.toBe(doc.boxes[1]);
    expect(clean.boxes[1]?.style).not.toBe(doc.boxes[1]?.style);
    expect(clean.gridSettings).not.toBe(doc.gridSettings);
  });

  it('keeps a clean document equal and valid', () => {
    const doc = createDefaultGridData();
    doc.boxes[0]!.style.linkUrl = 'https://example.com';
    expect(sanitizeGridData(doc)).toEqual(doc);
    expect(parseGridData(sanitizeGridData(hostileDocument())).ok).toBe(true);
  });
});
