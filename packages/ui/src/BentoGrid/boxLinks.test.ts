import type { Box } from '@bento/core';
import { boxLinkForClick, hoverEffectOnlyIds } from './boxLinks';

const boxes = [
  { id: 'a', style: { hoverEffectOnly: true } },
  {
    id: 'b',
    style: {},
    nestedBoxes: [
      { id: 'n1', style: { hoverEffectOnly: true } },
      { id: 'n2', style: {} },
    ],
  },
] as unknown as Box[];

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-target]')!;
}

describe('box links', () => {
  it('lists the hover-effect-only boxes and nested boxes', () => {
    expect(hoverEffectOnlyIds(boxes)).toEqual(['a', 'n1']);
  });

  it('opens the innermost linked box in a new tab by default, or in place when it says _self', () => {
    const hoverOnly = new Set(['n1']);
    const inner = element(
      '<div data-box-id="b" data-link-url="https://b.example"><div data-nested-box-id="n2" ' +
        'data-link-url="https://n2.example" data-link-target="_self"><p data-target>text</p></div></div>',
    );
    expect(boxLinkForClick(inner, hoverOnly)).toEqual({ url: 'https://n2.example', target: '_self' });
    const outer = element(
      '<div data-box-id="b" data-link-url="https://b.example"><p data-target>t</p></div>',
    );
    expect(boxLinkForClick(outer, hoverOnly)).toEqual({ url: 'https://b.example', target: '_blank' });
  });

  it('opens nothing for a hover-effect-only box or a real link in the text', () => {
    const hover = element(
      '<div data-nested-box-id="n1" data-link-url="https://x.example"><p data-target>t</p></div>',
    );
    expect(boxLinkForClick(hover, new Set(['n1']))).toBeNull();
    const anchor = element(
      '<div data-box-id="b" data-link-url="https://b.example"><a href="/x" data-target>x</a></div>',
    );
    expect(boxLinkForClick(anchor, new Set())).toBeNull();
  });
});
