import { LAYOUT_ANIMATION_MS } from '@bento/core';
import { act } from '@testing-library/react';
import {
  boxAdded,
  boxesReordered,
  boxSelected,
  contentUpdated,
  selectedBoxesDeleted,
} from '../state/editorSlice';
import { docWith, renderWithStore } from './canvasTestUtils';
import { layoutKey } from './useLayoutAnimation';

// jsdom has no layout and no Web Animations: each box sits 100 px right of the one before it (by its place
// in the region), and animate is recorded.
const realRect = Element.prototype.getBoundingClientRect;
const animate = jest.fn();
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const index = [...(this.parentElement?.children ?? [])].indexOf(this);
    return new DOMRect(index * 100, 0, 100, 100);
  };
  HTMLElement.prototype.animate = animate;
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});
beforeEach(() => animate.mockReset());

function animatedIds(): string[] {
  return animate.mock.contexts.map((el) => (el as HTMLElement).dataset.boxId ?? '').sort();
}

describe('layout animation', () => {
  it('moved boxes glide from their old place for 800 ms', () => {
    const { store } = renderWithStore(docWith(3));
    act(() => {
      store.dispatch(boxesReordered({ activeId: 'b1', overId: 'b3' }));
    });
    expect(animatedIds()).toEqual(['b1', 'b2', 'b3']);
    const b1 = animate.mock.calls[animate.mock.contexts.findIndex((el) => el.dataset.boxId === 'b1')];
    expect(b1?.[0]).toEqual([{ transform: 'translate(-200px, 0px)' }, { transform: 'translate(0, 0)' }]);
    expect(b1?.[1]).toMatchObject({ duration: LAYOUT_ANIMATION_MS });
  });

  it('selection and text changes do not animate', () => {
    const { store } = renderWithStore(docWith(3));
    act(() => {
      store.dispatch(boxSelected({ id: 'b2' }));
      store.dispatch(contentUpdated({ id: 'b2', html: '<p>Hi</p>' }));
    });
    expect(animate).not.toHaveBeenCalled();
  });

  it('a box added after the last one measures and moves nothing; deleting the first moves the rest', () => {
    const { store } = renderWithStore(docWith(3));
    const measured = jest.spyOn(Element.prototype, 'getBoundingClientRect');
    try {
      act(() => {
        store.dispatch(boxAdded());
      });
      expect(measured).not.toHaveBeenCalled();
      expect(animate).not.toHaveBeenCalled();
      act(() => {
        store.dispatch(boxSelected({ id: 'b1' }));
        store.dispatch(selectedBoxesDeleted());
      });
      expect(measured).toHaveBeenCalled();
      expect(animatedIds()).toEqual(['b2', 'b3', expect.stringMatching(/^box-/)]);
    } finally {
      measured.mockRestore();
    }
  });

  it('an animation failure is swallowed and the change still happens', () => {
    animate.mockImplementation(() => {
      throw new Error('no animations here');
    });
    const { store } = renderWithStore(docWith(2));
    expect(() =>
      act(() => {
        store.dispatch(boxesReordered({ activeId: 'b1', overId: 'b2' }));
      }),
    ).not.toThrow();
    expect(document.querySelector('[data-box-id]')).toHaveAttribute('data-box-id', 'b2');
  });

  it('skips with prefers-reduced-motion', () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      const { store } = renderWithStore(docWith(3));
      act(() => {
        store.dispatch(boxesReordered({ activeId: 'b1', overId: 'b3' }));
      });
      expect(animate).not.toHaveBeenCalled();
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('layoutKey ignores everything but ids, order, spans and hiding', () => {
    const [a] = docWith(1).boxes;
    expect(layoutKey([{ ...a!, contentId: 'other' }])).toBe(layoutKey([a!]));
    expect(layoutKey([{ ...a!, colSpan: 2 }])).not.toBe(layoutKey([a!]));
  });
});
