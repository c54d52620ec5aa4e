import { act, fireEvent } from '@testing-library/react';
import * as BoxExtrasModule from './BoxExtras';
import { boxEl, docWith, renderWithStore, selectedIds } from './canvasTestUtils';

// The real BoxExtras, wrapped to count its renders: BentoGrid's memoised BoxView calls renderBoxExtras on every
// render of a box, so this counts box renders (plus BoxExtras' own re-renders when its selection changes).
jest.mock('./BoxExtras', () => {
  const actual = jest.requireActual<typeof BoxExtrasModule>('./BoxExtras');
  return { ...actual, BoxExtras: jest.fn(actual.BoxExtras) };
});
const renders = BoxExtrasModule.BoxExtras as unknown as jest.Mock<unknown, [{ box: { id: string } }]>;

function renderedIds(): string[] {
  return [...new Set(renders.mock.calls.map(([props]) => props.box.id))].sort();
}

describe('Canvas: render cost of a selection change', () => {
  it('renders every box once at first', () => {
    renderWithStore(docWith(60));
    expect(renderedIds()).toHaveLength(60);
  });

  it('selecting another box re-renders only the previously and newly selected boxes', () => {
    const { store } = renderWithStore(docWith(60));
    fireEvent.click(boxEl('b10'));
    renders.mockClear();
    fireEvent.click(boxEl('b42'));
    expect(selectedIds(store)).toEqual(['b42']);
    expect(renderedIds()).toEqual(['b10', 'b42']);
  });

  it('a Ctrl+click re-renders only the toggled box', () => {
    renderWithStore(docWith(60));
    fireEvent.click(boxEl('b10'));
    renders.mockClear();
    act(() => {
      fireEvent.click(boxEl('b20'), { ctrlKey: true });
    });
    expect(renderedIds()).toEqual(['b20']);
  });
});
