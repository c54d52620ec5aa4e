import { screen, waitFor, within } from '@testing-library/react';
import { realApiForEachTest } from '@bento/store/testing';
import { signInAdmin, submitTemplate } from '../testing/apiFixtures';
import { renderAdmin } from '../testing/renderAdmin';

jest.setTimeout(20_000);

const api = realApiForEachTest();

const card = (title: string) => screen.getByRole('listitem', { name: title });
const show = (name: string) => screen.getByRole('radio', { name });
const galleryTitles = async () =>
  (await api.call<{ items: { title: string }[] }>('GET', '/templates')).body.items.map((item) => item.title);

it('shows each pending submission with its live thumbnail, category, description and author; Approve lists it', async () => {
  const author = api.user;
  await submitTemplate(api, 'Photo wall', 'Big pictures, few words');
  await submitTemplate(api, 'Menu');
  await signInAdmin(api);
  const { user } = renderAdmin(api, 'templates');

  await screen.findByRole('list', { name: 'Template submissions' });
  const wall = within(card('Photo wall'));
  expect(wall.getByText('Portfolio')).toBeInTheDocument();
  expect(wall.getByText('Big pictures, few words')).toBeInTheDocument();
  expect(wall.getByText(`By ${author.fullName} (${author.email})`, { exact: false })).toBeInTheDocument();
  expect(within(card('Menu')).getByText('No description')).toBeInTheDocument();
  // The thumbnail is the submitted document drawn by the shared grid (a picture: hidden from assistive technology).
  const thumbnail = card('Photo wall').querySelector('[aria-hidden="true"]')!;
  expect(thumbnail).toHaveAttribute('inert');
  expect(thumbnail).toHaveTextContent('Box 1');
  expect(thumbnail).toHaveTextContent('Box 3');
  expect(show('Pending')).toBeChecked();
  expect(await galleryTitles()).toEqual([]);

  await user.click(wall.getByRole('button', { name: 'Approve Photo wall' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Photo wall' })).toBeNull());
  expect(screen.getByRole('status')).toHaveTextContent('“Photo wall” was approved');
  expect(await galleryTitles()).toEqual(['Photo wall']);

  await user.click(show('Approved'));
  await waitFor(() => expect(card('Photo wall')).toBeInTheDocument());
  expect(
    within(card('Photo wall')).getByText(new RegExp(`^Approved by ${api.user.email}`)),
  ).toBeInTheDocument();
  expect(within(card('Photo wall')).queryByRole('button', { name: /Approve/ })).toBeNull();
});

it('rejects with an optional reason the author sees; an approved one leaves the gallery', async () => {
  await submitTemplate(api, 'Resume');
  await submitTemplate(api, 'Landing');
  await signInAdmin(api);
  const { user } = renderAdmin(api, 'templates');
  await screen.findByRole('list', { name: 'Template submissions' });

  await user.click(within(card('Resume')).getByRole('button', { name: 'Reject Resume' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject “Resume”' });
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Reason (shown to the author)' }),
    'Mostly empty',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Resume' })).toBeNull());

  // Without a reason; then the approved one is rejected after all.
  await user.click(within(card('Landing')).getByRole('button', { name: 'Approve Landing' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Landing' })).toBeNull());
  expect(await galleryTitles()).toEqual(['Landing']);
  await user.click(show('Approved'));
  await user.click(await screen.findByRole('button', { name: 'Reject Landing' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(screen.getByText('No approved templates.')).toBeInTheDocument());
  expect(await galleryTitles()).toEqual([]);

  await user.click(show('Rejected'));
  await waitFor(() => expect(card('Resume')).toBeInTheDocument());
  expect(within(card('Resume')).getByText(/: “Mostly empty”$/)).toBeInTheDocument();
  expect(within(card('Landing')).queryByText(/“/)).toBeNull();
  expect(within(card('Landing')).getByRole('button', { name: 'Approve Landing' })).toBeInTheDocument();
});
