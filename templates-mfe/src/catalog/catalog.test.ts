import { parseGridData, sanitizeGridData, type GridData } from '@bento/core';
import { TEMPLATE_CATEGORIES, TEMPLATES } from './catalog';

// The starter designs (issue 14): valid, safe, unique, readable and small.

const MAX_DOCUMENT_BYTES = 64 * 1024;
const MIN_CONTRAST = 4.5;

/** [r, g, b] in 0–1 of '#rgb' or '#rrggbb'; anything else fails the test that asks. */
function channels(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) throw new Error(`Not an opaque hex colour: ${color}`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG 2 relative luminance. */
function luminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colours set inline in rich text (`<span style="color:#…">`). */
function inlineColors(html: string): string[] {
  return [...html.matchAll(/(?:^|[";\s])color:\s*([^;"]+)/gi)].map((match) => match[1]!.trim());
}

const isTransparent = (color: string) => color.trim() === '' || color.trim().toLowerCase() === 'transparent';

interface Pair {
  where: string;
  text: string;
  background: string;
}

/** Every text colour of a document against the background it sits on (transparent shows what is behind). */
function colorPairs(document: GridData): Pair[] {
  const page = document.gridSettings.containerBgColor;
  const pairs: Pair[] = [];
  for (const box of document.boxes) {
    const background = isTransparent(box.style.bgColor) ? page : box.style.bgColor;
    for (const text of [box.textStyle.color, ...inlineColors(box.contentId)])
      pairs.push({ where: box.id, text, background });
    for (const nested of box.nestedBoxes) {
      const nestedBackground = isTransparent(nested.style.bgColor) ? background : nested.style.bgColor;
      for (const text of [nested.textStyle.color, ...inlineColors(nested.contentId)])
        pairs.push({ where: nested.id, text, background: nestedBackground });
    }
  }
  return pairs;
}

function linkUrls(document: GridData): string[] {
  const urls: string[] = [];
  for (const box of document.boxes) {
    if (box.style.linkUrl) urls.push(box.style.linkUrl);
    for (const html of [box.contentId, ...box.nestedBoxes.map((nested) => nested.contentId)])
      urls.push(...[...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!));
    for (const nested of box.nestedBoxes) if (nested.style.linkUrl) urls.push(nested.style.linkUrl);
  }
  return urls;
}

describe('template catalogue', () => {
  it('has at least 12 templates with unique, URL-safe ids', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(12);
    const ids = TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('uses every category, and only those', () => {
    const used = new Set(TEMPLATES.map((template) => template.category));
    expect([...used].sort()).toEqual([...TEMPLATE_CATEGORIES].sort());
  });

  it('gives every template a title, a description and lower-case tags', () => {
    for (const { title, description, tags } of TEMPLATES) {
      expect(title.trim()).not.toBe('');
      expect(description.length).toBeGreaterThan(40);
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toBe(tag.trim().toLowerCase());
    }
  });

  describe.each(TEMPLATES.map((template) => [template.id, template] as const))('%s', (_id, template) => {
    const { document } = template;

    it('is a complete document exactly as the core schema parses it', () => {
      const parsed = parseGridData(document);
      if (!parsed.ok) throw new Error(parsed.message);
      expect(parsed.value).toEqual(document);
    });

    it('is unchanged by sanitising: nothing unsafe, nothing stripped', () => {
      const parsed = parseGridData(document);
      if (!parsed.ok) throw new Error(parsed.message);
      expect(sanitizeGridData(parsed.value)).toEqual(parsed.value);
    });

    it('has 6 to 16 boxes, no images, video or embeds, and placeholder links only', () => {
      expect(document.boxes.length).toBeGreaterThanOrEqual(6);
      expect(document.boxes.length).toBeLessThanOrEqual(16);
      expect(document.gridSettings.containerBgImageUrl).toBeUndefined();
      expect(document.gridSettings.isInfiniteScrollMode).toBeUndefined();
      const styles = document.boxes.flatMap((box) => [
        box.style,
        ...box.nestedBoxes.map((nested) => nested.style),
      ]);
      for (const style of styles) {
        expect(style.bgImageUrl).toBeUndefined();
        expect(style.bgVideoUrl).toBeUndefined();
        expect(style.iframeUrl).toBeUndefined();
      }
      for (const url of linkUrls(document))
        expect(url).toMatch(/^(https:\/\/example\.com\/|mailto:[\w.+-]+@example\.com$)/);
    });

    it(`keeps text readable: every text colour has ${MIN_CONTRAST}:1 contrast with its background`, () => {
      const failing = colorPairs(document)
        .map((pair) => ({ ...pair, ratio: Math.round(contrast(pair.text, pair.background) * 100) / 100 }))
        .filter((pair) => pair.ratio < MIN_CONTRAST);
      expect(failing).toEqual([]);
    });

    it('is under 64 KB', () => {
      const bytes = new TextEncoder().encode(JSON.stringify(document, null, 2)).length;
      expect(bytes).toBeLessThan(MAX_DOCUMENT_BYTES);
    });
  });
});

describe('contrast helper', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#fff', '#fff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
