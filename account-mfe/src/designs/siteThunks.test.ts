import { createDefaultGridData } from '@bento/core';
import { designsApi, selectToasts, UNPUBLISH_CONFIRM, type AppStore } from '@bento/store';
import { loadDesigns } from './accountQueries';
import { selectDesignFlash } from './designsSlice';
import { republishSite, unpublishSite } from './siteThunks';
import { syncPublishedSites } from './syncPublishedSites';
import { startRealApi, type RealApi } from '@bento/store/testing';
import { signedInStore } from './testing/renderWithStore';

jest.setTimeout(20_000);

let api: RealApi;
let store: AppStore;
let alertSpy: jest.SpyInstance;
let confirmSpy: jest.SpyInstance;

beforeEach(async () => {
  api = await startRealApi();
  store = signedInStore(api.user);
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(async () => {
  alertSpy.mockRestore();
  confirmSpy.mockRestore();
  await api.close();
});

let slugCount = 0;
async function publishedDesign(title = 'Site design') {
  const design = await designsApi.create(createDefaultGridData(), title);
  slugCount += 1;
  const site = await designsApi.publish(design.id, {
    siteTitle: title,
    slug: `site-${slugCount}-${Date.now()}`,
  });
  await loadDesigns(store.dispatch, { force: true });
  return { designId: design.id, siteId: site.id, slug: site.slug };
}

const toasts = () => selectToasts(store.getState()).map((toast) => toast.message);

it('unpublishes after confirmation and flashes the row red', async () => {
  const { designId, siteId, slug } = await publishedDesign();
  expect(await store.dispatch(unpublishSite(designId, siteId))).toBe(true);
  expect(confirmSpy).toHaveBeenCalledWith(UNPUBLISH_CONFIRM);
  expect(selectDesignFlash(store.getState(), designId)).toBe('unpublished');
  expect((await api.call('GET', `/published-sites/slug/${slug}`)).status).toBe(404);
});

it('keeps the site when the confirmation is declined', async () => {
  const { designId, siteId, slug } = await publishedDesign();
  confirmSpy.mockReturnValue(false);
  expect(await store.dispatch(unpublishSite(designId, siteId))).toBe(false);
  expect((await api.call('GET', `/published-sites/slug/${slug}`)).status).toBe(200);
});

it('republishes with a toast, and alerts the server message when the site is gone', async () => {
  const { designId, siteId } = await publishedDesign();
  expect(await store.dispatch(republishSite(designId, siteId))).toBe(true);
  expect(toasts()).toEqual(['Site republished successfully!']);
  await designsApi.unpublish(designId, siteId);
  await store.dispatch(republishSite(designId, siteId));
  expect(alertSpy).toHaveBeenCalledWith('Site not found');
});

it('syncs orphaned sites with the count, then says there is nothing to sync', async () => {
  const { designId } = await publishedDesign('Orphan');
  await designsApi.remove(designId);
  await store.dispatch(syncPublishedSites());
  await store.dispatch(syncPublishedSites());
  expect(toasts()).toEqual(['Successfully synced 1 published site!', 'No orphaned sites found to sync.']);
  expect((await designsApi.list()).map((design) => design.title)).toEqual(['Orphan']);
});

it('alerts the network wording when sync cannot reach the server', async () => {
  await api.stop();
  await store.dispatch(syncPublishedSites());
  expect(alertSpy).toHaveBeenCalledWith('Please check your connection and try again.');
});
