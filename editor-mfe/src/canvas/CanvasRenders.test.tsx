import { act, fireEvent } from '@testing-library/react';
import { boxEl, docWith, renderWithStore, selectedIds } from './canvasTestUtils';
import type * as EnteringModule from './useEnteringBoxes';

// The real entry test, wrapped to count its calls: the canvas asks it for every box BentoGrid's memoised BoxView
// renders (boxProps), so this counts box renders.
const checked = jest.fn<void, [string]>();
jest.mock('./useEnteringBoxes', () => {
  const actual = jest.requireActual<typeof EnteringModule>('./useEnteringBoxes');
  // One wrapper per canvas, as stable as the real one (a new one per render would re-render every box).
  const wrapped = new WeakMap<EnteringModule.EnteringBoxes, EnteringModule.EnteringBoxes>();
  return {
    ...actual,
    useEnteringBoxes: (...args: Parameters<typeof actual.useEnteringBoxes>) => {
      const entering = actual.useEnteringBoxes(...args);
      let counted = wrapped.get(entering);
      if (!counted) {
        counted = {
          ...entering,
          isEntering: (id: string) => {
            checked(id);
            return entering.isEntering(id);
          },
        };
        wrapped.set(entering, counted);
      }
      return counted;
    },
  };
});

function renderedIds(): string[] {
  return [...new Set(checked.mock.calls.map(([id]) => id))].sort();
}

describe('Canvas: render cost of a selection change', () => {
  it('renders every box once at first', () => {
    renderWithStore(docWith(60));
    expect(renderedIds()).toHaveLength(60);
  });

  it('selecting another box re-renders only the previously and newly selected boxes', () => {
    const { store } = renderWithStore(docWith(60));
    fireEvent.click(boxEl('b10'));
    checked.mockClear();
    fireEvent.click(boxEl('b42'));
    expect(selectedIds(store)).toEqual(['b42']);
    expect(renderedIds()).toEqual(['b10', 'b42']);
  });

  it('a Ctrl+click re-renders only the toggled box', () => {
    renderWithStore(docWith(60));
    fireEvent.click(boxEl('b10'));
    checked.mockClear();
    act(() => {
      fireEvent.click(boxEl('b20'), { ctrlKey: true });
    });
    expect(renderedIds()).toEqual(['b20']);
  });
});
