import { openTab } from './background/tabTestUtils';

const openEmbed = () => openTab('Embed Iframe', { select: ['b1', 'b3'] });

describe('Embed Iframe tab', () => {
  it("applies a URL (http forced to https) and a title to every selected box: 'Iframe settings applied successfully!'", async () => {
    const { user, panel, styleOf, historyLength } = await openEmbed();
    const title = panel.getByRole('textbox', { name: 'Iframe title' });
    expect(title).toHaveAttribute('placeholder', 'Embedded Content');
    const apply = panel.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    const url = panel.getByRole('textbox', { name: 'Iframe URL' });
    await user.type(url, 'http://maps.example.org/embed?q=paris');
    await user.type(title, 'Paris map');
    await user.click(apply);
    for (const id of ['b1', 'b3'])
      expect(styleOf(id)).toMatchObject({
        iframeUrl: 'https://maps.example.org/embed?q=paris',
        iframeTitle: 'Paris map',
      });
    expect(styleOf('b2')).not.toHaveProperty('iframeUrl');
    expect(historyLength()).toBe(1);
    expect(panel.getByRole('status')).toHaveTextContent(/^Iframe settings applied successfully!$/);
    expect(url).toHaveValue('https://maps.example.org/embed?q=paris');

    await user.click(panel.getByRole('button', { name: 'Remove' }));
    expect(styleOf('b1')).not.toHaveProperty('iframeUrl');
    expect(styleOf('b3')).not.toHaveProperty('iframeTitle');
    expect(panel.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('refuses a URL that cannot be loaded, and disables Apply', async () => {
    const { user, panel, historyLength } = await openEmbed();
    await user.type(panel.getByRole('textbox', { name: 'Iframe URL' }), 'javascript:alert(1){Enter}');
    expect(panel.getByRole('alert')).toHaveTextContent('Please enter a valid URL');
    expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(historyLength()).toBe(0);
  });

  it("extracts the src and title from pasted embed code, or says 'Could not extract a valid URL from code'", async () => {
    const { user, panel, styleOf } = await openEmbed();
    await user.click(panel.getByRole('radio', { name: 'Embed code' }));
    const code = panel.getByRole('textbox', { name: 'Embed code' });
    await user.click(code);
    await user.paste('<p>no frame here</p>');
    expect(panel.getByRole('alert')).toHaveTextContent(/^Could not extract a valid URL from code$/);
    expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await user.clear(code);
    await user.paste('<iframe src="http://www.youtube.com/embed/abc" title="Launch video"></iframe>');
    expect(code).toHaveAccessibleDescription('Found: https://www.youtube.com/embed/abc');
    expect(panel.getByRole('textbox', { name: 'Iframe title' })).toHaveValue('Launch video');
    await user.click(panel.getByRole('button', { name: 'Apply' }));
    expect(styleOf('b3')).toMatchObject({
      iframeUrl: 'https://www.youtube.com/embed/abc',
      iframeTitle: 'Launch video',
    });
    expect(panel.getByRole('status')).toHaveTextContent('Iframe settings applied successfully!');
  });
});
