import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { UPLOAD_ERROR_MS, UPLOAD_MESSAGES } from '@bento/core';
import { REFUSED_BACKGROUND_URL_MESSAGE } from '../settings/fields/backgroundUrl';
import { CONTAINER_DROP_ZONE_LABEL } from './ContainerImageFields';
import { GridStylePanel } from './GridStylePanel';
import { renderWithStore } from './panelTestUtils';
import { usePageBackground } from './usePageBackground';

/** The editor's area as EditorScreen styles it. */
function EditorArea() {
  return <main data-testid="area" style={usePageBackground()} />;
}

function setup(options: { fakeTimers?: boolean } = {}) {
  if (options.fakeTimers) jest.useFakeTimers();
  const view = renderWithStore(
    <>
      <EditorArea />
      <GridStylePanel onClose={() => {}} />
    </>,
    options,
  );
  const textbox = (name: string) => screen.getByRole('textbox', { name });
  const zone = () => screen.getByRole('group', { name: CONTAINER_DROP_ZONE_LABEL });
  const fileInput = () => screen.getByLabelText(`${CONTAINER_DROP_ZONE_LABEL}: file`);
  return { ...view, textbox, zone, fileInput };
}

const image = (type: string, bytes = 8, name = 'photo.png') =>
  new File([new Uint8Array(bytes)], name, { type });

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Grid Style panel', () => {
  it('sets the background colour; empty resets to the default; a value that is no colour keeps the current one', async () => {
    const { user, textbox, settings, steps } = setup();
    const colour = textbox('Background colour');
    expect(colour).toHaveValue('#ededed');
    expect(colour).toHaveAccessibleDescription('Empty: #ededed (the default)');
    await user.clear(colour);
    await user.type(colour, '#0A0A0A{Enter}');
    expect(settings().containerBgColor).toBe('#0A0A0A');
    await user.clear(colour);
    await user.type(colour, 'red; color: blue{Enter}');
    expect(settings().containerBgColor).toBe('#0A0A0A');
    await user.clear(colour);
    await user.tab();
    expect(settings().containerBgColor).toBe('#ededed');
    expect(steps()).toBe(2);
  });

  it('records a picker drag as one history step', () => {
    const { settings, steps } = setup();
    const picker = screen.getByLabelText('Background colour picker');
    for (const value of ['#111111', '#222222', '#334455']) fireEvent.input(picker, { target: { value } });
    expect(settings().containerBgColor).toBe('#334455');
    act(() => {
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(steps()).toBe(1);
  });

  it('Apply to Page (on by default) gives the editor area the container colour; off, the area keeps its own', async () => {
    const { user, textbox, settings } = setup();
    const toggle = screen.getByRole('switch', { name: 'Apply to Page' });
    expect(toggle).toBeChecked();
    await user.clear(textbox('Background colour'));
    await user.type(textbox('Background colour'), '#123456{Enter}');
    expect(screen.getByTestId('area')).toHaveStyle({ backgroundColor: '#123456' });
    await user.click(toggle);
    expect(settings().syncMainBackground).toBe(false);
    expect(screen.getByTestId('area').style.backgroundColor).toBe('');
  });

  it('sets the background image URL on Enter, refuses one the page could not show, and clears it', async () => {
    const { user, textbox, settings, steps } = setup();
    const url = textbox('Background image URL');
    expect(screen.queryByRole('button', { name: 'Clear background image' })).not.toBeInTheDocument();
    await user.type(url, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(REFUSED_BACKGROUND_URL_MESSAGE);
    expect(settings().containerBgImageUrl).toBeUndefined();
    await user.clear(url);
    await user.type(url, 'https://img.example/bg.jpg');
    expect(settings().containerBgImageUrl).toBeUndefined();
    await user.keyboard('{Enter}');
    expect(settings().containerBgImageUrl).toBe('https://img.example/bg.jpg');
    expect(steps()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Clear background image' }));
    expect(settings().containerBgImageUrl).toBeUndefined();
    expect(url).toHaveValue('');
  });

  it('keeps a chosen image file inline as a data URL when signed out', async () => {
    const { user, fileInput, settings, textbox } = setup();
    await user.upload(fileInput(), image('image/gif'));
    await waitFor(() => expect(settings().containerBgImageUrl).toMatch(/^data:image\/gif;base64,/));
    expect(textbox('Background image URL')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear background image' })).toBeInTheDocument();
  });

  it("refuses a file over 2 MB or of another type with the spec's message, which clears after 3 s or on dismiss", async () => {
    const { user, zone, settings } = setup({ fakeTimers: true });
    fireEvent.drop(zone(), { dataTransfer: { files: [image('image/png', 2_097_153)], getData: () => '' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.containerTooLarge);
    expect(UPLOAD_MESSAGES.containerTooLarge).toBe('Image too large (max: 2.0MB)');
    act(() => {
      jest.advanceTimersByTime(UPLOAD_ERROR_MS);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.drop(zone(), {
      dataTransfer: { files: [image('image/svg+xml', 8, 'a.svg')], getData: () => '' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type. Allowed types are: jpeg, png, gif, webp',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(settings().containerBgImageUrl).toBeUndefined();
  });

  it("says 'Failed to read file. Please try again.' when the file cannot be read", async () => {
    jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      setTimeout(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    });
    const { zone } = setup();
    fireEvent.drop(zone(), { dataTransfer: { files: [image('image/jpeg')], getData: () => '' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to read file. Please try again.');
  });

  it('takes an image URL dropped on the zone, and handles the drop itself', async () => {
    const { zone, settings } = setup();
    const dropped = fireEvent.drop(zone(), {
      dataTransfer: {
        files: [],
        getData: (type: string) => (type === 'text/uri-list' ? '# link\nhttps://img.example/x.png' : ''),
      },
    });
    expect(dropped).toBe(false); // default prevented: the page-wide drop leaves it alone
    await act(async () => {});
    expect(settings().containerBgImageUrl).toBe('https://img.example/x.png');
  });

  it('sets the Box Shadow and Container Shadow presets', async () => {
    const { user, settings } = setup();
    const boxShadow = screen.getByRole('combobox', { name: 'Box Shadow' });
    expect([...boxShadow.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'None',
      'Subtle',
      'Medium',
      'Pronounced',
      'Strong',
    ]);
    await user.selectOptions(boxShadow, 'Pronounced');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Container Shadow' }), 'Subtle');
    expect(settings()).toMatchObject({ globalBoxShadow: 'pronounced', containerBoxShadow: 'subtle' });
  });
});
