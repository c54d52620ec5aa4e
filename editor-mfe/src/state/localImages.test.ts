import { localImagesRestored } from '@bento/store';
import { boxStyleUpdated, dragStarted, previewEntered, undone } from './editorSlice';
import { docWith, reduce, stateWith } from './testUtils';

const REFERENCE = `bento-image:sha256-${'a'.repeat(64)}`;
const MISSING = `bento-image:sha256-${'b'.repeat(64)}`;
const PHOTO = `data:image/jpeg;base64,${'P'.repeat(60_000)}`;

describe('localImagesRestored', () => {
  it('puts the images back in the document and every history entry, adding no entry', () => {
    const doc = docWith(3, { b1: 1 });
    doc.boxes[0]!.nestedBoxes[0]!.style.bgImageUrl = REFERENCE;
    doc.gridSettings.containerBgImageUrl = REFERENCE;
    let state = reduce(
      stateWith(doc),
      boxStyleUpdated({ id: 'b1', style: { bgImageUrl: REFERENCE } }),
      boxStyleUpdated({ id: 'b2', style: { bgVideoUrl: MISSING } }),
      boxStyleUpdated({ id: 'b3', style: { bgImageUrl: 'https://example.com/a.jpg' } }),
    );
    state = reduce(state, undone());
    const untouched = state.past[0]!.boxes[2];

    const next = reduce(state, localImagesRestored({ [REFERENCE]: PHOTO, [MISSING]: null }));

    expect(next.past).toHaveLength(state.past.length);
    expect(next.future).toHaveLength(1);
    const [b1, b2] = next.current.boxes;
    expect(b1!.style.bgImageUrl).toBe(PHOTO);
    expect(b1!.nestedBoxes[0]!.style.bgImageUrl).toBe(PHOTO);
    expect(next.current.gridSettings.containerBgImageUrl).toBe(PHOTO);
    // An image that could not be read goes, as the §9 rule drops one.
    expect(b2!.style).not.toHaveProperty('bgVideoUrl');
    expect(next.future[0]!.boxes[2]!.style.bgImageUrl).toBe('https://example.com/a.jpg');
    expect(JSON.stringify([next.past, next.future])).not.toContain('bento-image:');
    expect(next.past[0]!.boxes[2]).toBe(untouched);
  });

  it('keeps the identity of documents that name none of the images', () => {
    const state = reduce(
      stateWith(docWith(2)),
      boxStyleUpdated({ id: 'b1', style: { bgImageUrl: REFERENCE } }),
    );
    const next = reduce(state, localImagesRestored({ [REFERENCE]: PHOTO }));
    expect(next.past[0]).toBe(state.past[0]);
    expect(next.current).not.toBe(state.current);
    expect(reduce(next, localImagesRestored({ [REFERENCE]: PHOTO }))).toBe(next);
  });

  it('works in preview and during a drag (it is not a user edit)', () => {
    const named = reduce(
      stateWith(docWith(1)),
      boxStyleUpdated({ id: 'b1', style: { bgImageUrl: REFERENCE } }),
    );
    const dragging = reduce(named, dragStarted());
    const next = reduce(dragging, localImagesRestored({ [REFERENCE]: PHOTO }));
    expect(next.dragSnapshot!.boxes[0]!.style.bgImageUrl).toBe(PHOTO);
    const preview = reduce(named, previewEntered(), localImagesRestored({ [REFERENCE]: PHOTO }));
    expect(preview.current.boxes[0]!.style.bgImageUrl).toBe(PHOTO);
  });
});
