import { act, fireEvent } from '@testing-library/react';
import type { GridData } from '@bento/core';
import { previewRadiusSet } from './canvasView';
import { boxEl, docWith, renderWithStore, selectedIds } from './canvasTestUtils';
import { previewEntered, selectDocument } from '../state/editorSlice';

// Preview (editor-core.md §4, §6): box links open, nothing is selected or edited, the radius shown is temporary.

function linkedDoc(): GridData {
  const doc = docWith(3);
  doc.boxes[0]!.style = { ...doc.boxes[0]!.style!, linkUrl: 'https://example.com/a', linkTarget: '_blank' };
  doc.boxes[1]!.style = { ...doc.boxes[1]!.style!, linkUrl: 'https://example.com/b', hoverEffectOnly: true };
  doc.boxes[2]!.style = {
    ...doc.boxes[2]!.style!,
    linkUrl: 'https://example.com/c',
    linkOnlyInPreviewMode: false,
  };
  return doc;
}

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

describe('the canvas in preview', () => {
  it('opens a box link only in preview (new tab, no opener); a click while editing selects', () => {
    const { store } = renderWithStore(linkedDoc());
    fireEvent.click(boxEl('b1'));
    expect(open).not.toHaveBeenCalled();
    expect(selectedIds(store)).toEqual(['b1']);
    act(() => {
      store.dispatch(previewEntered());
    });
    fireEvent.click(boxEl('b1'));
    expect(open).toHaveBeenCalledWith('https://example.com/a', '_blank', 'noopener,noreferrer');
    expect(selectedIds(store)).toEqual([]);
  });

  it('opens nothing for a hover-effect-only box or a box without a link', () => {
    const doc = linkedDoc();
    doc.boxes.push({ ...doc.boxes[0]!, id: 'plain', style: { ...doc.boxes[0]!.style!, linkUrl: undefined } });
    const { store } = renderWithStore(doc);
    act(() => {
      store.dispatch(previewEntered());
    });
    fireEvent.click(boxEl('b2'));
    fireEvent.click(boxEl('plain'));
    expect(open).not.toHaveBeenCalled();
  });

  it("offers 'Open link' on a selected box whose link is not for preview only", () => {
    const { getByRole, queryByRole } = renderWithStore(linkedDoc());
    fireEvent.click(boxEl('b1'));
    expect(queryByRole('button', { name: 'Open link' })).toBeNull();
    fireEvent.click(boxEl('b3'));
    fireEvent.click(getByRole('button', { name: 'Open link' }));
    expect(open).toHaveBeenCalledWith('https://example.com/c', '_blank', 'noopener,noreferrer');
  });

  it('blocks the context menu and shows the preview radius without writing it', () => {
    const { store } = renderWithStore(linkedDoc());
    act(() => {
      store.dispatch(previewEntered());
      store.dispatch(previewRadiusSet(40));
    });
    fireEvent.contextMenu(boxEl('b1'));
    expect(document.querySelector('[role="menu"]')).toBeNull();
    const grid = document.querySelector<HTMLElement>('section[data-columns]')!;
    expect(grid.style.getPropertyValue('--bento-radius')).toBe('40px');
    expect(selectDocument(store.getState()).gridSettings.globalBoxRadius).not.toBe(40);
  });
});
