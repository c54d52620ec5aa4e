import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi, publishRequested } from '@bento/store';
import { setTimeout as realDelay } from 'node:timers/promises';
import { createDesign, publicSite, publishDesign, uniqueSlug } from './testing/apiFixtures';
import { gridFixture, startRealApi, type RealApi } from '@bento/store/testing';
import { findPublishDialog, renderPublishFlow, type FlowSetup } from './testing/renderPublishFlow';

jest.setTimeout(30_000);

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi({ signedIn: false });
});
afterAll(() => api.close());
afterEach(() => {
  jest.useRealTimers();
  configureApi(`${api.origin}/api`);
});

const dialog = () => screen.getByRole('dialog', { name: 'Publish site' });
const inDialog = () => within(dialog());
const title = () => inDialog().getByRole('textbox', { name: 'Site title' });
const slug = () => inDialog().getByRole('textbox', { name: 'URL slug' });
const description = () => inDialog().getByRole('textbox', { name: 'Description (optional)' });
const terms = () => inDialog().getByRole('checkbox', { name: /I accept the terms and conditions/ });
const button = (name: string) => inDialog().getByRole('button', { name });
const alertText = () => inDialog().getByRole('alert').textContent;

/** Signed in with a saved design that is current and shown in the editor; the share button pressed. */
async function openFromShare(setup: FlowSetup = {}, boxCount = 3) {
  await api.signIn();
  const designId = await createDesign(api, 2);
  const flow = renderPublishFlow({ currentDesignId: designId, document: gridFixture(boxCount), ...setup });
  act(() => {
    flow.store.dispatch(publishRequested());
  });
  // Not findPublishDialog: waitFor would move fake timers and never let the network answer.
  await until(() => screen.queryByRole('dialog', { name: 'Publish site' }) !== null);
  await sitesLoaded();
  return { ...flow, designId };
}

/** The dialog has read the user's sites (for the limit and the replace choice). */
const sitesLoaded = () => until(() => dialog().querySelector('form')?.getAttribute('aria-busy') === 'false');

/** Waits on the real network without moving (possibly fake) timers: waitFor would advance them. */
async function until(condition: () => boolean) {
  for (let tries = 0; tries < 500 && !condition(); tries += 1)
    await act(async () => {
      await realDelay(10);
    });
  expect(condition()).toBe(true);
}

const untilShown = (text: string) => until(() => screen.queryByText(text) !== null);

describe('the publish dialog in new mode', () => {
  it('derives the slug from the title until the slug is edited, normalised, with the hint and address', async () => {
    const { user } = await openFromShare();
    expect(inDialog().getByRole('radio', { name: 'Publish as a new site' })).toBeChecked();
    // It starts with the design's title (issue 29).
    expect(title()).toHaveValue('My design');
    expect(slug()).toHaveValue('my-design');
    await user.clear(title());
    await user.type(title(), 'My Portfolio 2026!');
    expect(slug()).toHaveValue('my-portfolio-2026');
    expect(inDialog().getByText(/Only lowercase letters, numbers, and hyphens/)).toHaveTextContent(
      'Your site will be at http://localhost/my-portfolio-2026',
    );
    await user.clear(slug());
    await user.type(slug(), 'Hello World_X');
    expect(slug()).toHaveValue('hello-worldx');
    await user.type(title(), ' More');
    expect(slug()).toHaveValue('hello-worldx');
    expect(inDialog().getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(description()).toHaveValue('');
  });

  it('runs the six submit checks in the spec order, each with its message', async () => {
    await api.signIn();
    const designId = await createDesign(api);
    const { store, user } = renderPublishFlow({ document: gridFixture(1) });
    act(() => {
      store.dispatch(publishRequested());
    });
    await findPublishDialog();
    const publish = () => button('Publish');
    const form = () => dialog().querySelector('form')!;

    expect(publish()).toBeDisabled();
    await user.click(terms());
    expect(publish()).toBeEnabled();
    await user.click(publish());
    await waitFor(() => expect(alertText()).toBe('Site title is required'));

    await user.type(title(), 'My Site');
    await user.clear(slug());
    await user.click(publish());
    await waitFor(() => expect(alertText()).toBe('Site URL is required'));

    await user.type(slug(), 'checks-site');
    await user.click(terms());
    expect(publish()).toBeDisabled();
    fireEvent.submit(form());
    await waitFor(() => expect(alertText()).toBe('You must accept the terms and conditions'));

    await user.click(inDialog().getByRole('radio', { name: 'Replace a site' }));
    expect(button('Replace site')).toBeDisabled();
    fireEvent.submit(form());
    await waitFor(() => expect(alertText()).toBe('Please select a site to replace'));

    await user.click(inDialog().getByRole('radio', { name: 'Publish as a new site' }));
    await user.click(terms());
    await user.click(publish());
    await waitFor(() => expect(alertText()).toBe('Please save your design first before publishing'));

    act(() => {
      store.dispatch({ type: 'project/currentDesignSet', payload: designId });
    });
    api.signOut();
    await user.click(publish());
    await waitFor(() => expect(alertText()).toBe('You must be logged in to publish your project.'));
    expect((await publicSite(api, 'checks-site')).status).toBe(404);
  });

  it('publishes the document on screen, says so, refreshes the designs and closes 2 s later', async () => {
    jest.useFakeTimers();
    const { user, actions, designId } = await openFromShare({ advanceTimers: jest.advanceTimersByTime }, 3);
    const slugValue = uniqueSlug('mine');
    await user.clear(title());
    await user.type(title(), 'Ada');
    await user.clear(slug());
    await user.type(slug(), slugValue);
    await user.type(description(), 'About me');
    await user.click(terms());
    await user.click(button('Publish'));
    await untilShown('Site published successfully!');

    expect(await publicSite(api, slugValue)).toEqual({
      status: 200,
      boxes: 3,
      siteTitle: 'Ada',
      siteDescription: 'About me',
    });
    const design = await api.call('GET', `/designs/${designId}`);
    expect((design.body as { publishedSites: { slug: string }[] }).publishedSites).toEqual([
      expect.objectContaining({ slug: slugValue }),
    ]);
    expect(actions()).toContain('account/designsChanged');
    expect(button('Publish')).toBeDisabled();
    expect(inDialog().getByRole('link', { name: 'View site' })).toHaveAttribute('href', `/${slugValue}`);
    expect(inDialog().getByRole('link', { name: 'View site' })).toHaveAttribute('target', '_blank');

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('copies the live address, and stays open once the user turns to the links', async () => {
    const { user } = await openFromShare();
    const slugValue = uniqueSlug('copy');
    await user.clear(slug());
    await user.type(slug(), slugValue);
    await user.click(terms());
    await user.click(button('Publish'));
    await untilShown('Site published successfully!');
    await user.click(button('Copy link'));
    await untilShown('Link copied');
    expect(await navigator.clipboard.readText()).toBe(`http://localhost/${slugValue}`);
    await act(async () => {
      await realDelay(2300);
    });
    expect(dialog()).toBeInTheDocument();
  });

  it("shows the server's message for a taken or reserved slug and stays open", async () => {
    const { user } = await openFromShare();
    const other = await createDesign(api);
    const taken = await publishDesign(api, other);
    await user.type(title(), 'Copy cat');
    await user.clear(slug());
    await user.type(slug(), taken.slug);
    await user.click(terms());
    await user.click(button('Publish'));
    await waitFor(() => expect(alertText()).toBe('This URL is already taken. Please choose another.'));

    await user.clear(slug());
    await user.type(slug(), 'api');
    await user.click(button('Publish'));
    await waitFor(() => expect(alertText()).toBe('This URL is reserved. Please choose another.'));
    expect(dialog()).toBeInTheDocument();
  });

  it('shows the network message when the server cannot be reached', async () => {
    const { user } = await openFromShare();
    configureApi('http://127.0.0.1:9/api');
    await user.type(title(), 'Offline');
    await user.click(terms());
    await user.click(button('Publish'));
    await waitFor(() => expect(alertText()).toBe('Please check your connection and try again.'));
  });
});

describe('the 5-site limit and replace mode', () => {
  it('warns at 5 sites, offers to replace one, and replaces the chosen site with this design', async () => {
    await api.signIn();
    const sites = [];
    for (let index = 0; index < 5; index += 1)
      sites.push(
        await publishDesign(api, await createDesign(api, 1), {
          siteTitle: `Site ${index + 1}`,
          siteDescription: `About site ${index + 1}`,
        }),
      );
    const designId = await createDesign(api, 2);
    const { store, user, actions } = renderPublishFlow({
      currentDesignId: designId,
      document: gridFixture(4),
    });
    act(() => {
      store.dispatch(publishRequested());
    });
    const warning = await screen.findByText("You've reached your limit of 5 published sites.");
    await user.click(
      within(warning.parentElement!).getByRole('button', { name: 'Replace an existing site' }),
    );
    expect(inDialog().getByRole('radio', { name: 'Replace a site' })).toBeChecked();
    expect(screen.queryByText("You've reached your limit of 5 published sites.")).not.toBeInTheDocument();
    expect(button('Replace site')).toBeDisabled();

    const target = sites[2]!;
    await user.selectOptions(inDialog().getByRole('combobox', { name: 'Site to replace' }), target.id);
    // The replaced site's own title and description fill the fields (issue 29).
    expect(title()).toHaveValue('Site 3');
    expect(description()).toHaveValue('About site 3');
    await user.clear(title());
    await user.type(title(), 'Replaced');
    await user.click(button('Replace site'));
    await untilShown('Site replaced successfully!');
    expect(await publicSite(api, target.slug)).toMatchObject({
      status: 200,
      boxes: 4,
      siteTitle: 'Replaced',
      siteDescription: 'About site 3',
    });
    expect(actions()).toContain('account/designsChanged');
    // The site is the replacing design's now: its Live badge, not the old design's.
    const design = await api.call('GET', `/designs/${designId}`);
    expect((design.body as { publishedSites: { id: string }[] }).publishedSites).toEqual([
      expect.objectContaining({ id: target.id }),
    ]);
  });

  it('the fifth publish shows only its success, not the limit warning', async () => {
    const { user } = await openFromShare();
    for (let index = 0; index < 4; index += 1) await publishDesign(api, await createDesign(api, 1));
    await user.clear(slug());
    await user.type(slug(), uniqueSlug('fifth'));
    await user.click(terms());
    await user.click(button('Publish'));
    await untilShown('Site published successfully!');
    // The sites are read again after the publish (five now): still no warning.
    await act(async () => {
      await realDelay(300);
    });
    expect(screen.queryByText("You've reached your limit of 5 published sites.")).not.toBeInTheDocument();
  });

  it("shows the server's limit message and the warning when the limit is reached meanwhile", async () => {
    const { user } = await openFromShare();
    for (let index = 0; index < 5; index += 1) await publishDesign(api, await createDesign(api, 1));
    await user.type(title(), 'One too many');
    expect(screen.queryByText("You've reached your limit of 5 published sites.")).not.toBeInTheDocument();
    await user.click(terms());
    await user.click(button('Publish'));
    await waitFor(() =>
      expect(
        inDialog()
          .getAllByRole('alert')
          .map((node) => node.textContent),
      ).toEqual([
        expect.stringContaining("You've reached your limit of 5 published sites."),
        "You've reached your limit of 5 published sites.",
      ]),
    );
  });
});

describe('republish mode', () => {
  it("is the default when the design has a site: prefilled, slug fixed, updates the site's content", async () => {
    await api.signIn();
    const designId = await createDesign(api, 2);
    const site = await publishDesign(api, designId, { siteTitle: 'Live one', siteDescription: 'Kept' });
    const { store, user, actions } = renderPublishFlow({
      currentDesignId: designId,
      document: gridFixture(5),
    });
    act(() => {
      store.dispatch(publishRequested());
    });
    await findPublishDialog();
    expect(inDialog().getByRole('radio', { name: 'Update this site' })).toBeChecked();
    expect(title()).toHaveValue('Live one');
    expect(slug()).toHaveValue(site.slug);
    expect(slug()).toHaveAttribute('readonly');
    await waitFor(() => expect(description()).toHaveValue('Kept'));
    expect(inDialog().queryByRole('checkbox')).not.toBeInTheDocument();

    await user.clear(title());
    await user.type(title(), 'Live two');
    await user.click(button('Update site'));
    await untilShown('Site updated successfully!');
    expect(await publicSite(api, site.slug)).toEqual({
      status: 200,
      boxes: 5,
      siteTitle: 'Live two',
      siteDescription: 'Kept',
    });
    expect(actions()).toContain('account/designsChanged');
  });

  it('switches to new mode with a slug from the title, and back', async () => {
    await api.signIn();
    const designId = await createDesign(api, 2);
    const site = await publishDesign(api, designId, { siteTitle: 'Second Home' });
    const { store, user } = renderPublishFlow({ currentDesignId: designId, document: gridFixture(1) });
    act(() => {
      store.dispatch(publishRequested());
    });
    await findPublishDialog();
    await user.click(inDialog().getByRole('radio', { name: 'Publish as a new site' }));
    expect(slug()).toHaveValue('second-home');
    expect(slug()).not.toHaveAttribute('readonly');
    expect(button('Publish')).toBeDisabled();
    await user.click(inDialog().getByRole('radio', { name: 'Update this site' }));
    expect(slug()).toHaveValue(site.slug);
  });
});
