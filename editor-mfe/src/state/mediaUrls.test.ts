import { mediaUrlsReplaced } from '@bento/store';
import { boxStyleUpdated, previewEntered, readOnlySet } from './editorSlice';
import { docWith, reduce, stateWith } from './testUtils';

const INLINE = 'data:image/png;base64,AAAA';
const OTHER = 'data:image/jpeg;base64,BBBB';
const UPLOADED = '/uploads/0123.png';

describe('mediaUrlsReplaced', () => {
  it('rewrites the data URL in the document and every history entry, adding no entry', () => {
    const doc = docWith(2, { b1: 1 });
    const nested = doc.boxes[0]!.nestedBoxes![0]!;
    nested.style = { ...nested.style, bgImageUrl: INLINE };
    doc.gridSettings.containerBgImageUrl = INLINE;
    const state = reduce(
      stateWith(doc),
      boxStyleUpdated({ id: 'b1', style: { bgImageUrl: INLINE } }),
      boxStyleUpdated({ id: 'b2', style: { bgImageUrl: OTHER } }),
    );
    const pastLength = state.past.length;

    const next = reduce(state, mediaUrlsReplaced({ [INLINE]: UPLOADED }));

    expect(next.past).toHaveLength(pastLength);
    expect(next.future).toHaveLength(0);
    expect(next.current.boxes[0]!.style?.bgImageUrl).toBe(UPLOADED);
    expect(next.current.boxes[0]!.nestedBoxes![0]!.style?.bgImageUrl).toBe(UPLOADED);
    expect(next.current.gridSettings.containerBgImageUrl).toBe(UPLOADED);
    expect(next.current.boxes[1]!.style?.bgImageUrl).toBe(OTHER);
    expect(JSON.stringify(next.past)).not.toContain(INLINE);
    expect(JSON.stringify(next.past)).toContain(UPLOADED);
  });

  it('reaches undone entries too, and works in preview and read-only (it is not a user edit)', () => {
    let state = reduce(stateWith(docWith(1)), boxStyleUpdated({ id: 'b1', style: { bgImageUrl: INLINE } }));
    state = reduce(state, { type: 'editor/undone' }, previewEntered());
    expect(JSON.stringify(state.future)).toContain(INLINE);
    const next = reduce(state, mediaUrlsReplaced({ [INLINE]: UPLOADED }));
    expect(JSON.stringify(next.future)).not.toContain(INLINE);
    expect(next.future[0]!.boxes[0]!.style?.bgImageUrl).toBe(UPLOADED);

    const readOnly = reduce(
      stateWith(docWith(1)),
      boxStyleUpdated({ id: 'b1', style: { bgImageUrl: INLINE } }),
      readOnlySet(true),
    );
    const rewritten = reduce(readOnly, mediaUrlsReplaced({ [INLINE]: UPLOADED }));
    expect(rewritten.current.boxes[0]!.style?.bgImageUrl).toBe(UPLOADED);
    expect(rewritten.past).toHaveLength(readOnly.past.length);
  });

  it('leaves the state as it is when nothing matches', () => {
    const state = reduce(stateWith(docWith(1)), boxStyleUpdated({ id: 'b1', style: { bgImageUrl: OTHER } }));
    expect(reduce(state, mediaUrlsReplaced({ [INLINE]: UPLOADED }))).toEqual(state);
  });
});
