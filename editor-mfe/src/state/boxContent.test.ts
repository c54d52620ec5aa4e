import {
  boxStyleUpdated,
  contentUpdated,
  nestedBoxStyleUpdated,
  readOnlySet,
  textStyleUpdated,
} from './editorSlice';
import { docWith, reduce, stateWith } from './testUtils';

describe('editing a box', () => {
  const doc = docWith(1, { b1: 1 });
  doc.boxes[0]!.style.bgVideoUrl = 'https://example.com/clip.mp4';
  doc.boxes[0]!.style.borderColor = '#ff0000';
  doc.boxes[0]!.style.borderWidth = 3;
  const start = stateWith(doc);
  const box = (state: typeof start) => state.current.boxes[0]!;
  const nested = (state: typeof start) => state.current.boxes[0]!.nestedBoxes[0]!;

  it('updates the style with one history entry', () => {
    const state = reduce(start, boxStyleUpdated({ id: 'b1', style: { opacity: 0.5, bgColor: '#000' } }));
    expect(box(state).style).toMatchObject({ opacity: 0.5, bgColor: '#000', borderWidth: 3 });
    expect(state.past).toHaveLength(1);
  });

  it('clears the background video when an image is set, and the other way round', () => {
    const image = reduce(
      start,
      boxStyleUpdated({ id: 'b1', style: { bgImageUrl: 'https://example.com/a.png' } }),
    );
    expect(box(image).style.bgImageUrl).toBe('https://example.com/a.png');
    expect(box(image).style).not.toHaveProperty('bgVideoUrl');
    const video = reduce(
      image,
      boxStyleUpdated({ id: 'b1', style: { bgVideoUrl: 'https://example.com/b.webm' } }),
    );
    expect(box(video).style).not.toHaveProperty('bgImageUrl');
  });

  it('sets the border width to 0 when the border colour is cleared', () => {
    const state = reduce(start, boxStyleUpdated({ id: 'b1', style: { borderColor: '' } }));
    expect(box(state).style.borderWidth).toBe(0);
    expect(box(state).style).not.toHaveProperty('borderColor');
  });

  it('makes an emptied background colour transparent', () => {
    const state = reduce(start, boxStyleUpdated({ id: 'b1', style: { bgColor: '' } }));
    expect(box(state).style.bgColor).toBe('transparent');
  });

  it('records nothing when the style is unchanged', () => {
    expect(reduce(start, boxStyleUpdated({ id: 'b1', style: { opacity: 1 } }))).toBe(start);
  });

  it('updates a nested box style, placement included', () => {
    const state = reduce(
      start,
      boxStyleUpdated({ id: 'b1-n1', style: { bgColor: '#123456' } }),
      nestedBoxStyleUpdated({ id: 'b1-n1', style: { justifySelf: 'end', width: '50%' } }),
    );
    expect(nested(state).style).toMatchObject({ bgColor: '#123456', justifySelf: 'end', width: '50%' });
    expect(reduce(start, nestedBoxStyleUpdated({ id: 'b1', style: { width: '50%' } }))).toBe(start);
  });

  it('updates the text style of a box or nested box', () => {
    const state = reduce(
      start,
      textStyleUpdated({ id: 'b1', textStyle: { textAlign: 'center' } }),
      textStyleUpdated({ id: 'b1-n1', textStyle: { fontFamily: 'Inter' } }),
    );
    expect(box(state).textStyle.textAlign).toBe('center');
    expect(nested(state).textStyle.fontFamily).toBe('Inter');
    expect(state.past).toHaveLength(2);
  });

  it('saves content only if changed', () => {
    expect(reduce(start, contentUpdated({ id: 'b1', html: 'Box 1' }))).toBe(start);
    const state = reduce(start, contentUpdated({ id: 'b1', html: '<b>Hello</b>' }));
    expect(box(state).contentId).toBe('<b>Hello</b>');
    expect(state.past).toHaveLength(1);
  });

  it('saves content empty after stripping tags as an empty string, and sanitised', () => {
    expect(box(reduce(start, contentUpdated({ id: 'b1', html: '<p> &nbsp;</p>' }))).contentId).toBe('');
    const html = box(reduce(start, contentUpdated({ id: 'b1-n1', html: '<p>Hi<script>x()</script></p>' })));
    expect(html.nestedBoxes[0]!.contentId).toBe('<p>Hi</p>');
  });

  it('is blocked in read-only mode', () => {
    const state = reduce(start, readOnlySet(true));
    expect(reduce(state, contentUpdated({ id: 'b1', html: 'Changed' }))).toBe(state);
  });
});
