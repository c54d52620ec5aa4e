import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultGridData } from '@bento/core';
import { designsApi, designsChanged, templatesApi, type AppStore } from '@bento/store';
import { realApiForEachTest } from '@bento/store/testing';
import { DesignsSidebar } from '../DesignsSidebar';
import { renderWithStore, settleAndCleanup, signedInStore } from '../designs/testing/renderWithStore';

// 'Submit as template' from a design card's menu, against the real API (POST /templates/submissions).

jest.setTimeout(20_000);

let store: AppStore;
const api = realApiForEachTest({ beforeClose: () => settleAndCleanup(store) });

async function renderWith(title: string): Promise<string> {
  const { id } = await designsApi.create(createDefaultGridData(), title);
  store = signedInStore(api.user);
  renderWithStore(<DesignsSidebar />, store);
  await screen.findByRole('list', { name: 'Your designs' });
  return id;
}

async function openDialog(title: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Options for ${title}` }));
  await user.click(screen.getByRole('menuitem', { name: 'Submit as template' }));
  // The dialog's code is downloaded when it is first opened.
  return { user, dialog: await screen.findByRole('dialog', { name: 'Submit as template' }) };
}

async function mine() {
  let items: Awaited<ReturnType<typeof templatesApi.mine>> = [];
  await act(async () => {
    items = await templatesApi.mine();
  });
  return items;
}

describe('Submit as template', () => {
  it('submits the design with title, category and description; says it will appear once approved', async () => {
    const designId = await renderWith('Garden party');
    const { user, dialog } = await openDialog('Garden party');
    const title = within(dialog).getByRole('textbox', { name: 'Template title' });
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Garden party');
    expect(title).toHaveAttribute('maxLength', '100');
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a category', 'Personal', 'Portfolio', 'Business', 'Events', 'Food', 'Media']);

    // The API's own checks, in its order, before anything is sent.
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Template title is required');
    await user.type(title, 'Summer garden party');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a category.');
    expect(api.requests.filter((request) => request.url.includes('/templates'))).toEqual([]);

    await user.selectOptions(category, 'Events');
    const description = within(dialog).getByRole('textbox', { name: 'Description (optional)' });
    expect(description).toHaveAttribute('maxLength', '500');
    await user.type(description, 'Invitations and a timetable.');
    expect(description).toHaveAccessibleDescription('28 / 500 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect(
      await within(dialog).findByText(
        'Thank you! “Summer garden party” was submitted for review. It will appear in the templates gallery once an administrator approves it.',
      ),
    ).toHaveAttribute('role', 'status');

    expect(await mine()).toEqual([
      expect.objectContaining({
        designId,
        title: 'Summer garden party',
        category: 'Events',
        description: 'Invitations and a timetable.',
        state: 'pending',
      }),
    ]);

    // Close puts focus back on the card's menu button.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Options for Garden party' })).toHaveFocus();
  });

  it("shows the API's message when it refuses: the design already waiting, the limit of 5", async () => {
    const designId = await renderWith('Menu');
    await act(async () => {
      await templatesApi.submit({ designId, title: 'Menu', category: 'Food' });
    });
    const first = await openDialog('Menu');
    await first.user.selectOptions(within(first.dialog).getByRole('combobox', { name: 'Category' }), 'Food');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Submit for review' }));
    expect(await within(first.dialog).findByRole('alert')).toHaveTextContent(
      'This design is already waiting for review.',
    );
    await first.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Four more waiting (five in all): the next one is refused by the limit.
    await act(async () => {
      for (let i = 0; i < 4; i += 1) {
        const { id } = await designsApi.create(createDefaultGridData(), `Other ${i}`);
        await templatesApi.submit({ designId: id, title: `Other ${i}`, category: 'Media' });
      }
      await designsApi.create(createDefaultGridData(), 'Sixth');
      store.dispatch(designsChanged());
    });
    await screen.findByRole('button', { name: 'Sixth' });
    const { user, dialog } = await openDialog('Sixth');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Business');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have 5 templates waiting for review. Please wait for a decision before submitting another.',
    );
    // Still there to try again later; nothing was added.
    expect(within(dialog).getByRole('button', { name: 'Submit for review' })).toBeEnabled();
    expect(await mine()).toHaveLength(5);
  });
});
