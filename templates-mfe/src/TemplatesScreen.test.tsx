import {
  authChanged,
  createAppStore,
  selectPendingTemplate,
  selectTemplateDesignId,
  type AppStore,
} from '@bento/store';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '@bento/ui/router';
import { gridFixture, startRealApi, type RealApi } from '@bento/store/testing';
import { TEMPLATES } from './catalog/catalog';
import { TemplatesScreen } from './TemplatesScreen';

jest.setTimeout(20_000);

function renderScreen(store: AppStore) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/templates']}>
        <Routes>
          <Route path="/templates" element={<TemplatesScreen />} />
          <Route path="/" element={<p>The editor</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Templates' })).getAllByRole('listitem');
const card = (title: string) => cards().find((item) => within(item).queryByRole('heading', { name: title }))!;

describe('the templates gallery', () => {
  it('shows every template with a live thumbnail of its own document', () => {
    renderScreen(createAppStore());
    expect(cards()).toHaveLength(TEMPLATES.length);
    expect(screen.getByText(`${TEMPLATES.length} templates`)).toBeInTheDocument();
    const first = TEMPLATES[0]!;
    const thumbnail = card(first.title).querySelector('section[data-columns]')!;
    expect(thumbnail.querySelectorAll('[data-box-id]')).toHaveLength(first.document.boxes.length);
  });

  it('filters by category and by search, and says when nothing matches', () => {
    renderScreen(createAppStore());
    const category = TEMPLATES[0]!.category;
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { name: category }),
    );
    expect(cards()).toHaveLength(TEMPLATES.filter((template) => template.category === category).length);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search templates' }), {
      target: { value: TEMPLATES[1]!.title },
    });
    expect(cards().map((item) => within(item).getByRole('heading').textContent)).toContain(
      TEMPLATES[1]!.title,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search templates' }), {
      target: { value: 'zzzz' },
    });
    expect(screen.getByText(/No templates match/)).toBeInTheDocument();
  });

  it('previews a template at phone, tablet and desktop width', () => {
    renderScreen(createAppStore());
    const template = TEMPLATES[2]!;
    fireEvent.click(within(card(template.title)).getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: template.title });
    const stage = within(dialog).getByTestId('template-preview-stage');
    for (const [label, breakpoint] of [
      ['Phone', 'mobile'],
      ['Tablet', 'tablet'],
      ['Desktop', 'desktop'],
    ] as const) {
      fireEvent.click(within(dialog).getByRole('button', { name: label }));
      expect(stage.querySelector('section[data-columns]')).toHaveAttribute('data-breakpoint', breakpoint);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signed out, hands the document to the editor through the store and goes there', () => {
    const store = createAppStore();
    renderScreen(store);
    const template = TEMPLATES[3]!;
    fireEvent.click(within(card(template.title)).getByRole('button', { name: 'Use this template' }));
    expect(selectPendingTemplate(store.getState())).toEqual({
      id: template.id,
      title: template.title,
      gridData: template.document,
    });
    expect(screen.getByText('The editor')).toBeInTheDocument();
  });
});

describe('signed in', () => {
  let api: RealApi;
  let store: AppStore;
  beforeEach(async () => {
    api = await startRealApi();
    store = createAppStore();
    store.dispatch(authChanged({ isLoaded: true, isSignedIn: true, user: api.user }));
  });
  afterEach(() => api.close());

  it('makes the template a new design titled after it, then goes to the editor to open it', async () => {
    renderScreen(store);
    const template = TEMPLATES[0]!;
    fireEvent.click(within(card(template.title)).getByRole('button', { name: 'Use this template' }));
    // The design is created on the real API, which also answers the gallery's community read meanwhile.
    await screen.findByText('The editor', undefined, { timeout: 5000 });
    const designId = selectTemplateDesignId(store.getState());
    const saved = await api.call<{ title: string; gridData: { boxes: unknown[] } }>(
      'GET',
      `/designs/${designId}`,
    );
    expect(saved.body.title).toBe(template.title);
    expect(saved.body.gridData.boxes).toHaveLength(template.document.boxes.length);
  });

  it('at 10 designs, stays and shows the limit message', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await api.call('POST', '/designs', { title: `D${i}`, gridData: gridFixture(1) })).status).toBe(
        201,
      );
    }
    renderScreen(store);
    fireEvent.click(within(card(TEMPLATES[0]!.title)).getByRole('button', { name: 'Use this template' }));
    // The real API refuses the eleventh design (seconds on a busy CI machine, as above).
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      /maximum limit of 10 designs/,
    );
    expect(selectTemplateDesignId(store.getState())).toBeNull();
    expect(screen.queryByText('The editor')).toBeNull();
  });
});
