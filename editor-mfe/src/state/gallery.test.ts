import { createAppStore } from '@bento/store';
import {
  boxSelected,
  galleryAlgorithmSet,
  galleryBatchSizeSet,
  galleryBoxSettingsSet,
  galleryModeSet,
  galleryUrlsSet,
  selectDocument,
  undone,
} from './editorSlice';
import { docWith } from './testUtils';
import { loadGridData } from '@bento/store';

function storeWithBoxes() {
  const store = createAppStore();
  store.dispatch(loadGridData(docWith(3)));
  return store;
}

const settings = (store: ReturnType<typeof createAppStore>) => selectDocument(store.getState()).gridSettings;

describe('gallery mode in the document', () => {
  it('on: a default config, the selection cleared, the boxes kept (out of sight); off: the config goes', () => {
    const store = storeWithBoxes();
    store.dispatch(boxSelected({ id: 'b1', mode: 'replace' }));
    store.dispatch(galleryModeSet(true));
    expect(settings(store).isInfiniteScrollMode).toBe(true);
    expect(settings(store).infiniteScrollConfig).toMatchObject({
      urlList: [],
      loadBatchSize: 15,
      chunkSize: 100,
      scrollThreshold: 800,
      packingAlgorithm: 'infiniteScrollGridPacking',
    });
    expect(selectDocument(store.getState()).selectedBoxIds).toEqual([]);
    expect(selectDocument(store.getState()).boxes).toHaveLength(3);
    store.dispatch(galleryModeSet(false));
    expect(settings(store).isInfiniteScrollMode).toBeUndefined();
    expect(settings(store).infiniteScrollConfig).toBeUndefined();
    expect(selectDocument(store.getState()).boxes).toHaveLength(3);
  });

  it('keeps the URL list, the algorithm and a clamped batch size, each an undoable step', () => {
    const store = storeWithBoxes();
    store.dispatch(galleryModeSet(true));
    store.dispatch(galleryUrlsSet(['https://a.example/1.jpg']));
    store.dispatch(galleryAlgorithmSet('masonry'));
    store.dispatch(galleryBatchSizeSet(500));
    expect(settings(store).infiniteScrollConfig).toMatchObject({
      urlList: ['https://a.example/1.jpg'],
      packingAlgorithm: 'masonry',
      loadBatchSize: 100,
    });
    store.dispatch(galleryBatchSizeSet(0));
    expect(settings(store).infiniteScrollConfig?.loadBatchSize).toBe(1);
    store.dispatch(undone());
    store.dispatch(undone());
    store.dispatch(undone());
    expect(settings(store).infiniteScrollConfig?.packingAlgorithm).toBe('infiniteScrollGridPacking');
  });

  it('ignores gallery settings while the mode is off', () => {
    const store = storeWithBoxes();
    const before = selectDocument(store.getState());
    store.dispatch(galleryUrlsSet(['https://a.example/1.jpg']));
    store.dispatch(galleryAlgorithmSet('masonry'));
    expect(selectDocument(store.getState())).toBe(before);
  });
});

describe('the look of the image boxes', () => {
  it('merges each change, clamped as a box is, into globalBoxSettings', () => {
    const store = storeWithBoxes();
    store.dispatch(galleryModeSet(true));
    store.dispatch(galleryBoxSettingsSet({ bgColor: '#112233', opacity: 4 }));
    store.dispatch(
      galleryBoxSettingsSet({ borderWidth: 99, imageScale: 0, bgImagePadding: 80, isImageInverted: true }),
    );
    expect(settings(store).infiniteScrollConfig?.globalBoxSettings).toEqual({
      bgColor: '#112233',
      opacity: 1,
      borderWidth: 10,
      imageScale: 0.1,
      bgImagePadding: 25,
      isImageInverted: true,
    });
  });

  it('keeps one of the nine image alignments, and nothing else', () => {
    const store = storeWithBoxes();
    store.dispatch(galleryModeSet(true));
    store.dispatch(galleryBoxSettingsSet({ bgImageAlignment: 'bottom-right' }));
    expect(settings(store).infiniteScrollConfig?.globalBoxSettings?.bgImageAlignment).toBe('bottom-right');
    store.dispatch(galleryBoxSettingsSet({ bgImageAlignment: 'middle' as never }));
    expect(settings(store).infiniteScrollConfig?.globalBoxSettings).not.toHaveProperty('bgImageAlignment');
  });
});
