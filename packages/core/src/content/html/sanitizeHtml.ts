// The allow-list serialiser: parses with ./treeBuilder and writes back only allowed elements and attributes,
// every text and attribute value escaped, so nothing in the output can be read as markup that was not
// written here. Same rules and output as the sanitize-html setup it replaces (discard mode): a disallowed
// element is dropped but its text kept, except script/style/textarea/option/xmp whose content goes too.

import { parseHtml } from './treeBuilder';
import type { Attributes } from './tokenizer';

export interface SanitizeOptions {
  /** Elements written to the output; everything else is unwrapped (or dropped, see above). */
  allowedTags: ReadonlySet<string>;
  /** The attributes to write for an allowed element, in order, each already made safe. */
  attributes?: (tag: string, attributes: Attributes) => [string, string][];
}

/** Disallowed elements whose text content is dropped along with them. */
const DROP_CONTENT = new Set(['script', 'style', 'textarea', 'option', 'xmp']);
/** Written as <br />. */
const SELF_CLOSING = new Set(['br', 'img', 'hr', 'area', 'base', 'basefont', 'input', 'link', 'meta', 'col']);
/**
 * Text inside a dropped <iframe> is its fallback markup and is sanitised as HTML, to this nesting depth
 * (then escaped as text), as sanitize-html did.
 */
const MAX_IFRAME_DEPTH = 8;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeOne = (char: string) => ESCAPES[char]!;
const TEXT_SPECIAL = /[&<>]/;
const ATTRIBUTE_SPECIAL = /[&<>"]/;

// Most texts and values have nothing to escape: they are answered as they are, without a copy.
export function escapeText(text: string): string {
  return TEXT_SPECIAL.test(text) ? text.replace(/[&<>]/g, escapeOne) : text;
}

export function escapeAttribute(value: string): string {
  return ATTRIBUTE_SPECIAL.test(value) ? value.replace(/[&<>"]/g, escapeOne) : value;
}

interface Frame {
  tag: string;
  written: boolean;
}

function sanitizeAt(html: string, options: SanitizeOptions, iframeDepth: number): string {
  let out = '';
  const frames: Frame[] = [];
  /** While > 0 we are inside a dropped content element; counts its open descendants plus itself. */
  let dropDepth = 0;
  parseHtml(html, {
    openTag(tag, attributes) {
      if (dropDepth > 0) {
        dropDepth++;
        return;
      }
      const written = options.allowedTags.has(tag);
      frames.push({ tag, written });
      if (!written) {
        if (DROP_CONTENT.has(tag)) dropDepth = 1;
        return;
      }
      out += `<${tag}`;
      for (const [name, value] of options.attributes?.(tag, attributes) ?? []) {
        out += ` ${name}="${escapeAttribute(value)}"`;
      }
      out += SELF_CLOSING.has(tag) ? ' />' : '>';
    },
    text(text) {
      if (dropDepth > 0) return;
      const top = frames[frames.length - 1];
      if (top && top.tag === 'iframe' && !top.written && iframeDepth < MAX_IFRAME_DEPTH) {
        out += sanitizeAt(text, options, iframeDepth + 1);
      } else {
        out += escapeText(text);
      }
    },
    closeTag(tag) {
      if (dropDepth > 0 && --dropDepth > 0) return;
      const frame = frames.pop();
      if (!frame) return;
      if (frame.tag !== tag) {
        frames.push(frame);
        return;
      }
      if (frame.written && !SELF_CLOSING.has(tag)) out += `</${tag}>`;
    },
  });
  return out;
}

/** `html` reduced to the allowed elements and attributes; NUL characters are removed first. */
export function sanitizeHtml(html: string, options: SanitizeOptions): string {
  return sanitizeAt(html.includes('\0') ? html.replace(/\0/g, '') : html, options, 0);
}
