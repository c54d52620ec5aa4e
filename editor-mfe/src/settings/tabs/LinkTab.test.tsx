import { openTab } from './background/tabTestUtils';

const openLink = () => openTab('Button Action', { select: ['b1', 'b3'] });

describe('Button Action tab', () => {
  it("applies a link to every selected box, with 'https://' prefixed, and says 'Link updated!'", async () => {
    const { user, panel, styleOf, historyLength } = await openLink();
    const url = panel.getByRole('textbox', { name: 'Link URL' });
    await user.type(url, 'example.com/page');
    expect(panel.getByRole('status')).toBeEmptyDOMElement();
    await user.click(panel.getByRole('button', { name: 'Apply' }));
    expect(styleOf('b1').linkUrl).toBe('https://example.com/page');
    expect(styleOf('b3').linkUrl).toBe('https://example.com/page');
    expect(styleOf('b2')).not.toHaveProperty('linkUrl');
    expect(historyLength()).toBe(1);
    expect(panel.getByRole('status')).toHaveTextContent(/^Link updated!$/);
    expect(url).toHaveValue('https://example.com/page');

    // Typing again clears the message; an empty URL applied (with Enter) removes the link.
    await user.clear(url);
    expect(panel.getByRole('status')).toBeEmptyDOMElement();
    await user.type(url, '{Enter}');
    expect(styleOf('b1')).not.toHaveProperty('linkUrl');
    expect(panel.getByRole('status')).toHaveTextContent('Link updated!');
  });

  it("says 'Please enter a valid URL' and disables Apply for a URL that cannot be made valid", async () => {
    const { user, panel, styleOf, historyLength } = await openLink();
    const url = panel.getByRole('textbox', { name: 'Link URL' });
    await user.type(url, 'not a url{Enter}');
    expect(url).toBeInvalid();
    expect(panel.getByRole('alert')).toHaveTextContent(/^Please enter a valid URL$/);
    expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(styleOf('b1')).not.toHaveProperty('linkUrl');
    expect(historyLength()).toBe(0);
  });

  it('sets the target, link only in preview (on by default) and hover effect only on every selected box', async () => {
    const { user, panel, styleOf } = await openLink();
    expect(panel.getByRole('radio', { name: 'New tab' })).toBeChecked();
    await user.click(panel.getByRole('radio', { name: 'Same tab' }));
    const preview = panel.getByRole('switch', { name: 'Link only in preview' });
    expect(preview).toBeChecked();
    await user.click(preview);
    await user.click(panel.getByRole('switch', { name: 'Hover effect only' }));
    for (const id of ['b1', 'b3'])
      expect(styleOf(id)).toMatchObject({
        linkTarget: '_self',
        linkOnlyInPreviewMode: false,
        hoverEffectOnly: true,
      });
    expect(styleOf('b2')).toMatchObject({ linkTarget: '_blank', linkOnlyInPreviewMode: true });
  });
});
