// Filters a style attribute down to allow-listed declarations, formatted as sanitize-html (postcss) did:
// "prop:value;prop:value", with " !important" kept. Anything this small parser is unsure about (braces,
// unclosed strings, comments, brackets or '\\' escapes in odd places, a missing ';') drops the declaration
// or the whole attribute: a style can only lose properties, never gain them.

/** Allowed properties (exact, lower case) and the patterns one of which the whole value must match. */
export type StyleRules = ReadonlyMap<string, readonly RegExp[]>;

interface Declaration {
  text: string;
  hasComment: boolean;
}

/** Splits at top-level ';' (outside strings, brackets and comments); null when the CSS is malformed. */
function splitDeclarations(style: string): Declaration[] | null {
  const declarations: Declaration[] = [];
  let text = '';
  let hasComment = false;
  let quote = '';
  let depth = 0;
  for (let i = 0; i < style.length; i++) {
    const c = style[i] as string;
    if (c === '\\') {
      text += style.slice(i, i + 2);
      i++;
    } else if (quote) {
      text += c;
      if (c === quote) quote = '';
    } else if (c === '/' && style[i + 1] === '*') {
      const end = style.indexOf('*/', i + 2);
      if (end === -1) return null;
      // A comment before a declaration is its own node; anywhere else it marks the declaration as suspect.
      if (text.trim() !== '') hasComment = true;
      text += ' ';
      i = end + 1;
    } else if (c === '"' || c === "'") {
      quote = c;
      text += c;
    } else if (c === '{' || c === '}') {
      return null;
    } else if (c === '(' || c === '[') {
      depth++;
      text += c;
    } else if ((c === ')' || c === ']') && depth > 0) {
      depth--;
      text += c;
    } else if (c === ';' && depth === 0) {
      declarations.push({ text, hasComment });
      text = '';
      hasComment = false;
    } else {
      text += c;
    }
  }
  if (quote || depth > 0) return null;
  declarations.push({ text, hasComment });
  return declarations;
}

/** Index of the first ':' outside strings and brackets, or -1. */
function topLevelColon(text: string): number {
  let quote = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (c === ':' && depth === 0) return i;
  }
  return -1;
}

const IMPORTANT = /\s*!\s*important$/i;

/** The allowed declarations of `style`, or '' when none survive. */
export function filterStyle(style: string, rules: StyleRules): string {
  const declarations = splitDeclarations(style);
  if (!declarations) return '';
  const kept: string[] = [];
  for (const { text, hasComment } of declarations) {
    const trimmed = text.trim();
    if (trimmed === '' || trimmed.startsWith('@')) continue; // empty, or an at-rule (never allowed)
    const colon = topLevelColon(trimmed);
    if (colon === -1) return ''; // "color red": postcss rejected the whole attribute
    const prop = trimmed.slice(0, colon).trim();
    let value = trimmed.slice(colon + 1).trim();
    if (!prop.startsWith('--') && topLevelColon(value) !== -1) return ''; // a missing ';'
    if (hasComment) continue;
    const important = IMPORTANT.test(value);
    if (important) value = value.replace(IMPORTANT, '');
    const patterns = rules.get(prop);
    if (patterns && patterns.some((pattern) => pattern.test(value))) {
      kept.push(`${prop}:${value}${important ? ' !important' : ''}`);
    }
  }
  return kept.join(';');
}
