import { act, screen, waitFor, within } from '@testing-library/react';
import { selectToasts } from '@bento/store';
import { editSiteDialogOpened } from '../state/accountActions';
import { createDesign, publicSite, publishDesign, uniqueSlug } from './testing/apiFixtures';
import { startRealApi, type RealApi } from '@bento/store/testing';
import { renderPublishFlow } from './testing/renderPublishFlow';

jest.setTimeout(30_000);

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi({ signedIn: false });
});
afterAll(() => api.close());

const dialog = () => screen.getByRole('dialog', { name: 'Edit site' });
const inDialog = () => within(dialog());
const field = (name: string) => inDialog().getByRole('textbox', { name });
const publishedBox = () => inDialog().getByRole('checkbox', { name: 'Published (publicly accessible)' });

async function openEditSite(siteTitle = 'Original', siteDescription = 'First words') {
  await api.signIn();
  const designId = await createDesign(api);
  const site = await publishDesign(api, designId, { siteTitle, siteDescription });
  const flow = renderPublishFlow({ currentDesignId: designId });
  act(() => {
    flow.store.dispatch(editSiteDialogOpened({ designId, siteId: site.id }));
  });
  await screen.findByRole('dialog', { name: 'Edit site' });
  await waitFor(() => expect(field('Description')).toHaveValue(siteDescription));
  return { ...flow, designId, site };
}

describe('the Edit Site dialog', () => {
  it("opens with the site's title, description, slug and published flag", async () => {
    const { site } = await openEditSite();
    expect(field('Site title')).toHaveValue('Original');
    expect(field('URL slug')).toHaveValue(site.slug);
    expect(publishedBox()).toBeChecked();
    expect(inDialog().getByText(/Only lowercase letters, numbers, and hyphens/)).toBeInTheDocument();
  });

  it('requires a title, then a slug, normalising what is typed', async () => {
    const { user } = await openEditSite();
    await user.clear(field('Site title'));
    await user.click(inDialog().getByRole('button', { name: 'Save changes' }));
    expect(inDialog().getByRole('alert')).toHaveTextContent('Site title is required');
    await user.type(field('Site title'), 'Back');
    await user.clear(field('URL slug'));
    await user.click(inDialog().getByRole('button', { name: 'Save changes' }));
    expect(inDialog().getByRole('alert')).toHaveTextContent('Site URL is required');
    await user.type(field('URL slug'), 'New Place!');
    expect(field('URL slug')).toHaveValue('new-place');
  });

  it('saves title, description and slug, toasts, refreshes the designs and closes', async () => {
    const { user, store, actions, site } = await openEditSite();
    const slug = uniqueSlug('moved');
    await user.clear(field('Site title'));
    await user.type(field('Site title'), 'Renamed');
    await user.clear(field('Description'));
    await user.type(field('Description'), 'Second words');
    await user.clear(field('URL slug'));
    await user.type(field('URL slug'), slug);
    await user.click(inDialog().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectToasts(store.getState()).map((toast) => toast.message)).toEqual([
      'Site updated successfully!',
    ]);
    expect(actions()).toContain('account/designsChanged');
    expect(await publicSite(api, slug)).toMatchObject({
      status: 200,
      siteTitle: 'Renamed',
      siteDescription: 'Second words',
    });
    expect((await publicSite(api, site.slug)).status).toBe(404);
  });

  it('takes the site offline with the published checkbox', async () => {
    const { user, site } = await openEditSite();
    await user.click(publishedBox());
    await user.click(inDialog().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await publicSite(api, site.slug)).status).toBe(404);
  });

  it("shows the server's message when the slug is taken, and stays open", async () => {
    const { user } = await openEditSite();
    const other = await publishDesign(api, await createDesign(api));
    await user.clear(field('URL slug'));
    await user.type(field('URL slug'), other.slug);
    await user.click(inDialog().getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(inDialog().getByRole('alert')).toHaveTextContent(
        'This URL is already taken. Please choose another.',
      ),
    );
  });

  it('keeps an unreadable description (unpublished site) unless it is edited', async () => {
    await api.signIn();
    const designId = await createDesign(api);
    const site = await publishDesign(api, designId, { siteDescription: 'Hidden words' });
    await api.call('PATCH', `/designs/${designId}/published-sites/${site.id}`, { published: false });
    const { store, user } = renderPublishFlow();
    act(() => {
      store.dispatch(editSiteDialogOpened({ designId, siteId: site.id }));
    });
    await screen.findByRole('textbox', { name: 'Site title' });
    expect(publishedBox()).not.toBeChecked();
    await user.click(publishedBox());
    await user.click(inDialog().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await publicSite(api, site.slug)).toMatchObject({ status: 200, siteDescription: 'Hidden words' });
  });
});
