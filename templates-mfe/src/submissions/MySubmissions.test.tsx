// Issue 29: an author sees their template submissions and where each stands, against the real API.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { authChanged, createAppStore } from '@bento/store';
import { createAdmin, gridFixture, realApiForEachTest } from '@bento/store/testing';
import { MySubmissions } from './MySubmissions';

const api = realApiForEachTest();

async function submitted(title: string): Promise<string> {
  const design = await api.call<{ id: string }>('POST', '/designs', { title, gridData: gridFixture(2) });
  const submission = await api.call<{ id: string }>('POST', '/templates/submissions', {
    designId: design.body.id,
    title,
    category: 'Food',
  });
  expect(submission.status).toBe(201);
  return submission.body.id;
}

function renderSignedIn(signedIn = true) {
  const store = createAppStore();
  if (signedIn) store.dispatch(authChanged({ isLoaded: true, isSignedIn: true, user: api.user }));
  return render(
    <Provider store={store}>
      <MySubmissions />
    </Provider>,
  );
}

it('lists each submission with its state: waiting, approved, or rejected with the reason', async () => {
  const admin = await createAdmin(api);
  await submitted('Bakery menu');
  const approved = await submitted('Band poster');
  const rejected = await submitted('Half-finished page');
  expect((await admin.call('POST', `/admin/templates/${approved}/approve`)).status).toBe(200);
  const reason = { reason: 'The boxes are still empty.' };
  expect((await admin.call('POST', `/admin/templates/${rejected}/reject`, reason)).status).toBe(200);

  renderSignedIn();
  await userEvent.click(await screen.findByText('Your submissions (3)'));
  const list = screen.getByRole('list', { name: 'Your submissions' });
  const state = (title: string) =>
    within(list).getByText(title).closest('li')!.querySelector('[class*="state"]')?.textContent;
  expect(state('Bakery menu')).toBe('Waiting for review');
  expect(state('Band poster')).toBe('Approved: in the gallery');
  expect(state('Half-finished page')).toBe('Rejected: The boxes are still empty.');
});

it('shows nothing to someone who submitted nothing, or who is signed out', async () => {
  const { container } = renderSignedIn();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(api.requests.map((request) => request.url)).toContain('/api/templates/submissions/mine');
  expect(container).toBeEmptyDOMElement();
  const signedOut = renderSignedIn(false);
  expect(signedOut.container).toBeEmptyDOMElement();
});
