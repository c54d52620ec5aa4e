// A small, iterative HTML tokenizer with htmlparser2's HTML-mode semantics (the parser sanitize-html used, so
// stored content sanitises exactly as before). Comments, CDATA, doctypes and processing instructions are
// skipped; an unfinished tag at the end of the input is dropped; raw-text elements (script, style, ...) are
// read up to their end tag.

import { decodeEntityAt } from './entities';

export type Attributes = ReadonlyMap<string, string>;

/** A tag without attributes (most of them): one shared map rather than one per tag. */
export const NO_ATTRIBUTES: Attributes = new Map();

export interface TokenSink {
  startTag(name: string, attributes: Attributes, selfClosing: boolean): void;
  endTag(name: string): void;
  text(text: string): void;
  /** Inside svg/math (outside an HTML integration point) raw-text elements are ordinary elements. */
  inForeignContext(): boolean;
}

/** Elements whose content is text up to their end tag; title and textarea decode character references. */
const RAW_TEXT = new Set([
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'script',
  'style',
  'title',
  'textarea',
  'xmp',
]);
const ESCAPABLE_RAW_TEXT = new Set(['title', 'textarea']);

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 12 || c === 13;
const isAlpha = (c: number) => (c | 0x20) >= 97 && (c | 0x20) <= 122;
/** Where a tag or attribute name ends: whitespace, '/' or '>'. */
const isNameEnd = (c: number) => isSpace(c) || c === 47 || c === 62;

/** ASCII-only lower case, as the HTML standard lowercases tag and attribute names. */
export function asciiLower(value: string): string {
  // Names are nearly always lower case already: answer them as they are, without a copy.
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 65 && c <= 90) return value.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
  }
  return value;
}

/** Text with its character references decoded. */
export function decodeText(html: string, start: number, end: number, inAttribute: boolean): string {
  // Work on the slice: a reference never runs past its end (text stops at '<', values at a quote, space or
  // '>'), and searching the whole input for '&' from every text would make the tokenizer quadratic.
  const part = html.slice(start, end);
  let amp = part.indexOf('&');
  if (amp === -1) return part;
  let out = '';
  let from = 0;
  while (amp !== -1) {
    const entity = decodeEntityAt(part, amp, inAttribute);
    if (entity) {
      out += part.slice(from, amp) + entity.text;
      from = entity.end;
    }
    amp = part.indexOf('&', entity ? entity.end : amp + 1);
  }
  return out + part.slice(from);
}

/** Index just past the next '>' at or after `from`, or the end of the input. */
function skipPast(html: string, from: number): number {
  const gt = html.indexOf('>', from);
  return gt === -1 ? html.length : gt + 1;
}

/**
 * `<!...`: comments, doctypes and CDATA are skipped (inside svg/math a closed CDATA section is text, as in
 * browsers); returns the index after them.
 */
function skipDeclaration(html: string, lt: number, sink: TokenSink): number {
  const at = lt + 2;
  if (html.startsWith('[', at)) {
    const cdata = 'CDATA[';
    for (let k = 0; k < cdata.length; k++) {
      if (html[at + 1 + k] !== cdata[k]) return skipPast(html, at + 1 + k);
    }
    const start = at + 1 + cdata.length;
    const end = html.indexOf(']]>', start);
    if (end === -1) return html.length;
    if (end > start && sink.inForeignContext()) sink.text(html.slice(start, end));
    return end + 3;
  }
  if (html.startsWith('--', at)) {
    const body = at + 2;
    if (html.startsWith('>', body)) return body + 1;
    if (html.startsWith('->', body)) return body + 2;
    const end = /--!?>/g;
    end.lastIndex = body;
    const match = end.exec(html);
    return match ? match.index + match[0].length : html.length;
  }
  return skipPast(html, at);
}

/** Splits `html` into tokens for `sink`. Runs in one pass without recursion. */
export function tokenize(html: string, sink: TokenSink): void {
  const length = html.length;
  let pos = 0;
  while (pos < length) {
    const lt = html.indexOf('<', pos);
    const textEnd = lt === -1 ? length : lt;
    if (textEnd > pos) sink.text(decodeText(html, pos, textEnd, false));
    if (lt === -1) return;
    const c = html.charCodeAt(lt + 1);
    if (c === 33 /* ! */) pos = skipDeclaration(html, lt, sink);
    else if (c === 63 /* ? */) pos = skipPast(html, lt + 1);
    else if (c === 47 /* / */) pos = endTag(html, lt, sink);
    else if (isAlpha(c)) pos = startTag(html, lt, sink);
    else {
      sink.text('<');
      pos = lt + 1;
    }
  }
}

function endTag(html: string, lt: number, sink: TokenSink): number {
  const at = lt + 2;
  if (at >= html.length) {
    sink.text('</');
    return html.length;
  }
  const c = html.charCodeAt(at);
  if (c === 62) return at + 1; // '</>' is nothing
  if (!isAlpha(c)) return skipPast(html, at); // bogus comment
  let end = at + 1;
  while (end < html.length && !isNameEnd(html.charCodeAt(end))) end++;
  if (end >= html.length) return html.length; // unfinished end tag: dropped
  sink.endTag(asciiLower(html.slice(at, end)));
  return skipPast(html, end); // anything after the name up to '>' is ignored
}

/** Reads a start tag (name, attributes, '/>') at `lt`; returns the index after it and any raw text. */
function startTag(html: string, lt: number, sink: TokenSink): number {
  const length = html.length;
  let p = lt + 2;
  while (p < length && !isNameEnd(html.charCodeAt(p))) p++;
  const name = asciiLower(html.slice(lt + 1, p));
  const rawText = !sink.inForeignContext() && RAW_TEXT.has(name);
  let attributes: Map<string, string> | null = null;
  const setAttribute = (key: string, value: string) => {
    attributes ??= new Map();
    if (!attributes.has(key)) attributes.set(key, value); // the first of duplicate attributes wins
  };
  let selfClosing = false;
  for (;;) {
    while (p < length && isSpace(html.charCodeAt(p))) p++;
    if (p >= length) return length; // unfinished tag: dropped
    const c = html.charCodeAt(p);
    if (c === 62) break;
    if (c === 47) {
      p++;
      while (p < length && isSpace(html.charCodeAt(p))) p++;
      if (p >= length) return length;
      if (html.charCodeAt(p) === 62) {
        selfClosing = true;
        break;
      }
      continue;
    }
    const nameStart = p++;
    while (p < length && html.charCodeAt(p) !== 61 && !isNameEnd(html.charCodeAt(p))) p++;
    const key = asciiLower(html.slice(nameStart, p));
    while (p < length && isSpace(html.charCodeAt(p))) p++;
    if (p >= length) return length;
    if (html.charCodeAt(p) !== 61 /* = */) {
      setAttribute(key, '');
      continue;
    }
    p++;
    while (p < length && isSpace(html.charCodeAt(p))) p++;
    if (p >= length) return length;
    const quote = html.charCodeAt(p);
    if (quote === 34 || quote === 39) {
      const close = html.indexOf(quote === 34 ? '"' : "'", p + 1);
      if (close === -1) return length;
      setAttribute(key, decodeText(html, p + 1, close, true));
      p = close + 1;
    } else {
      const valueStart = p;
      while (p < length && !isSpace(html.charCodeAt(p)) && html.charCodeAt(p) !== 62) p++;
      if (p >= length) return length;
      setAttribute(key, decodeText(html, valueStart, p, true));
    }
  }
  sink.startTag(name, attributes ?? NO_ATTRIBUTES, selfClosing);
  p++;
  return rawText ? readRawText(html, p, name, sink) : p;
}

/** The content of a raw-text element as one text token, then its end tag; returns the index after them. */
function readRawText(html: string, from: number, name: string, sink: TokenSink): number {
  let end = html.length;
  if (name !== 'plaintext') {
    const close = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi');
    close.lastIndex = from;
    const match = close.exec(html);
    if (match) end = match.index;
  }
  if (end > from)
    sink.text(ESCAPABLE_RAW_TEXT.has(name) ? decodeText(html, from, end, false) : html.slice(from, end));
  return end < html.length ? endTag(html, end, sink) : end;
}
