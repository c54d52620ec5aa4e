import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultGridData } from '@bento/core';
import {
  editContextSet,
  localDraftChanged,
  selectSiteResetRequests,
  sidebarOpenSet,
  toastShown,
  type AppStore,
} from '@bento/store';
import { DesignsSidebar } from './DesignsSidebar';
import { realApiForEachTest } from '@bento/store/testing';
import { useFakeClock } from './designs/testing/fakeClock';
import { renderWithStore, settleAndCleanup, signedInStore } from './designs/testing/renderWithStore';

jest.setTimeout(20_000);

let store: AppStore;
const api = realApiForEachTest({
  beforeClose: async () => {
    jest.useRealTimers();
    await settleAndCleanup(store);
  },
});

async function seed(title: string): Promise<string> {
  const res = await api.call<{ id: string }>('POST', '/designs', {
    title,
    gridData: createDefaultGridData(),
  });
  return res.body.id;
}

function renderSidebar(signedIn = true) {
  store = signedInStore(signedIn ? api.user : null);
  return renderWithStore(<DesignsSidebar />, store);
}

const cardTitles = async () => {
  const list = await screen.findByRole('list', { name: 'Your designs' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('button')?.textContent);
};

describe('signed out', () => {
  it('shows the sign-in empty state, the local summary and the sign-in prompt', () => {
    renderSidebar(false);
    expect(screen.getByRole('heading', { name: 'Designs' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue')).toBeInTheDocument();
    expect(screen.getByText('Save and manage your designs')).toBeInTheDocument();
    expect(screen.getByTestId('local-design-summary')).toHaveTextContent(/^Working locally: \d+ box(es)?$/);
    expect(screen.getByText('Sign in to save and sync your designs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/sign-in?redirect_url=${encodeURIComponent(window.location.href)}`,
    );
    expect(screen.queryByRole('button', { name: 'New Design' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/templates');
  });
});

describe('signed in', () => {
  it('says there are no designs yet', async () => {
    renderSidebar();
    expect(await screen.findByText('No designs yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first design to get started')).toBeInTheDocument();
  });

  it('lists designs by last update and filters them by title', async () => {
    await seed('Portfolio');
    await seed('Recipes');
    await seed('Photo portfolio');
    renderSidebar();
    expect(await cardTitles()).toEqual(['Photo portfolio', 'Recipes', 'Portfolio']);

    const search = screen.getByRole('searchbox', { name: 'Search designs' });
    await userEvent.type(search, 'PORTF');
    expect(await cardTitles()).toEqual(['Photo portfolio', 'Portfolio']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No matching designs')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search')).toBeInTheDocument();
  });

  it('creates a design with New Design, which flashes green for 3 seconds', async () => {
    renderSidebar();
    await screen.findByText('No designs yet');
    const waitReal = useFakeClock();
    act(() => screen.getByRole('button', { name: 'New Design' }).click());
    await waitReal(() => screen.queryByRole('list', { name: 'Your designs' }) !== null);
    const card = within(screen.getByRole('list', { name: 'Your designs' })).getByRole('listitem');
    expect(card).toHaveTextContent('Untitled design');
    expect(card).toHaveAttribute('data-flash', 'created');
    act(() => jest.advanceTimersByTime(2999));
    expect(card).toHaveAttribute('data-flash', 'created');
    act(() => jest.advanceTimersByTime(1));
    expect(card).not.toHaveAttribute('data-flash');
  });

  it('disables New Design at 10 designs; the limit notice shows for exactly 5 seconds', async () => {
    for (let i = 0; i < 10; i += 1) await seed(`Design ${i}`);
    renderSidebar();
    await screen.findByRole('list', { name: 'Your designs' });
    const newDesign = screen.getByRole('button', { name: 'New Design' });
    expect(newDesign).toBeDisabled();
    // It says why.
    const why = 'You have 10 designs, the most an account keeps. Delete one to make room.';
    expect(newDesign).toHaveAccessibleDescription(why);
    expect(newDesign).toHaveAttribute('title', why);

    // Duplicate is the way to run into the limit from the UI.
    await userEvent.click(screen.getByRole('button', { name: 'Options for Design 9' }));
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    act(() => screen.getByRole('menuitem', { name: 'Duplicate' }).click());
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Design Limit Reached: You have reached the maximum limit of 10 designs. Delete some designs to create new ones.',
    );
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Edit Mode' and selecting a card does nothing there", async () => {
    await seed('Mine');
    renderSidebar();
    act(() => {
      store.dispatch(editContextSet({ isEditMode: true, isOwner: true, site: null }));
    });
    expect(screen.getByRole('heading', { name: 'Edit Mode' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Mine' }));
    expect(store.getState().project.currentDesignId).toBeNull();
  });

  it('shows Reset Changes in edit mode while a local draft of the site exists', async () => {
    renderSidebar();
    const site = { id: 's1', slug: 'my-site', siteTitle: 'My site', designId: null };
    act(() => {
      store.dispatch(editContextSet({ isEditMode: true, isOwner: true, site }));
    });
    expect(screen.queryByRole('button', { name: 'Reset Changes' })).not.toBeInTheDocument();
    // Appears as soon as the sites remote keeps a draft (no reload), and asks it to reset.
    act(() => {
      store.dispatch(localDraftChanged('my-site'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Changes' }));
    expect(selectSiteResetRequests(store.getState())).toBe(1);
    act(() => {
      store.dispatch(localDraftChanged(null));
    });
    expect(screen.queryByRole('button', { name: 'Reset Changes' })).not.toBeInTheDocument();
  });
});

describe('the signed-in code, downloaded once someone is signed in', () => {
  it('shows the list loading while it downloads, then the list', async () => {
    renderSidebar();
    expect(screen.getByRole('status', { name: 'Loading designs' })).toBeInTheDocument();
    expect(await screen.findByText('No designs yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Design' })).toBeEnabled();
  });
});

describe('open and closed', () => {
  it('hides the panel while closed but keeps showing toasts, each for 4 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    renderSidebar(false);
    act(() => {
      store.dispatch(sidebarOpenSet(false));
      store.dispatch(toastShown('Site updated successfully!'));
    });
    expect(screen.queryByRole('complementary', { name: 'Designs' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Site updated successfully!');
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
