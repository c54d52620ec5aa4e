import { waitFor } from '@testing-library/react';
import {
  nestedBoxSelected,
  nestedBoxStyleUpdated,
  previewEntered,
  selectCanRedo,
  selectCanUndo,
  selectIsPreviewMode,
} from '../state/editorSlice';
import { press, setup } from './keyboardTestUtils';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useKeyboardShortcuts with the real store', () => {
  it('Space and + add a box and select it; the key default is prevented', () => {
    const { ids, selected } = setup(1);
    expect(press(' ')).toBe(true);
    expect(ids()).toHaveLength(2);
    expect(selected()).toEqual([ids()[1]]);
    press('+', { shiftKey: true });
    expect(ids()).toHaveLength(3);
    expect(selected()).toEqual([ids()[2]]);
  });

  it('keys typed in an input, a textarea or the text editor do nothing', () => {
    const { ids } = setup(1);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<input id="i" /><textarea id="t"></textarea><div id="e" contenteditable="true"><p id="p">x</p></div>',
    );
    for (const id of ['i', 't', 'e', 'p']) {
      const target = document.getElementById(id)!;
      expect(press(' ', {}, target)).toBe(false);
      press('+', {}, target);
      press('z', { ctrlKey: true }, target);
    }
    expect(ids()).toEqual(['b1']);
  });

  it('keys pressed inside a dialog do nothing', () => {
    const { ids, select } = setup(2);
    select('b1');
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog"><button id="c">Cancel</button></div>');
    press('Delete', {}, document.getElementById('c')!);
    expect(ids()).toEqual(['b1', 'b2']);
  });

  it.each(['Backspace', 'Delete', '-'])(
    '%s deletes the selection and selects the previous box',
    async (key) => {
      const { ids, selected, select } = setup(3);
      select('b2');
      press(key);
      await waitFor(() => expect(ids()).toEqual(['b1', 'b3']));
      expect(selected()).toEqual(['b1']);
    },
  );

  it('Delete with a nested selection removes the selected nested boxes only', () => {
    const { store, box, ids } = setup(2, { b1: 2 });
    store.dispatch(nestedBoxSelected({ id: 'b1-n1' }));
    press('Delete');
    expect(box('b1').nestedBoxes.map((n) => n.id)).toEqual(['b1-n2']);
    expect(ids()).toEqual(['b1', 'b2']);
  });

  it('Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo', () => {
    const { store, ids } = setup(1);
    press(' ');
    press(' ');
    expect(ids()).toHaveLength(3);
    press('z', { ctrlKey: true });
    expect(ids()).toHaveLength(2);
    press('z', { ctrlKey: true });
    expect(ids()).toEqual(['b1']);
    expect(selectCanUndo(store.getState())).toBe(false);
    press('Z', { ctrlKey: true, shiftKey: true });
    expect(ids()).toHaveLength(2);
    press('y', { ctrlKey: true });
    expect(ids()).toHaveLength(3);
    expect(selectCanRedo(store.getState())).toBe(false);
  });

  it('Ctrl+A selects every box, or every nested box of the parent when a nested box is selected', () => {
    const { store, selected } = setup(3, { b2: 3 });
    press('a', { ctrlKey: true });
    expect(selected()).toEqual(['b1', 'b2', 'b3']);
    store.dispatch(nestedBoxSelected({ id: 'b2-n1' }));
    press('a', { ctrlKey: true });
    expect(selected()).toEqual(['b2', 'b2-n1', 'b2-n2', 'b2-n3']);
  });

  it('arrows move the selection and wrap at both ends', () => {
    const { selected, select } = setup(3);
    press('ArrowRight');
    expect(selected()).toEqual(['b1']);
    press('ArrowLeft');
    expect(selected()).toEqual(['b3']);
    press('ArrowDown');
    expect(selected()).toEqual(['b1']);
    select('b2');
    press('ArrowUp');
    expect(selected()).toEqual(['b1']);
  });

  it('Alt+arrows reorder the selection, wrapping', () => {
    const { ids, select } = setup(3);
    select('b1');
    press('ArrowRight', { altKey: true });
    expect(ids()).toEqual(['b2', 'b1', 'b3']);
    select('b2');
    press('ArrowLeft', { altKey: true });
    expect(ids()).toEqual(['b1', 'b3', 'b2']);
  });

  it('Ctrl+arrows resize boxes by a span and nested boxes by 15, or 5 with Shift', () => {
    const { store, box, nestedBox, select } = setup(2, { b2: 1 });
    select('b1');
    press('ArrowRight', { ctrlKey: true });
    press('ArrowDown', { ctrlKey: true });
    expect([box('b1').colSpan, box('b1').rowSpan]).toEqual([2, 2]);
    press('ArrowLeft', { ctrlKey: true });
    expect(box('b1').colSpan).toBe(1);
    store.dispatch(nestedBoxStyleUpdated({ id: 'b2-n1', style: { width: '50%' } }));
    store.dispatch(nestedBoxSelected({ id: 'b2-n1' }));
    press('ArrowRight', { ctrlKey: true });
    expect(nestedBox('b2-n1').style.width).toBe('65%');
    press('ArrowLeft', { ctrlKey: true, shiftKey: true });
    expect(nestedBox('b2-n1').style.width).toBe('60%');
  });

  it('Ctrl+0 resets a nested width and height to auto', () => {
    const { store, nestedBox } = setup(1, { b1: 1 });
    store.dispatch(nestedBoxStyleUpdated({ id: 'b1-n1', style: { width: '40%', height: '80px' } }));
    store.dispatch(nestedBoxSelected({ id: 'b1-n1' }));
    press('0', { ctrlKey: true });
    expect([nestedBox('b1-n1').style.width, nestedBox('b1-n1').style.height]).toEqual(['auto', 'auto']);
  });

  it('plain arrows in a nested box cycle its horizontal position and vertical alignment', () => {
    const { store, nestedBox } = setup(1, { b1: 1 });
    store.dispatch(nestedBoxSelected({ id: 'b1-n1' }));
    const before = nestedBox('b1-n1').style;
    press('ArrowRight');
    expect(nestedBox('b1-n1').style.horizontalPosition).not.toBe(before.horizontalPosition);
    press('ArrowLeft');
    expect(nestedBox('b1-n1').style.horizontalPosition).toBe(before.horizontalPosition);
    press('ArrowDown');
    expect(nestedBox('b1-n1').style.alignSelf).toBe('end');
    press('ArrowUp');
    press('ArrowUp');
    expect(nestedBox('b1-n1').style.alignSelf).toBe('start');
  });

  it('Ctrl+D duplicates the selection and selects the copy', async () => {
    const { ids, selected, select } = setup(2);
    select('b1');
    press('d', { ctrlKey: true });
    await waitFor(() => expect(ids()).toHaveLength(3));
    expect(ids()[0]).toBe('b1');
    expect(selected()).toEqual([ids()[1]]);
  });

  it('Escape clears the selection, and exits preview', () => {
    const { store, selected, select, ids } = setup(2);
    select('b1');
    press('Escape');
    expect(selected()).toEqual([]);
    store.dispatch(previewEntered());
    press(' ');
    expect(ids()).toHaveLength(2);
    press('Escape');
    expect(selectIsPreviewMode(store.getState())).toBe(false);
  });

  it('the Cmd key is not a command key off a Mac', () => {
    const { ids } = setup(1);
    press(' ');
    press('z', { metaKey: true });
    expect(ids()).toHaveLength(2);
  });

  it('stops listening when unmounted', () => {
    const { view, ids } = setup(1);
    view.unmount();
    press(' ');
    expect(ids()).toEqual(['b1']);
  });
});
