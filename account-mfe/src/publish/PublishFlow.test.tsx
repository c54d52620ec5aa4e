import { act, screen, waitFor, within } from '@testing-library/react';
import { editContextSet, publishRequested, selectProject, selectToasts } from '@bento/store';
import { publishDialogOpened } from '../state/accountActions';
import { createDesign, publicSite, publishDesign, uniqueSlug } from './testing/apiFixtures';
import { gridFixture, startRealApi, type RealApi } from '@bento/store/testing';
import { findPublishDialog, renderPublishFlow } from './testing/renderPublishFlow';

jest.setTimeout(30_000);

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi({ signedIn: false });
});
afterAll(() => api.close());
afterEach(() => jest.restoreAllMocks());

const dialog = () => screen.queryByRole('dialog', { name: 'Publish site' });
const radio = (name: string) => within(dialog()!).getByRole('radio', { name });
const designsOnServer = async () =>
  ((await api.call('GET', '/designs')).body as { items: { id: string; title: string }[] }).items;

describe("the editor's share button", () => {
  it('sends signed-out users to sign-in with a way back, and opens nothing', async () => {
    api.signOut();
    const { store } = renderPublishFlow({ signedIn: false, document: gridFixture(2) });
    act(() => {
      store.dispatch(publishRequested());
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/sign-in?redirect_url=${encodeURIComponent(window.location.href)}`,
      ),
    );
    expect(dialog()).not.toBeInTheDocument();
  });

  it('saves unsaved changes first (a new design), then publishes it', async () => {
    await api.signIn();
    const { store, user } = renderPublishFlow({ document: gridFixture(2), unsaved: true });
    act(() => {
      store.dispatch(publishRequested());
    });
    await findPublishDialog();
    const [design] = await designsOnServer();
    expect(selectProject(store.getState())).toMatchObject({
      currentDesignId: design!.id,
      hasUnsavedChanges: false,
    });
    expect(radio('Publish as a new site')).toBeChecked();

    const slug = uniqueSlug('saved-first');
    await user.type(within(dialog()!).getByRole('textbox', { name: 'Site title' }), 'Saved first');
    await user.clear(within(dialog()!).getByRole('textbox', { name: 'URL slug' }));
    await user.type(within(dialog()!).getByRole('textbox', { name: 'URL slug' }), slug);
    await user.click(within(dialog()!).getByRole('checkbox'));
    await user.click(within(dialog()!).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Site published successfully!');
    expect(await publicSite(api, slug)).toMatchObject({ status: 200, boxes: 2 });
  });

  it('opens republish mode for the owned site being edited', async () => {
    await api.signIn();
    const designId = await createDesign(api);
    const site = await publishDesign(api, designId, { siteTitle: 'Owned' });
    const { store } = renderPublishFlow({ document: gridFixture(1) });
    act(() => {
      store.dispatch(
        editContextSet({
          isEditMode: true,
          isOwner: true,
          site: { id: site.id, slug: site.slug, siteTitle: 'Owned', designId },
        }),
      );
      store.dispatch(publishRequested());
    });
    await findPublishDialog();
    expect(radio('Update this site')).toBeChecked();
    expect(within(dialog()!).getByRole('textbox', { name: 'URL slug' })).toHaveValue(site.slug);
  });
});

describe("the sidebar's publish and republish", () => {
  it("answers 'This design is already published' for Publish on a published design", async () => {
    await api.signIn();
    const designId = await createDesign(api);
    await publishDesign(api, designId);
    const { store } = renderPublishFlow();
    act(() => {
      store.dispatch(publishDialogOpened({ designId }));
    });
    await waitFor(() =>
      expect(selectToasts(store.getState())).toEqual([
        expect.objectContaining({ message: 'This design is already published' }),
      ]),
    );
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens new mode for an unpublished design and publishes its stored document', async () => {
    await api.signIn();
    const designId = await createDesign(api, 4);
    const { store, user } = renderPublishFlow({ document: gridFixture(1) });
    act(() => {
      store.dispatch(publishDialogOpened({ designId }));
    });
    await findPublishDialog();
    expect(radio('Publish as a new site')).toBeChecked();
    const slug = uniqueSlug('stored');
    const box = within(dialog()!);
    await user.type(box.getByRole('textbox', { name: 'Site title' }), 'Stored');
    await user.clear(box.getByRole('textbox', { name: 'URL slug' }));
    await user.type(box.getByRole('textbox', { name: 'URL slug' }), slug);
    await user.click(box.getByRole('checkbox'));
    await user.click(box.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Site published successfully!');
    expect(await publicSite(api, slug)).toMatchObject({ status: 200, boxes: 4 });
  });

  it('saves the current design before republishing, and stops with the message when that fails', async () => {
    await api.signIn();
    const designId = await createDesign(api);
    await publishDesign(api, designId);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { store } = renderPublishFlow({
      currentDesignId: designId,
      document: gridFixture(3),
      unsaved: true,
    });
    api.signOut();
    act(() => {
      store.dispatch(publishDialogOpened({ designId, mode: 'republish' }));
    });
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to save changes before republishing. Please try again.'),
    );
    expect(dialog()).not.toBeInTheDocument();
    expect(selectProject(store.getState()).hasUnsavedChanges).toBe(true);
  });

  it('saves the current design before republishing, then opens republish mode', async () => {
    const user = await api.signIn();
    const designId = await createDesign(api);
    await publishDesign(api, designId);
    const { store } = renderPublishFlow({
      currentDesignId: designId,
      document: gridFixture(6),
      unsaved: true,
    });
    act(() => {
      store.dispatch(publishDialogOpened({ designId, mode: 'republish' }));
    });
    await findPublishDialog();
    expect(radio('Update this site')).toBeChecked();
    expect(selectProject(store.getState()).hasUnsavedChanges).toBe(false);
    const saved = await api.call('GET', `/designs/${designId}`);
    expect((saved.body as { gridData: { boxes: unknown[] } }).gridData.boxes).toHaveLength(6);
    expect(user.id).toBeTruthy();
  });
});
