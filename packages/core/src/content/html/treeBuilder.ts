// Turns tokens into balanced open/close events with htmlparser2's HTML rules: void elements, tags that close
// an open element implicitly (<p> inside <p>, <li> after <li>, blocks after <p>), stray </p> and </br>, and
// svg/math foreign content. Elements are kept in an array, never by recursion, so nesting depth is unbounded.

import { NO_ATTRIBUTES, tokenize, type Attributes } from './tokenizer';

export interface HtmlHandler {
  openTag(name: string, attributes: Attributes): void;
  closeTag(name: string): void;
  text(text: string): void;
}

const P = ['p'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p'];
const FORM = ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'];
const IMPLIED_CLOSE_LISTS: [string[], string[]][] = [
  [['tr'], ['tr', 'th', 'td']],
  [['th'], ['th']],
  [['td'], ['thead', 'th', 'td']],
  [['body'], ['head', 'link', 'script']],
  [['a'], ['a']],
  [['li'], ['li']],
  [['p'], P],
  [['h1', 'h2', 'h3', 'h4', 'h5', 'h6'], HEADINGS],
  [['select', 'input', 'output', 'button', 'datalist', 'textarea'], FORM],
  [['option'], ['option']],
  [['optgroup'], ['optgroup', 'option']],
  [
    ['dd', 'dt'],
    ['dd', 'dt'],
  ],
  [
    ['rt', 'rp'],
    ['rt', 'rp'],
  ],
  [
    ['tbody', 'tfoot'],
    ['thead', 'tbody'],
  ],
  [
    'address article aside blockquote details div dl fieldset figcaption figure footer form header hr main nav ol pre section table ul'.split(
      ' ',
    ),
    P,
  ],
];
/** Opening the key closes open elements in its set while they are the current element. */
const IMPLIED_CLOSE = new Map<string, Set<string>>();
for (const [openers, closed] of IMPLIED_CLOSE_LISTS) {
  const set = new Set(closed);
  for (const opener of openers) IMPLIED_CLOSE.set(opener, set);
}

const VOID = new Set(
  'area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr'.split(
    ' ',
  ),
);
const INTEGRATION_POINTS = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'desc', 'title']);

/** Namespace contexts: HTML (also inside integration points such as <foreignObject>), SVG and MathML. */
const Context = { Html: 0, Svg: 1, MathMl: 2 } as const;
type Context = (typeof Context)[keyof typeof Context];

interface OpenElement {
  name: string;
  /** The namespace context this element started, if any (svg, math, integration points). */
  context: Context | null;
}

class TreeBuilder {
  private readonly open: OpenElement[] = [];
  private readonly contexts: Context[] = [Context.Html];
  /** How many elements of each name are open, so a stray end tag is rejected without a scan. */
  private readonly openCounts = new Map<string, number>();

  constructor(private readonly handler: HtmlHandler) {}

  inForeignContext(): boolean {
    return this.contexts[this.contexts.length - 1] !== Context.Html;
  }

  private adjust(name: string): string {
    return name === 'image' && !this.inForeignContext() ? 'img' : name;
  }

  private isOpen(name: string): boolean {
    return (this.openCounts.get(name) ?? 0) > 0;
  }

  private push(name: string): void {
    const current = this.contexts[this.contexts.length - 1];
    let context: Context | null = null;
    if (name === 'svg') context = Context.Svg;
    else if (name === 'math') context = Context.MathMl;
    else if (INTEGRATION_POINTS.has(name) || (name === 'foreignobject' && current === Context.Svg)) {
      context = Context.Html;
    }
    if (context !== null) this.contexts.push(context);
    this.open.push({ name, context });
    this.openCounts.set(name, (this.openCounts.get(name) ?? 0) + 1);
  }

  private pop(): void {
    const element = this.open.pop() as OpenElement;
    if (element.context !== null) this.contexts.pop();
    this.openCounts.set(element.name, (this.openCounts.get(element.name) as number) - 1);
    this.handler.closeTag(element.name);
  }

  private top(): string | undefined {
    return this.open[this.open.length - 1]?.name;
  }

  startTag(tagName: string, attributes: Attributes, selfClosing: boolean): void {
    const name = this.adjust(tagName);
    if (name === 'form' && this.isOpen('form')) return; // a nested <form> is ignored
    const closes = IMPLIED_CLOSE.get(name);
    if (closes) while (this.open.length > 0 && closes.has(this.top() as string)) this.pop();
    if (VOID.has(name)) {
      this.handler.openTag(name, attributes);
      this.handler.closeTag(name);
      return;
    }
    this.push(name);
    this.handler.openTag(name, attributes);
    // '/>' only closes foreign elements (<svg/>, <path/>); on HTML elements it is ignored.
    if (selfClosing && this.inForeignContext() && this.top() === name) this.pop();
  }

  endTag(tagName: string): void {
    const name = this.adjust(tagName);
    if (VOID.has(name)) {
      if (name === 'br') {
        this.handler.openTag('br', NO_ATTRIBUTES);
        this.handler.closeTag('br');
      }
      return;
    }
    if (this.isOpen(name)) {
      while (this.top() !== name) this.pop();
      this.pop();
    } else if (name === 'p') {
      this.handler.openTag('p', NO_ATTRIBUTES);
      this.handler.closeTag('p');
    }
  }

  text(text: string): void {
    this.handler.text(text);
  }

  end(): void {
    while (this.open.length > 0) this.pop();
  }
}

/** Parses `html` and reports balanced open/close/text events to `handler`. */
export function parseHtml(html: string, handler: HtmlHandler): void {
  const builder = new TreeBuilder(handler);
  tokenize(html, builder);
  builder.end();
}
