import { createAppStore, loadGridData } from '@bento/store';
import { boxSelected, selectDocument } from '../state/editorSlice';
import { docWith } from '../state/testUtils';
import { deleteSelectedBoxes, duplicateSelectedBoxes } from './boxAnimations';

function setup() {
  const store = createAppStore();
  store.dispatch(loadGridData(docWith(3)));
  store.dispatch(boxSelected({ id: 'b2', mode: 'replace' }));
  document.body.innerHTML = '<div data-box-id="b2"></div>';
  const el = document.querySelector<HTMLElement>('[data-box-id="b2"]')!;
  const boxIds = () => selectDocument(store.getState()).boxes.map((box) => box.id);
  return { store, el, boxIds };
}

function matchReducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({ matches, media: query })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  document.body.innerHTML = '';
  matchReducedMotion(false);
});

describe('box animations', () => {
  it('removes a box only after its 150 ms pre-delete animation finished', async () => {
    matchReducedMotion(false);
    const { store, el, boxIds } = setup();
    let finish: () => void = () => {};
    el.animate = jest.fn(
      () => ({ finished: new Promise<void>((resolve) => (finish = resolve)) }) as unknown as Animation,
    );
    const done = store.dispatch(deleteSelectedBoxes());
    expect(el.animate).toHaveBeenCalledWith(expect.any(Array), expect.objectContaining({ duration: 150 }));
    await Promise.resolve();
    expect(boxIds()).toEqual(['b1', 'b2', 'b3']);
    finish();
    await done;
    expect(boxIds()).toEqual(['b1', 'b3']);
  });

  it('still deletes when the animation fails', async () => {
    const { store, el, boxIds } = setup();
    el.animate = jest.fn(() => {
      throw new Error('no animations here');
    });
    await store.dispatch(deleteSelectedBoxes());
    expect(boxIds()).toEqual(['b1', 'b3']);
  });

  it('skips the animation when reduced motion is asked for', async () => {
    matchReducedMotion(true);
    const { store, el, boxIds } = setup();
    el.animate = jest.fn();
    await store.dispatch(deleteSelectedBoxes());
    expect(el.animate).not.toHaveBeenCalled();
    expect(boxIds()).toEqual(['b1', 'b3']);
  });

  it('duplicates first, then animates the copies for 350 ms', async () => {
    const { store, boxIds } = setup();
    const animate = jest.fn(() => ({ finished: Promise.resolve() }) as unknown as Animation);
    HTMLElement.prototype.animate = animate;
    const done = store.dispatch(duplicateSelectedBoxes());
    expect(boxIds()).toHaveLength(4);
    const copy = selectDocument(store.getState()).selectedBoxIds[0]!;
    document.body.innerHTML = `<div data-box-id="${copy}"></div>`;
    await done;
    expect(animate).toHaveBeenCalledWith(expect.any(Array), expect.objectContaining({ duration: 350 }));
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  });
});
