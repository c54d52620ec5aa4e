import { UPLOAD_ERROR_MS } from '@bento/core';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { undone } from '../../state/editorSlice';
import { REFUSED_BACKGROUND_URL_MESSAGE } from '../fields/backgroundUrl';
import { DROP_ZONE_LABEL } from './background/ImageDropZone';
import { openTab } from './background/tabTestUtils';

const openBackground = (options: Parameters<typeof openTab>[1] = { select: ['b1', 'b3'] }) =>
  openTab('Background', options);

/** A drag-and-drop or clipboard payload as the zone reads it. */
function transfer({ files = [], text = '' }: { files?: File[]; text?: string }) {
  return {
    files,
    types: files.length ? ['Files'] : ['text/plain'],
    getData: (type: string) => (type === 'text/plain' ? text : ''),
  };
}

function imageFile(type: string, bytes = 4, name = 'photo.png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

afterEach(() => jest.useRealTimers());

describe('Background tab', () => {
  it('sets the colour of every selected box in one step; an empty field sets transparent', async () => {
    const { user, panel, styleOf, historyLength } = await openBackground();
    const colour = panel.getByRole('textbox', { name: 'Background colour' });
    expect(colour).toHaveAccessibleDescription('Empty = transparent');
    await user.clear(colour);
    await user.type(colour, '#ff0000{Enter}');
    expect([styleOf('b1').bgColor, styleOf('b2').bgColor, styleOf('b3').bgColor]).toEqual([
      '#ff0000',
      '#d8d8d8',
      '#ff0000',
    ]);
    expect(historyLength()).toBe(1);
    await user.clear(colour);
    await user.tab();
    expect(styleOf('b1').bgColor).toBe('transparent');
    expect(styleOf('b3').bgColor).toBe('transparent');
  });

  it('sets an image URL or a video URL, each clearing the other; a video typed as an image becomes the video', async () => {
    const { user, panel, styleOf } = await openBackground();
    const image = panel.getByRole('textbox', { name: 'Image URL' });
    await user.type(image, 'https://example.org/cat.png{Enter}');
    expect(styleOf('b1').bgImageUrl).toBe('https://example.org/cat.png');
    expect(styleOf('b3').bgImageUrl).toBe('https://example.org/cat.png');

    await user.type(panel.getByRole('textbox', { name: 'Video URL' }), 'https://example.org/clip.webm');
    await user.tab();
    expect(styleOf('b1')).toMatchObject({ bgVideoUrl: 'https://example.org/clip.webm' });
    expect(styleOf('b1')).not.toHaveProperty('bgImageUrl');
    expect(image).toHaveValue('');

    await user.type(image, 'https://example.org/movie.mp4?x=1{Enter}');
    expect(styleOf('b3').bgVideoUrl).toBe('https://example.org/movie.mp4?x=1');
    expect(styleOf('b3')).not.toHaveProperty('bgImageUrl');
    expect(image).toHaveAccessibleDescription('Recognised as a video: set as the background video.');

    await user.click(panel.getByRole('button', { name: 'Remove video' }));
    expect(styleOf('b1')).not.toHaveProperty('bgVideoUrl');
  });

  it('refuses a URL the published page could not show, and says so', async () => {
    const { user, panel, styleOf, historyLength } = await openBackground();
    const image = panel.getByRole('textbox', { name: 'Image URL' });
    await user.type(image, 'javascript:alert(1){Enter}');
    expect(panel.getByRole('alert')).toHaveTextContent(REFUSED_BACKGROUND_URL_MESSAGE);
    expect(image).toBeInvalid();
    expect(image).toHaveValue('javascript:alert(1)');
    expect(styleOf('b1')).not.toHaveProperty('bgImageUrl');
    expect(historyLength()).toBe(0);
  });

  it('records a slider drag as one history step that undo reverses at once', async () => {
    const { store, panel, styleOf, historyLength } = await openBackground();
    const opacity = panel.getByRole('slider', { name: 'Opacity' });
    for (const value of ['0.9', '0.7', '0.45']) fireEvent.input(opacity, { target: { value } });
    expect(historyLength()).toBe(0);
    act(() => {
      opacity.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect([styleOf('b1').opacity, styleOf('b3').opacity, styleOf('b2').opacity]).toEqual([0.45, 0.45, 1]);
    expect(historyLength()).toBe(1);
    expect(opacity).toHaveAttribute('aria-valuetext', '45%');
    act(() => {
      store.dispatch(undone());
    });
    expect(styleOf('b1').opacity).toBe(1);
    expect(styleOf('b3').opacity).toBe(1);
  });

  it('has the §9 ranges and steps, the nine alignments and the effect switches', async () => {
    const { user, panel, styleOf } = await openBackground({ select: ['b2'] });
    const ranges = ['Image scale', 'Image padding', 'Blur strength', 'Opacity'].map((name) => {
      const slider = panel.getByRole('slider', { name });
      return [name, slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')];
    });
    expect(ranges).toEqual([
      ['Image scale', '0.1', '2', '0.05'],
      ['Image padding', '0', '25', '1'],
      ['Blur strength', '0', '20', '0.5'],
      ['Opacity', '0', '1', '0.01'],
    ]);
    const scale = panel.getByRole('textbox', { name: 'Image scale value' });
    await user.clear(scale);
    await user.type(scale, '1.33{Enter}');
    expect(styleOf('b2').imageScale).toBe(1.35);

    const alignments = within(panel.getByRole('group', { name: 'Image alignment' })).getAllByRole('radio');
    expect(alignments).toHaveLength(9);
    await user.click(panel.getByRole('radio', { name: 'Bottom right' }));
    expect(styleOf('b2').bgImageAlignment).toBe('bottom-right');

    for (const name of ['Darken overlay', 'Invert image', 'Glass effect'])
      await user.click(panel.getByRole('switch', { name }));
    expect(styleOf('b2')).toMatchObject({
      isBackgroundOverlay: true,
      isImageInverted: true,
      isGlassmorphism: true,
    });
  });

  it('edits the selected nested boxes when a nested box is the last selected', async () => {
    const { user, panel, styleOf } = await openBackground({
      boxes: 1,
      nested: { b1: 2 },
      select: [],
      nestedSelect: ['b1-n1', 'b1-n2'],
    });
    await user.click(panel.getByRole('switch', { name: 'Glass effect' }));
    expect(styleOf('b1-n1').isGlassmorphism).toBe(true);
    expect(styleOf('b1-n2').isGlassmorphism).toBe(true);
    expect(styleOf('b1').isGlassmorphism).toBeUndefined();
  });
});

describe('Background tab: the image drop zone', () => {
  const zoneOf = (panel: Awaited<ReturnType<typeof openBackground>>['panel']) =>
    panel.getByRole('group', { name: DROP_ZONE_LABEL });

  it('takes a dropped or pasted image URL (a video URL becomes the video)', async () => {
    const { panel, styleOf } = await openBackground();
    const zone = zoneOf(panel);
    fireEvent.drop(zone, { dataTransfer: transfer({ text: 'https://example.org/dropped.jpg\n' }) });
    expect(styleOf('b1').bgImageUrl).toBe('https://example.org/dropped.jpg');
    fireEvent.paste(zone, { clipboardData: transfer({ text: 'https://example.org/pasted.mov' }) });
    expect(styleOf('b3').bgVideoUrl).toBe('https://example.org/pasted.mov');
    expect(styleOf('b3')).not.toHaveProperty('bgImageUrl');
  });

  it('keeps a valid dropped image file inline as a data URL when signed out, showing its progress in the zone', async () => {
    const { panel, styleOf, historyLength } = await openBackground();
    const zone = zoneOf(panel);
    const before = historyLength();
    fireEvent.drop(zone, { dataTransfer: transfer({ files: [imageFile('image/gif')] }) });
    expect(within(zone).getByRole('status')).toHaveTextContent('Processing...');
    expect(within(zone).getByText('Processing...', { selector: '[aria-hidden]' })).toBeInTheDocument();
    // The zone keeps its button (focus stays) and takes nothing else until this image is in.
    expect(within(zone).getByRole('button', { name: 'Choose a file…' })).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: transfer({ text: 'https://example.org/late.jpg' }) });

    await waitFor(() => expect(styleOf('b1').bgImageUrl).toMatch(/^data:image\/gif;base64,/));
    expect(styleOf('b3').bgImageUrl).toBe(styleOf('b1').bgImageUrl);
    expect(historyLength()).toBe(before + 1);
    expect(within(zone).getByRole('status')).toBeEmptyDOMElement();
    expect(within(zone).queryByText('Processing...')).toBeNull();
  });

  it("shows core's message for a refused file in red under the zone, dismissable, gone after 3 s", async () => {
    const { user, panel, styleOf } = await openBackground({ select: ['b1'], fakeTimers: true });
    const zone = zoneOf(panel);
    // The drop is handled asynchronously (a valid file is read): let it settle.
    const drop = (file: File) =>
      act(async () => void fireEvent.drop(zone, { dataTransfer: transfer({ files: [file] }) }));
    await drop(imageFile('text/plain', 4, 'notes.txt'));
    expect(panel.getByRole('alert')).toHaveTextContent(/^Only image files are supported×$/);
    await user.click(panel.getByRole('button', { name: 'Dismiss error' }));
    expect(panel.queryByRole('alert')).toBeNull();

    const big = imageFile('image/jpeg');
    Object.defineProperty(big, 'size', { value: 5_242_881 });
    await drop(big);
    expect(panel.getByRole('alert')).toHaveTextContent('Image too large (max: 5MB)');
    await drop(imageFile('image/tiff'));
    expect(panel.getByRole('alert')).toHaveTextContent('Invalid image format');
    act(() => {
      jest.advanceTimersByTime(UPLOAD_ERROR_MS - 1);
    });
    expect(panel.getByRole('alert')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(panel.queryByRole('alert')).toBeNull();
    expect(styleOf('b1')).not.toHaveProperty('bgImageUrl');
  });
});
