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

  it('keeps only http(s), /uploads/<file> and inline media URLs in boxes, nested boxes and the container', () => {
    const doc = createDefaultGridData();
    const box = createBox('m', 1, '');
    box.style.bgImageUrl = '/api/auth/local/sign-out';
    box.style.bgVideoUrl = 'blob:https://bento.example/0b8e6c3e';
    const nested = createNestedBox('n', 'm', '');
    nested.style.bgImageUrl = '/uploads/../api/designs';
    nested.style.bgVideoUrl = '/uploads/clip.mp4';
    box.nestedBoxes = [nested];
    const kept = createBox('k', 2, '');
    kept.style.bgImageUrl = 'data:image/png;base64,AAAA';
    kept.style.bgVideoUrl = 'https://cdn.example/clip.mp4';
    doc.boxes.push(box, kept);
    doc.gridSettings.containerBgImageUrl = '/api/auth/session';
    const clean = sanitizeGridData(doc);
    expect(clean.boxes[1]?.style).not.toHaveProperty('bgImageUrl');
    expect(clean.boxes[1]?.style).not.toHaveProperty('bgVideoUrl');
    expect(clean.boxes[1]?.nestedBoxes[0]?.style).not.toHaveProperty('bgImageUrl');
    expect(clean.boxes[1]?.nestedBoxes[0]?.style.bgVideoUrl).toBe('/uploads/clip.mp4');
    expect(clean.boxes[2]?.style.bgImageUrl).toBe('data:image/png;base64,AAAA');
    expect(clean.boxes[2]?.style.bgVideoUrl).toBe('https://cdn.example/clip.mp4');
    expect(clean.gridSettings).not.toHaveProperty('containerBgImageUrl');
    const uploaded = createDefaultGridData();
    uploaded.gridSettings.containerBgImageUrl = '/uploads/bg.webp';
    expect(sanitizeGridData(uploaded).gridSettings.containerBgImageUrl).toBe('/uploads/bg.webp');
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
