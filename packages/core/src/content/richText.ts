// Rich-text HTML of boxes (editor-core.md §4 'Text editing', §5 'Links', 'Stored content is sanitised before
// display'). Keeps the formatting the editor produces and nothing that can run code.

import { sanitizeHtml } from './html/sanitizeHtml';
import { filterStyle, type StyleRules } from './html/styleAttribute';
import type { Attributes } from './html/tokenizer';
import { styleWithFontStacks } from '../document/fontsStack';

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
] as const;

export const LINK_REL = 'noopener noreferrer';

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\)$/i,
  /^rgba?\(\s*[\d.]+%?\s+[\d.]+%?\s+[\d.]+%?\s*(\/\s*[\d.]+%?\s*)?\)$/i,
  /^hsla?\(\s*[\d.]+(deg)?\s*,\s*[\d.]+%\s*,\s*[\d.]+%\s*(,\s*[\d.]+%?\s*)?\)$/i,
  /^[a-z]+$/i,
];
const LENGTH = /^\d+(\.\d+)?(px|em|rem|%|pt|vw|vh)$/i;

/** The only CSS properties kept in style attributes, each with the values it may take. */
const ALLOWED_STYLES: StyleRules = new Map<string, RegExp[]>([
  ['color', COLOR],
  ['font-size', [LENGTH, /^(xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$/i]],
  ['font-family', [/^[\w\s,'"-]+$/]],
  ['font-weight', [/^(normal|bold|bolder|lighter|[1-9]00)$/i]],
  ['font-style', [/^(normal|italic|oblique)$/i]],
  ['text-decoration', [/^(none|underline|overline|line-through)(\s+(underline|overline|line-through))*$/i]],
  ['text-align', [/^(left|right|center|justify|start|end)$/i]],
  ['line-height', [/^normal$/i, /^\d+(\.\d+)?$/, LENGTH]],
]);

const LINK_SCHEMES = ['http', 'https', 'mailto'];

/** An absolute http(s) or mailto URL, else null (relative, javascript:, data:, protocol-relative...). */
function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return LINK_SCHEMES.includes(url.protocol.slice(0, -1)) ? trimmed : null;
  } catch {
    return null;
  }
}

const ALLOWED_TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);

export interface RichTextOptions {
  /**
   * For display only: font-family values get their generic fallback ('Playfair Display' → 'Playfair Display',
   * serif). Stored and edited HTML keeps the toolbar's plain names, which its font menu reads back.
   */
  fontStacks?: boolean;
}

/** Most elements keep no attribute: one shared empty list. */
const NONE: [string, string][] = [];

/** Non-empty allowed styles of a style attribute, or nothing. */
function styleAttribute(style: string | undefined, { fontStacks }: RichTextOptions): [string, string][] {
  const kept = style ? filterStyle(style, ALLOWED_STYLES) : '';
  if (!kept) return NONE;
  return [['style', fontStacks ? styleWithFontStacks(kept) : kept]];
}

/** Links keep only a safe href, get target _blank (unless _self) and rel; other elements only style. */
function allowedAttributes(
  tag: string,
  attributes: Attributes,
  options: RichTextOptions,
): [string, string][] {
  if (tag !== 'a') return styleAttribute(attributes.get('style'), options);
  const href = safeHref(attributes.get('href'));
  return [
    ...(href ? ([['href', href]] as [string, string][]) : []),
    ['target', attributes.get('target') === '_self' ? '_self' : '_blank'],
    ['rel', LINK_REL],
    ...styleAttribute(attributes.get('style'), options),
  ];
}

/** Sanitised rich text: the editor's formatting survives; scripts, handlers and unsafe URLs do not. */
export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  if (typeof html !== 'string' || html === '') return '';
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    attributes: (tag, attributes) => allowedAttributes(tag, attributes, options),
  });
}

const ENTITY_SPACE = /&nbsp;|&#160;|&#x0*a0;|\u00a0/gi;

/** True when nothing but whitespace is left after stripping the tags. */
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(ENTITY_SPACE, ' ');
  return text.trim() === '';
}

/** The content to store when text editing ends: '' when empty, otherwise the sanitised HTML. */
export function richTextForSave(html: string): string {
  return isEmptyRichText(html) ? '' : sanitizeRichText(html);
}

/** Plain text of rich text (tags removed, common entities decoded), e.g. for titles and search. */
export function richTextToPlainText(html: string): string {
  if (typeof html !== 'string') return '';
  const stripped = sanitizeHtml(html, { allowedTags: new Set() });
  return stripped
    .replace(ENTITY_SPACE, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
