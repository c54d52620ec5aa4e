import type { GridData } from '@bento/core';
import { createAppStore, loadGridData } from '@bento/store';
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { contentUpdated } from '../state/editorSlice';
import { docWith } from '../state/testUtils';
import { useDocumentFonts } from './useDocumentFonts';
import { linkWebFonts } from '@bento/ui';

function Fonts() {
  useDocumentFonts();
  return null;
}

/** The stylesheets linked so far, by URL. */
const linked = () =>
  [...document.head.querySelectorAll('link[data-bento-font]')].map((link) => link.getAttribute('href'));

/** The hook over the real store holding `doc`; the first fonts are linked once the screen has been painted. */
async function mount(doc: GridData) {
  const store = createAppStore();
  store.dispatch(loadGridData(doc));
  render(
    <Provider store={store}>
      <Fonts />
    </Provider>,
  );
  expect(linked()).toEqual([]);
  await waitFor(() => expect(linked()).not.toEqual([]));
  return store;
}

afterEach(() => {
  document.head.querySelectorAll('link[data-bento-font]').forEach((link) => link.remove());
});

describe('useDocumentFonts (real store)', () => {
  it('links the stylesheets of the web fonts the document uses, on our origin, and no others', async () => {
    const doc = docWith(3, { b3: 1 });
    doc.boxes[0]!.textStyle.fontFamily = 'Playfair Display';
    doc.boxes[1]!.textStyle.fontFamily = 'Georgia';
    doc.boxes[2]!.textStyle.fontFamily = 'Georgia';
    doc.boxes[2]!.nestedBoxes[0]!.textStyle.fontFamily = 'Source Sans Pro';
    await mount(doc);
    expect(linked()).toEqual(['/assets/fonts/source-sans-3.css', '/assets/fonts/playfair-display.css']);
    const link = document.head.querySelector('link[data-bento-font]') as HTMLLinkElement;
    expect(link.rel).toBe('stylesheet');
  });

  it('links a family when text starts using it, once', async () => {
    const store = await mount(docWith(1));
    expect(linked()).toEqual(['/assets/fonts/montserrat.css']);
    await act(async () => {
      store.dispatch(
        contentUpdated({ id: 'b1', html: '<p><span style="font-family: Oswald">Tall</span> text</p>' }),
      );
    });
    expect(linked()).toEqual(['/assets/fonts/montserrat.css', '/assets/fonts/oswald.css']);
    linkWebFonts(['Oswald']);
    expect(linked()).toHaveLength(2);
  });
});
