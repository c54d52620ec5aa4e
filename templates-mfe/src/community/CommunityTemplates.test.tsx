import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '@bento/ui/router';
import type { GridData } from '@bento/core';
import {
  authChanged,
  createAppStore,
  selectPendingTemplate,
  selectTemplateDesignId,
  type AppStore,
} from '@bento/store';
import { createAdmin, gridFixture, startRealApi, type RealApi, type TestAdmin } from '@bento/store/testing';
import { TEMPLATES } from '../catalog/catalog';
import { TemplatesScreen } from '../TemplatesScreen';

// The gallery's community templates, against the real API: submitted by a user, approved by an administrator
// (users.is_admin), then listed after the starter catalogue, marked 'Community' with the author's name.

jest.setTimeout(30_000);

let api: RealApi;
let admin: TestAdmin;

function renderScreen(store: AppStore = createAppStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/templates']}>
        <Routes>
          <Route path="/templates" element={<TemplatesScreen />} />
          <Route path="/" element={<p>The editor</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

// Rendering a dozen live thumbnails in jsdom takes a while: each wait allows for it.
const eventually = (check: () => void) => waitFor(check, { timeout: 5000 });
const cards = () => within(screen.getByRole('list', { name: 'Templates' })).getAllByRole('listitem');
const card = (title: string) => cards().find((item) => within(item).queryByRole('heading', { name: title }))!;
const titles = () => cards().map((item) => within(item).getByRole('heading').textContent);

/** A design of the current user submitted as a template, approved (or not) by the admin; answers its document. */
async function submit(title: string, category: string, approve = true): Promise<GridData> {
  const gridData = gridFixture(4);
  const design = await api.call<{ id: string }>('POST', '/designs', { title, gridData });
  const submission = await api.call<{ id: string }>('POST', '/templates/submissions', {
    designId: design.body.id,
    title,
    category,
    description: `${title}, shared by its author.`,
  });
  expect(submission.status).toBe(201);
  if (approve) {
    expect((await admin.call('POST', `/admin/templates/${submission.body.id}/approve`)).status).toBe(200);
  }
  return (await api.call<{ gridData: GridData }>('GET', `/designs/${design.body.id}`)).body.gridData;
}

beforeEach(async () => {
  api = await startRealApi();
  admin = await createAdmin(api);
});
afterEach(() => api.close());

describe('community templates in the gallery', () => {
  it('lists the approved ones after the starters at once shown, marked Community with the author', async () => {
    await submit('Farmers market', 'Food');
    await submit('Secret draft', 'Food', false);
    renderScreen();
    // The starters are there before the API has answered.
    expect(cards()).toHaveLength(TEMPLATES.length);
    expect(screen.getByText('Loading community templates…')).toBeInTheDocument();

    await eventually(() => expect(cards()).toHaveLength(TEMPLATES.length + 1));
    expect(titles().at(-1)).toBe('Farmers market');
    expect(titles()).not.toContain('Secret draft');
    const community = card('Farmers market');
    expect(within(community).getByText('Community')).toBeInTheDocument();
    expect(within(community).getByText('by Test User')).toBeInTheDocument();
    expect(within(community).getByText('Farmers market, shared by its author.')).toBeInTheDocument();
    // A live thumbnail of its own document.
    expect(community.querySelectorAll('section[data-columns] [data-box-id]')).toHaveLength(4);
    expect(screen.getByText(`${TEMPLATES.length + 1} templates`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more community templates' })).not.toBeInTheDocument();
  });

  it('filters by category and search like the starters, previews and uses one', async () => {
    const document = await submit('Farmers market', 'Food');
    await submit('Band poster', 'Media');
    const store = renderScreen();
    const user = userEvent.setup();
    await eventually(() => expect(cards()).toHaveLength(TEMPLATES.length + 2));

    const categories = screen.getByRole('group', { name: 'Categories' });
    await user.click(within(categories).getByRole('button', { name: 'Food' }));
    await eventually(() => expect(titles()).toContain('Farmers market'));
    expect(titles()).not.toContain('Band poster');
    expect(titles()).toEqual([
      ...TEMPLATES.filter((template) => template.category === 'Food').map((template) => template.title),
      'Farmers market',
    ]);
    await user.click(within(categories).getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'poster');
    expect(titles()).toEqual(['Band poster']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search templates' }));
    // The author's name and 'community' find them too.
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'community');
    expect(titles().sort()).toEqual(['Band poster', 'Farmers market']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search templates' }));

    await user.click(within(card('Farmers market')).getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Farmers market' });
    expect(within(dialog).getByText('A community template by Test User.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use this template' }));
    // Signed out: the document goes to the editor through the store, as a starter's does.
    expect(screen.getByText('The editor')).toBeInTheDocument();
    expect(selectPendingTemplate(store.getState())).toEqual({
      id: expect.stringMatching(/^community-/),
      title: 'Farmers market',
      gridData: document,
    });
  });

  it('signed in, using one makes it a new design', async () => {
    const document = await submit('Farmers market', 'Food');
    const store = createAppStore();
    store.dispatch(authChanged({ isLoaded: true, isSignedIn: true, user: api.user }));
    renderScreen(store);
    const user = userEvent.setup();
    await eventually(() => expect(titles()).toContain('Farmers market'));
    await user.click(within(card('Farmers market')).getByRole('button', { name: 'Use this template' }));
    await screen.findByText('The editor', undefined, { timeout: 5000 });
    const saved = await api.call<{ title: string; gridData: GridData }>(
      'GET',
      `/designs/${selectTemplateDesignId(store.getState())}`,
    );
    expect(saved.body.title).toBe('Farmers market');
    expect(saved.body.gridData.boxes).toEqual(document.boxes);
  });

  it('reads 24 at a time: Load more brings the next page', async () => {
    // 25 approved templates (seeded in the table as approvals leave them: the document as the API stores it).
    const design = await api.call<{ id: string }>('POST', '/designs', {
      title: 'Seed',
      gridData: gridFixture(1),
    });
    const stored = await api.call<{ gridData: GridData }>('GET', `/designs/${design.body.id}`);
    const author = api.userId;
    const rows = Array.from({ length: 25 }, (_, index) => ({
      userId: author,
      title: `Community ${String(index + 1).padStart(2, '0')}`,
      category: 'Personal',
      gridData: JSON.stringify(stored.body.gridData),
      state: 'approved' as const,
      reviewedAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
    }));
    await api.models.TemplateSubmission.bulkCreate(rows);
    renderScreen();
    const user = userEvent.setup();
    const more = await screen.findByRole(
      'button',
      { name: 'Load more community templates' },
      { timeout: 5000 },
    );
    expect(cards()).toHaveLength(TEMPLATES.length + 24);
    expect(titles()).toContain('Community 25');
    expect(titles()).not.toContain('Community 01');
    await user.click(more);
    await eventually(() => expect(cards()).toHaveLength(TEMPLATES.length + 25));
    expect(titles().at(-1)).toBe('Community 01');
    expect(screen.queryByRole('button', { name: 'Load more community templates' })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.startsWith('/api/templates'))).toEqual([
      { method: 'GET', url: '/api/templates?page=1' },
      { method: 'GET', url: '/api/templates?page=2' },
    ]);
  });

  it('when the API fails: the starters stay, a small note says so, and Try again reads again', async () => {
    await submit('Farmers market', 'Food');
    // Closed to new connections, as when the API is down.
    const requests = api.requests.length;
    await api.stop();
    renderScreen();
    expect(cards()).toHaveLength(TEMPLATES.length);
    expect(await screen.findByText("Community templates couldn't be loaded.")).toBeInTheDocument();
    expect(cards()).toHaveLength(TEMPLATES.length);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests.length).toBe(requests);
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByText("Community templates couldn't be loaded.")).toBeInTheDocument();
  });
});
