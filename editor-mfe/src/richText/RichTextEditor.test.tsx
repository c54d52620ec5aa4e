import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sanitizeRichText } from '@bento/core';
import { RichTextEditor } from './RichTextEditor';

// jsdom has no layout: Lexical asks ranges for caret rectangles when it syncs the DOM selection.
beforeAll(() => {
  const rect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = rect;
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
});

async function setup(html: string) {
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
  // Lexical commits its first update (focus and selection) asynchronously.
  await act(async () => {});
  return { onSave, onClose, user, editable };
}

/** The one saved HTML, parsed; it is stored sanitised, so sanitising it again (display) changes nothing. */
function saved(onSave: jest.Mock<void, [string]>): HTMLElement {
  expect(onSave).toHaveBeenCalledTimes(1);
  const html = onSave.mock.calls[0]?.[0] ?? '';
  expect(sanitizeRichText(html)).toBe(html);
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

describe('RichTextEditor', () => {
  it('renders the sanitised html and focuses', async () => {
    const { editable } = await setup('<p>Hello <b>world</b><script>alert(1)</script></p>');
    expect(editable).toHaveTextContent('Hello world');
    expect(editable.querySelector('script')).toBeNull();
    expect(document.activeElement).toBe(editable);
  });

  it('Escape without changes closes without saving', async () => {
    const { user, onSave, onClose } = await setup('<p>Hello</p>');
    await user.keyboard('{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('typing then Escape saves html containing the text', async () => {
    const { user, onSave, onClose } = await setup('<p>Hello</p>');
    await user.keyboard(' there');
    await user.keyboard('{Escape}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toContain('Hello there');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  // Backspace/Delete are not applied by Lexical under jsdom (no beforeinput target ranges), so the box is
  // emptied by replacing its selected placeholder with whitespace, which is empty after stripping tags too.
  it('saves an emptied box as an empty string', async () => {
    const { user, onSave } = await setup('<p>New Box 9</p>');
    await user.keyboard(' {Escape}');
    expect(onSave).toHaveBeenCalledWith('');
  });

  it('selects a placeholder fully so the first character replaces it', async () => {
    const { user, onSave, editable } = await setup('<p>New Box 3</p>');
    await user.keyboard('X');
    expect(editable).toHaveTextContent(/^X$/);
    await user.keyboard('{Escape}');
    expect(onSave.mock.calls[0]?.[0]).toMatch(/^<p>(<span>)?X(<\/span>)?<\/p>$/);
  });

  it.each(['Initial Box 2', 'Nested Element 3', 'New Element 1', 'Double-click to add/edit text'])(
    'selects the placeholder %s',
    async (text) => {
      const { user, editable } = await setup(`<p>${text}</p>`);
      await user.keyboard('Y');
      expect(editable).toHaveTextContent(/^Y$/);
    },
  );

  it('does not select other text: typing goes to the end', async () => {
    const { user, editable } = await setup('<p>Opening hours</p>');
    await user.keyboard('!');
    expect(editable).toHaveTextContent('Opening hours!');
  });

  it('bold wraps the selection', async () => {
    const { user, onSave } = await setup('<p>New Box 1</p>');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(onSave.mock.calls[0]?.[0]).toMatch(/<(strong|b)[^>]*>.*New Box 1/);
  });

  it('cycles alignment left → center → right → left', async () => {
    const { user, editable, onSave } = await setup('<p>Hello</p>');
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
    const { user, onSave, editable } = await setup('<p>New Box 2</p>');
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
    const link = saved(onSave).querySelector('a');
    expect(link).toHaveAttribute('href', 'http://example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link?.style.textDecoration).toBe('underline');
    expect(link).toHaveTextContent('New Box 2');
  });

  it('Escape in the URL entry cancels without ending the session; the link button removes a link', async () => {
    const { user, onSave, onClose, editable } = await setup('<p><a href="http://a.com">New Box 4</a></p>');
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
    const { user, onClose, onSave } = await setup('<p>Hello</p>');
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
    const { user, onSave } = await setup('<p>New Box 5</p>');
    await user.keyboard('{Control>}={/Control}');
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveValue('18');
    await user.keyboard('{Control>}={/Control}{Control>}={/Control}{Control>}-{/Control}');
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveValue('24');
    await user.keyboard('{Escape}');
    expect(onSave.mock.calls[0]?.[0]).toMatch(/font-size: ?24px/);
  });
  it('italic and underline wrap the selection', async () => {
    const { user, onSave } = await setup('<p>New Box 6</p>');
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    await user.click(screen.getByRole('button', { name: 'Underline' }));
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    const box = saved(onSave);
    expect(box.querySelector('i, em')).toHaveTextContent('New Box 6');
    expect(box.querySelector('u')).toHaveTextContent('New Box 6');
  });

  it('font, size and colour of the selection are saved as inline styles', async () => {
    const { user, onSave, editable } = await setup('<p>New Box 7</p>');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Georgia');
    expect(editable).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), '32');
    await act(async () => {
      fireEvent.input(screen.getByLabelText('Text colour'), { target: { value: '#ff0000' } });
    });
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveValue('Georgia');
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveValue('32');
    expect(screen.getByLabelText('Text colour')).toHaveValue('#ff0000');
    await user.click(screen.getByRole('button', { name: 'Close text editor' }));
    const span = saved(onSave).querySelector('span');
    expect(span).toHaveTextContent('New Box 7');
    expect(span?.style.fontFamily).toBe('Georgia');
    expect(span?.style.fontSize).toBe('32px');
    expect(span?.style.color).toMatch(/^(#ff0000|rgb\(255, 0, 0\))$/);
  });

  it("the font 'Default' removes the selection's font", async () => {
    const { user, onSave } = await setup('<p><span style="font-family: Arial">New Box 8</span></p>');
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveValue('Arial');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Default');
    await user.keyboard('{Escape}');
    expect(saved(onSave).innerHTML).not.toContain('font-family');
  });

  it.each([
    ['https://a.org/x', 'https://a.org/x'],
    ['mailto:me@a.org', 'mailto:me@a.org'],
    ['  www.a.org  ', 'http://www.a.org'],
  ])('link URL %j is stored as %s', async (typed, href) => {
    const { user, onSave } = await setup('<p>New Box 1</p>');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link URL' }), `${typed}{Enter}`);
    await user.keyboard('{Escape}');
    expect(saved(onSave).querySelector('a')).toHaveAttribute('href', href);
  });

  it('needs a non-empty URL and a non-empty selection', async () => {
    const { user, editable } = await setup('<p>New Box 1</p>');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link URL' }), '   {Enter}');
    expect(editable.querySelector('a')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Link URL' })).toBeNull();
    // Collapse the selection: the link button then does nothing.
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.queryByRole('textbox', { name: 'Link URL' })).toBeNull();
  });

  it('Cmd + and − stop at the ends of the size list', async () => {
    const { user } = await setup('<p><span style="font-size: 96px">New Box 5</span></p>');
    await user.keyboard('{Meta>}+{/Meta}{Meta>}+{/Meta}{Meta>}+{/Meta}');
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveValue('128');
    await user.keyboard('{Meta>}-{/Meta}');
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveValue('96');
  });

  it('saves nothing when the text is only selected and formatting undone', async () => {
    const { user, onSave, onClose } = await setup('<p>New Box 1</p>');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.keyboard('{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
  it('re-editing keeps the fonts, sizes and colours already in the text', async () => {
    const { user, onSave } = await setup(
      '<p><span style="font-family: Georgia; font-size: 24px; color: #00ff00">Green</span> text</p>',
    );
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveValue('16');
    await user.keyboard('!{Escape}');
    const span = [...saved(onSave).querySelectorAll('span')].find((el) => el.textContent === 'Green');
    expect(span?.style.fontFamily).toBe('Georgia');
    expect(span?.style.fontSize).toBe('24px');
    expect(span?.style.color).toMatch(/^(#00ff00|rgb\(0, 255, 0\))$/);
  });
  it.each(['Times New Roman', 'Source Sans Pro', 'Playfair Display'])(
    'the font %s survives saving',
    async (font) => {
      const { user, onSave } = await setup('<p>New Box 3</p>');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), font);
      await user.keyboard('{Escape}');
      expect(saved(onSave).querySelector('span')?.style.fontFamily.replace(/["']/g, '')).toBe(font);
    },
  );
});
