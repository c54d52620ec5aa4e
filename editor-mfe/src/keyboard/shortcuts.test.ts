import { detectMac, isTypingTarget, shortcutFor, type KeyLike, type ShortcutContext } from './shortcuts';

const base: ShortcutContext = { isMac: false, hasSelection: true, nestedSelected: false, isPreview: false };

function key(k: string, mods: Partial<KeyLike> = {}): KeyLike {
  return { key: k, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target: null, ...mods };
}

/** Cmd on a Mac, Ctrl elsewhere. */
const mod = (isMac: boolean, extra: Partial<KeyLike> = {}) =>
  isMac ? { metaKey: true, ...extra } : { ctrlKey: true, ...extra };

function run(event: KeyLike, context: Partial<ShortcutContext> = {}) {
  return shortcutFor(event, { ...base, ...context });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('plain keys', () => {
  it.each([' ', '+'])('%j adds a box, with or without a selection', (k) => {
    expect(run(key(k))).toEqual({ type: 'add' });
    expect(run(key(k), { hasSelection: false })).toEqual({ type: 'add' });
  });

  it('+ typed with Shift (Shift+= on many layouts) still adds', () => {
    expect(run(key('+', { shiftKey: true }))).toEqual({ type: 'add' });
  });

  it.each(['Delete', 'Backspace', '-'])('%s deletes the selection, or the nested selection', (k) => {
    expect(run(key(k))).toEqual({ type: 'delete' });
    expect(run(key(k), { nestedSelected: true })).toEqual({ type: 'deleteNested' });
    expect(run(key(k), { hasSelection: false })).toBeNull();
  });

  it.each([
    ['ArrowRight', 'next'],
    ['ArrowDown', 'next'],
    ['ArrowLeft', 'previous'],
    ['ArrowUp', 'previous'],
  ])('%s navigates to the %s box, with or without a selection', (k, direction) => {
    expect(run(key(k))).toEqual({ type: 'navigate', direction });
    expect(run(key(k), { hasSelection: false })).toEqual({ type: 'navigate', direction });
  });

  it.each([
    ['ArrowRight', 'next'],
    ['ArrowDown', 'next'],
    ['ArrowLeft', 'previous'],
    ['ArrowUp', 'previous'],
  ])('Alt+%s reorders towards %s, only with a selection', (k, direction) => {
    expect(run(key(k, { altKey: true }))).toEqual({ type: 'reorder', direction });
    expect(run(key(k, { altKey: true }), { hasSelection: false })).toBeNull();
    expect(run(key(k, { altKey: true, shiftKey: true }))).toBeNull();
  });

  it('arrows in a nested box change its horizontal position or vertical alignment', () => {
    const nested = { nestedSelected: true };
    expect(run(key('ArrowLeft'), nested)).toEqual({ type: 'nestedHorizontal', direction: 'left' });
    expect(run(key('ArrowRight'), nested)).toEqual({ type: 'nestedHorizontal', direction: 'right' });
    expect(run(key('ArrowUp'), nested)).toEqual({ type: 'nestedVertical', direction: 'up' });
    expect(run(key('ArrowDown'), nested)).toEqual({ type: 'nestedVertical', direction: 'down' });
  });

  it('Escape clears the selection; with nothing selected it is not ours', () => {
    expect(run(key('Escape'))).toEqual({ type: 'clearSelection' });
    expect(run(key('Escape'), { hasSelection: false })).toBeNull();
  });

  it('Shift+V pastes a URL as the background', () => {
    expect(run(key('V', { shiftKey: true }))).toEqual({ type: 'paste', asBackground: true });
  });

  it('other keys and Shift combinations are not shortcuts', () => {
    expect(run(key('a'))).toBeNull();
    expect(run(key('Enter'))).toBeNull();
    expect(run(key('ArrowRight', { shiftKey: true }))).toBeNull();
    expect(run(key('Delete', { shiftKey: true }))).toBeNull();
  });
});

describe.each([
  ['Mac', true],
  ['non-Mac', false],
])('command shortcuts on %s', (_name, isMac) => {
  const ctx = { isMac };

  it('Z undoes; Shift+Z and Y redo', () => {
    expect(run(key('z', mod(isMac)), ctx)).toEqual({ type: 'undo' });
    expect(run(key('Z', mod(isMac, { shiftKey: true })), ctx)).toEqual({ type: 'redo' });
    expect(run(key('z', mod(isMac, { shiftKey: true })), ctx)).toEqual({ type: 'redo' });
    expect(run(key('y', mod(isMac)), ctx)).toEqual({ type: 'redo' });
    expect(run(key('z', mod(isMac)), { ...ctx, hasSelection: false })).toEqual({ type: 'undo' });
  });

  it('A selects all', () => {
    expect(run(key('a', mod(isMac)), ctx)).toEqual({ type: 'selectAll' });
    expect(run(key('a', mod(isMac)), { ...ctx, hasSelection: false, nestedSelected: false })).toEqual({
      type: 'selectAll',
    });
  });

  it('D duplicates the selection', () => {
    expect(run(key('d', mod(isMac)), ctx)).toEqual({ type: 'duplicate' });
    expect(run(key('d', mod(isMac)), { ...ctx, hasSelection: false })).toBeNull();
  });

  it('0 resets a nested size, and stays the browser zoom reset otherwise', () => {
    expect(run(key('0', mod(isMac)), { ...ctx, nestedSelected: true })).toEqual({ type: 'resetNestedSize' });
    expect(run(key('0', mod(isMac)), ctx)).toBeNull();
  });

  it.each([
    ['ArrowLeft', 'left'],
    ['ArrowRight', 'right'],
    ['ArrowUp', 'up'],
    ['ArrowDown', 'down'],
  ])('%s resizes (fine with Shift), only with a selection', (k, direction) => {
    expect(run(key(k, mod(isMac)), ctx)).toEqual({ type: 'resize', direction, fine: false });
    expect(run(key(k, mod(isMac, { shiftKey: true })), ctx)).toEqual({
      type: 'resize',
      direction,
      fine: true,
    });
    expect(run(key(k, mod(isMac)), { ...ctx, hasSelection: false })).toBeNull();
  });

  it('C copies the selected box style unless page text is selected', () => {
    expect(run(key('c', mod(isMac)), ctx)).toEqual({ type: 'copy' });
    expect(run(key('c', mod(isMac)), { ...ctx, hasSelection: false })).toBeNull();
    expect(run(key('c', mod(isMac)), { ...ctx, hasTextSelection: true })).toBeNull();
  });

  it('V pastes; Shift+V pastes as background', () => {
    expect(run(key('v', mod(isMac)), ctx)).toEqual({ type: 'paste', asBackground: false });
    expect(run(key('v', mod(isMac)), { ...ctx, hasSelection: false })).toEqual({
      type: 'paste',
      asBackground: false,
    });
    expect(run(key('V', mod(isMac, { shiftKey: true })), ctx)).toEqual({ type: 'paste', asBackground: true });
  });

  it('the other platform’s modifier is not a command key', () => {
    const foreign = isMac ? { ctrlKey: true } : { metaKey: true };
    expect(run(key('z', foreign), ctx)).toBeNull();
    expect(run(key(' ', foreign), ctx)).toBeNull();
    expect(run(key('z', { ...mod(isMac), ...foreign }), ctx)).toBeNull();
  });

  it('Cmd/Ctrl+Alt combinations and unknown letters are not ours', () => {
    expect(run(key('z', mod(isMac, { altKey: true })), ctx)).toBeNull();
    expect(run(key('s', mod(isMac)), ctx)).toBeNull();
    expect(run(key('+', mod(isMac)), ctx)).toBeNull();
  });
});

describe('preview, read-only and text editing', () => {
  it('in preview only a plain Escape applies, and it exits preview', () => {
    const preview = { isPreview: true, hasSelection: false };
    expect(run(key('Escape'), preview)).toEqual({ type: 'exitPreview' });
    expect(run(key(' '), preview)).toBeNull();
    expect(run(key('z', { ctrlKey: true }), preview)).toBeNull();
    expect(run(key('ArrowRight'), preview)).toBeNull();
    expect(run(key('Escape', { shiftKey: true }), preview)).toBeNull();
  });

  it.each([
    ['the width slider', '<input id="t" type="range" />', { type: 'exitPreview' }],
    ['a checkbox', '<input id="t" type="checkbox" />', { type: 'exitPreview' }],
    ['a button', '<button id="t">Animate</button>', { type: 'exitPreview' }],
    ['a text field', '<input id="t" type="text" />', null],
    ['a number field', '<input id="t" type="number" />', null],
    ['a textarea', '<textarea id="t"></textarea>', null],
  ])('in preview, Escape from %s: %j', (_name, html, expected) => {
    document.body.innerHTML = html;
    const target = document.querySelector('#t');
    expect(run(key('Escape', { target }), { isPreview: true, hasSelection: false })).toEqual(expected);
    // The slider's own keys stay its own.
    expect(run(key('ArrowUp', { target }), { isPreview: true, hasSelection: false })).toBeNull();
  });

  it('nothing applies in read-only mode or while a box’s text is edited', () => {
    expect(run(key(' '), { isReadOnly: true })).toBeNull();
    expect(run(key('Delete'), { isEditingText: true })).toBeNull();
    expect(run(key('z', { ctrlKey: true }), { isEditingText: true })).toBeNull();
  });
});

describe('typing targets and dialogs', () => {
  function element(html: string, selector: string): Element {
    document.body.innerHTML = html;
    return document.querySelector(selector)!;
  }

  it.each([
    ['an input', '<input id="t" />'],
    ['a textarea', '<textarea id="t"></textarea>'],
    ['a select', '<select id="t"><option>x</option></select>'],
    ['a contenteditable element', '<div id="t" contenteditable="true"></div>'],
    ['text inside a contenteditable element', '<div contenteditable><p id="t">x</p></div>'],
  ])('ignores every key typed in %s', (_name, html) => {
    const target = element(html, '#t');
    expect(isTypingTarget(target)).toBe(true);
    for (const event of [
      key(' '),
      key('+'),
      key('Backspace'),
      key('ArrowLeft'),
      key('z', { ctrlKey: true }),
    ]) {
      expect(run({ ...event, target })).toBeNull();
    }
  });

  it('contenteditable="false" is not a typing target', () => {
    const target = element('<div contenteditable="false"><span id="t">x</span></div>', '#t');
    expect(isTypingTarget(target)).toBe(false);
    expect(run(key('Delete', { target }))).toEqual({ type: 'delete' });
  });

  it.each([
    ['<dialog open><button id="t">Cancel</button></dialog>'],
    ['<div role="dialog"><span id="t">x</span></div>'],
    ['<div role="alertdialog"><span id="t">x</span></div>'],
  ])('ignores keys pressed inside a dialog: %s', (html) => {
    const target = element(html, '#t');
    expect(run(key('Delete', { target }))).toBeNull();
    expect(run(key('Escape', { target }))).toBeNull();
    expect(run(key('z', { ctrlKey: true, target }))).toBeNull();
  });

  it('Space on a focused button presses the button instead of adding a box', () => {
    const target = element('<button id="t">File</button>', '#t');
    expect(run(key(' ', { target }))).toBeNull();
    expect(run(key('+', { target }))).toEqual({ type: 'add' });
  });

  it('ignores keys while an input method is composing', () => {
    expect(run(key(' ', { isComposing: true }))).toBeNull();
  });
});

describe('detectMac', () => {
  it('recognises Apple platforms', () => {
    expect(detectMac({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(detectMac({ platform: 'iPhone', userAgent: '' })).toBe(true);
    expect(detectMac({ platform: '', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' })).toBe(true);
    expect(detectMac({ platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0)' })).toBe(false);
    expect(detectMac({ platform: 'Linux x86_64', userAgent: '' })).toBe(false);
    expect(detectMac(undefined)).toBe(false);
  });
});

describe('gallery mode', () => {
  it('keeps only undo and redo: no box is added, deleted, duplicated, moved or resized', () => {
    const gallery = { isGallery: true };
    for (const event of [
      key(' '),
      key('+'),
      key('Delete'),
      key('d', { ctrlKey: true }),
      key('a', { ctrlKey: true }),
      key('ArrowRight'),
      key('ArrowRight', { altKey: true }),
      key('ArrowRight', { ctrlKey: true }),
    ]) {
      expect(run(event, gallery)).toBeNull();
    }
    expect(run(key('z', { ctrlKey: true }), gallery)).toEqual({ type: 'undo' });
    expect(run(key('y', { ctrlKey: true }), gallery)).toEqual({ type: 'redo' });
  });
});
