import { deflateSync } from 'node:zlib';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FAVICON_MAX_BYTES, SITE_SEARCH_TEXTS } from '@bento/core';
import { gridFixture, startRealApi, type RealApi } from '@bento/store/testing';
import { pngWithIdat } from '../../../api/src/uploads/testImages';
import { editSiteDialogOpened } from '../state/accountActions';
import { publishDesign } from './testing/apiFixtures';
import { renderPublishFlow } from './testing/renderPublishFlow';

// Edit Site's 'Search and sharing' (issue 32) against the real API: the settings saved with the site, the favicon
// saved at once and resized by the server, the share image chosen from the page's images, the card previewed.

jest.setTimeout(30_000);

const IMAGE = 'https://images.example/cover.png';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi({ signedIn: false });
});
afterAll(() => api.close());

/** A real `side` × `side` grey PNG (the server decodes and resizes it). */
function greyPng(side: number): Uint8Array<ArrayBuffer> {
  const row = Buffer.alloc(1 + side * 3, 0x80);
  row[0] = 0; // filter: none
  const idat = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)));
  return new Uint8Array(pngWithIdat(side, side, idat));
}

const dialog = () => screen.getByRole('dialog', { name: 'Edit site' });
const inDialog = () => within(dialog());
const section = () => within(inDialog().getByRole('group', { name: 'Search and sharing' }));

async function openEditSite() {
  await api.signIn();
  const grid = gridFixture(2);
  grid.boxes[1] = { ...grid.boxes[1]!, style: { ...grid.boxes[1]!.style, bgImageUrl: IMAGE } };
  const created = await api.call<{ id: string }>('POST', '/designs', { gridData: grid, title: 'Ada' });
  const designId = created.body.id;
  const site = await publishDesign(api, designId, {
    siteTitle: 'Ada Portfolio',
    siteDescription: 'Things I made',
  });
  const flow = renderPublishFlow({ currentDesignId: designId });
  act(() => {
    flow.store.dispatch(editSiteDialogOpened({ designId, siteId: site.id }));
  });
  await screen.findByRole('dialog', { name: 'Edit site' });
  await screen.findByRole('group', { name: 'Search and sharing' });
  const sitePath = `/designs/${designId}/published-sites/${site.id}`;
  return { ...flow, sitePath };
}

describe("Edit Site's search and sharing", () => {
  it("defaults to the site's title and description, saves what is set and previews the share card", async () => {
    const { user, sitePath } = await openEditSite();
    const title = section().getByRole('textbox', { name: 'Search title' });
    const description = section().getByRole('textbox', { name: 'Search description' });
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('placeholder', 'Ada Portfolio');
    expect(description).toHaveAttribute('placeholder', 'Things I made');
    const card = within(section().getByRole('figure', { name: 'Share card preview' }));
    expect(card.getByText('Ada Portfolio')).toBeInTheDocument();
    expect(card.getByText('Things I made')).toBeInTheDocument();
    expect(card.getByText(window.location.host)).toBeInTheDocument();
    // The page's first image is the default.
    expect(section().getByRole('radio', { name: "Page's first image" })).toBeChecked();
    expect(card.getByRole('presentation')).toHaveAttribute('src', IMAGE);

    await user.type(title, 'Ada Lovelace');
    await user.type(description, 'Notes on the engine');
    await user.click(section().getByRole('checkbox', { name: 'Hide from search engines' }));
    await user.click(section().getByRole('radio', { name: 'Image 1' }));
    expect(card.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(card.getByText('Notes on the engine')).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await api.call('GET', sitePath)).body).toMatchObject({
      searchTitle: 'Ada Lovelace',
      searchDescription: 'Notes on the engine',
      noindex: true,
      shareImageUrl: IMAGE,
    });
  });

  it('refuses a favicon too large or not an image, saves one at once, shows it, and removes it', async () => {
    const { user, sitePath } = await openEditSite();
    const input = dialog().querySelector<HTMLInputElement>('input[type=file][accept^="image/png"]')!;
    // Refused here by its size, then by the server for its bytes: each with its message.
    await user.upload(
      input,
      new File([new Uint8Array(new ArrayBuffer(FAVICON_MAX_BYTES + 1))], 'big.png', { type: 'image/png' }),
    );
    expect(section().getByRole('alert')).toHaveTextContent(SITE_SEARCH_TEXTS.faviconTooLarge);
    await user.upload(input, new File(['not an image'], 'fake.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(section().getByRole('alert')).toHaveTextContent(SITE_SEARCH_TEXTS.faviconInvalid),
    );

    await user.upload(input, new File([greyPng(64)], 'icon.png', { type: 'image/png' }));
    await waitFor(() => expect(section().getByText(SITE_SEARCH_TEXTS.faviconSaved)).toBeInTheDocument());
    const saved = (await api.call<{ favicon: { icon180: string } }>('GET', sitePath)).body.favicon;
    expect(section().getByRole('img', { name: 'Current favicon' })).toHaveAttribute('src', saved.icon180);

    await user.click(section().getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(section().getByText(SITE_SEARCH_TEXTS.faviconRemoved)).toBeInTheDocument());
    expect(section().queryByRole('img', { name: 'Current favicon' })).not.toBeInTheDocument();
    expect((await api.call('GET', sitePath)).body).toMatchObject({ favicon: null });
  });
});
