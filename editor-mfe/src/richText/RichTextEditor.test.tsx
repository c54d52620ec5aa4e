import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichTextEditor } from './RichTextEditor';

// jsdom has no layout: Lexical asks ranges for caret rectangles when it syncs the DOM selection.
beforeAll(() => {
  const rect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = rect;
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
});

function setup(html: string) {
  const onSave = jest.fn<void, [string]>();
  const onClose = jest.fn<void, []>();
  const user = userEvent.setup();
  render(
    <>
      <RichTextEditor html={html} textStyle={{ fontSize: '16px' }} onSave={onSave} onClose={onClose} />
      <button type="button">outside</button>
    </>,
  );
  const editable = screen.getByRole('textbox', { name: 'Box text' });
  return { onSave, onClose, user, editable };
}

describe('RichTextEditor', () => {
  it('renders the sanitised html and focuses', async () => {
    const { editable } = setup('<p>Hello <b>world</b><script>alert(1)</script></p>');
    await act(async () => {});
    expect(editable).toHaveTextContent('Hello world');
    expect(editable.querySelector('script')).toBeNull();
    expect(document.activeElement).toBe(editable);
  });

  it('Escape without changes closes without saving', async () => {
    const { user, onSave, onClose } = setup('<p>Hello</p>');
    await user.keyboard('{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('typing then Escape saves html containing the text', async () => {
    const { user, onSave, onClose } = setup('<p>Hello</p>');
    await user.keyboard(' there');
    await user.keyboard('{Escape}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toContain('Hello there');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  // Backspace/Delete are not applied by Lexical under jsdom (no beforeinput target ranges), so the box is
  // emptied by replacing its selected placeholder with whitespace, which is empty after stripping tags too.
  it('saves an emptied box as an empty string', async () => {
    const { user, onSave } = setup('<p>New Box 9</p>');
    await user.keyboard(' {Escape}');
    expect(onSave).toHaveBeenCalledWith('');
  });

  it('selects a placeholder fully so the first character replaces it', async () => {
    const { user, onSave, editable } = setup('<p>New Box 3</p>');
    await user.keyboard('X');
    expect(editable).toHaveTextContent(/^X$/);
    await user.keyboard('{Escape}');
    expect(onSave.mock.calls[0]?.[0]).toMatch(/^<p>(<span>)?X(<\/span>)?<\/p>$/);
  });

  it('also selects the first box placeholder', async () => {
    const { user, editable } = setup('Double-click to add/edit text');
    await user.keyboard('Y');
    expect(editable).toHaveTextContent(/^Y$/);
  });

  it('bold wraps the selection', async () => {
    const { user, onSave } = setup('<p>New Box 1</p>');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(onSave.mock.calls[0]?.[0]).toMatch(/<(strong|b)[^>]*>.*New Box 1/);
  });

  it('cycles alignment left → center → right → left', async () => {
    const { user, editable, onSave } = setup('<p>Hello</p>');
    const button = () => screen.getByRole('button', { name: /^Align / });
    expect(button()).toHaveAttribute('data-align', 'left');
    await user.click(button());
    expect(button()).toHaveAttribute('data-align', 'center');
    expect(editable.querySelector('p')).toHaveStyle({ textAlign: 'center' });
    await user.click(button());
    expect(button()).toHaveAttribute('data-align', 'right');
    await user.click(button());
    expect(button()).toHaveAttribute('data-align', 'left');
    await user.click(button());
    await user.keyboard('{Escape}');
    expect(onSave.mock.calls[0]?.[0]).toMatch(/text-align: ?center/);
  });

  it('creates a link from the selection: URL entry, Enter applies with http:// prepended', async () => {
    const { user, onSave, editable } = setup('<p>New Box 2</p>');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const input = screen.getByRole('textbox', { name: 'Link URL' });
    expect(input).toHaveFocus();
    await user.type(input, 'example.com{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Link URL' })).toBeNull();
    const anchor = editable.querySelector('a');
    expect(anchor).toHaveAttribute('href', 'http://example.com');
    // Links do not navigate while editing.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    anchor?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
    expect(editable).toHaveFocus();
    await user.keyboard('{Escape}');
    const box = document.createElement('div');
    box.innerHTML = onSave.mock.calls[0]?.[0] ?? '';
    const saved = box.querySelector('a');
    expect(saved).toHaveAttribute('href', 'http://example.com');
    expect(saved).toHaveAttribute('target', '_blank');
    expect(saved).toHaveAttribute('rel', 'noopener noreferrer');
    expect(saved?.style.textDecoration).toBe('underline');
  });

  it('Escape in the URL entry cancels without ending the session; the link button removes a link', async () => {
    const { user, onSave, onClose, editable } = setup('<p><a href="http://a.com">New Box 4</a></p>');
    expect(editable.querySelector('a')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(editable.querySelector('a')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link URL' }), 'x.org{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Link URL' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close text editor' }));
    expect(onSave.mock.calls[0]?.[0]).not.toContain('<a');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ends on blur outside but not when focus moves into the toolbar', async () => {
    const { user, onClose, onSave } = setup('<p>Hello</p>');
    await user.click(screen.getByRole('combobox', { name: 'Font size' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('font select lists the 18 fonts with Montserrat by default; size select lists 12…128', async () => {
    setup('<p>Hello</p>');
    const font = screen.getByRole('combobox', { name: 'Font' });
    expect(font.querySelectorAll('option')).toHaveLength(18);
    expect(font).toHaveValue('Montserrat');
    const size = screen.getByRole('combobox', { name: 'Font size' });
    expect([...size.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '12',
      '14',
      '16',
      '18',
      '24',
      '32',
      '48',
      '64',
      '96',
      '128',
    ]);
    expect(size).toHaveValue('16');
  });

  it('Cmd/Ctrl + and − step the font size of the selection', async () => {
    const { user, onSave } = setup('<p>New Box 5</p>');
    await user.keyboard('{Control>}={/Control}');
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveValue('18');
    await user.keyboard('{Control>}={/Control}{Control>}={/Control}{Control>}-{/Control}');
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveValue('24');
    await user.keyboard('{Escape}');
    expect(onSave.mock.calls[0]?.[0]).toMatch(/font-size: ?24px/);
  });
});
