// Account Settings for a local account against the real API (SQLite in memory) and the real store: the sidebar's
// account menu opens it; each form calls the API and shows its answer.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@bento/ui/router';
import { ACCOUNT_OWNER_KEY, createDefaultGridData } from '@bento/core';
import { authChanged, createAppStore, getAuthAdapter, selectToasts, type AppStore } from '@bento/store';
import { startRealApi, type RealApi } from '@bento/store/testing';
import { hashPassword, verifyPassword } from '../../../api/src/auth/passwords';
import { createSession, sessionIdOf } from '../../../api/src/auth/sessions';
import { AccountArea } from '../sidebar/AccountArea';
import { ACCOUNT_DELETED } from './DeleteAccountForm';
import { NAME_SAVED } from './NameForm';
import { NOT_VERIFIED } from './EmailForm';
import { PASSWORD_CHANGED, PASSWORDS_DIFFER } from './PasswordForm';

jest.setTimeout(30_000);

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'lantern orchard velvet';
// Each answer costs the API a scrypt hash (or zxcvbn): give it time on a busy machine.
const SLOW = { timeout: 10_000 };

let api: RealApi;
let store: AppStore;

beforeEach(async () => {
  api = await startRealApi();
  // The real API's test user has no password; give it one, as a local sign-up would.
  await api.models.User.update(
    { passwordHash: await hashPassword(PASSWORD), fullName: 'Ada Lovelace' },
    { where: { id: api.userId } },
  );
  store = createAppStore();
  store.dispatch(
    authChanged({ isLoaded: true, isSignedIn: true, user: { ...api.user, fullName: 'Ada Lovelace' } }),
  );
  render(
    <Provider store={store}>
      <MemoryRouter>
        <AccountArea />
      </MemoryRouter>
    </Provider>,
  );
});
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await api.close();
});

async function openSettings(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Account Settings' }));
  // The settings forms are downloaded when the dialog is first opened.
  return { user, dialog: await screen.findByRole('dialog', { name: 'Account Settings' }) };
}

const section = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('region', { name }));

it('changes the name: saved by the API and shown in the sidebar at once', async () => {
  const { user, dialog } = await openSettings();
  const name = section(dialog, 'Name');
  const field = name.getByLabelText('Full name');
  expect(field).toHaveValue('Ada Lovelace');
  expect(name.getByRole('button', { name: 'Save Name' })).toBeDisabled();
  await user.clear(field);
  await user.type(field, '  Grace Hopper ');
  await user.click(name.getByRole('button', { name: 'Save Name' }));
  expect(await name.findByRole('status', {}, SLOW)).toHaveTextContent(NAME_SAVED);
  expect(field).toHaveValue('Grace Hopper');
  expect((await api.models.User.findByPk(api.userId))?.fullName).toBe('Grace Hopper');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('button', { name: /Grace Hopper/ })).toBeInTheDocument();
});

it("shows the API's message when the name is refused", async () => {
  const { user, dialog } = await openSettings();
  const name = section(dialog, 'Name');
  const field = name.getByLabelText('Full name');
  // Past the field's own limit only by pasting into a field without one: send 101 characters through the API.
  field.removeAttribute('maxlength');
  await user.clear(field);
  await user.click(field);
  await user.paste('x'.repeat(101));
  await user.click(name.getByRole('button', { name: 'Save Name' }));
  expect(await name.findByRole('alert', {}, SLOW)).toHaveTextContent(
    'Full name must be text of at most 100 characters.',
  );
  expect((await api.models.User.findByPk(api.userId))?.fullName).toBe('Ada Lovelace');
});

it('changes the password: other sessions end, this one stays, and the API refuses what it must', async () => {
  const other = await createSession(api.models, api.userId);
  const { user, dialog } = await openSettings();
  const password = section(dialog, 'Password');
  const submit = password.getByRole('button', { name: 'Change Password' });
  const fill = async (current: string, next: string, repeat = next) => {
    for (const [label, value] of [
      ['Current password', current],
      ['New password', next],
      ['Repeat new password', repeat],
    ] as const) {
      const input = password.getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    }
  };
  expect(submit).toBeDisabled();

  await fill(PASSWORD, NEW_PASSWORD, 'something else');
  await user.click(submit);
  expect(password.getByRole('alert')).toHaveTextContent(PASSWORDS_DIFFER);

  await fill('not my password', NEW_PASSWORD);
  await user.click(submit);
  expect(await password.findByRole('alert', {}, SLOW)).toHaveTextContent(
    'Your current password is incorrect.',
  );

  await fill(PASSWORD, 'password123');
  await user.click(submit);
  expect(await password.findByRole('alert', {}, SLOW)).toHaveTextContent(
    'This password is too common. Choose a less common password.',
  );
  expect(await api.models.Session.count({ where: { userId: api.userId } })).toBe(2);

  await fill(PASSWORD, NEW_PASSWORD);
  await user.click(submit);
  expect(await password.findByRole('status', {}, SLOW)).toHaveTextContent(PASSWORD_CHANGED);
  expect(password.getByLabelText('Current password')).toHaveValue('');
  const stored = await api.models.User.findByPk(api.userId);
  expect(await verifyPassword(NEW_PASSWORD, stored!.passwordHash!)).toBe(true);
  expect(await api.models.Session.findByPk(sessionIdOf(other.token))).toBeNull();
  expect(await api.models.Session.count({ where: { userId: api.userId } })).toBe(1);
  // This browser's token still works.
  expect((await api.call('GET', '/designs')).status).toBe(200);
});

it('deletes the account after the e-mail is typed; signs out and forgets the account on this device', async () => {
  const design = await api.call<{ id: string }>('POST', '/designs', {
    title: 'Mine',
    gridData: createDefaultGridData(),
  });
  const slug = `gone-${Date.now().toString(36)}`;
  await api.call('POST', `/designs/${design.body.id}/publish`, { siteTitle: 'Mine', slug });
  expect(localStorage.getItem(ACCOUNT_OWNER_KEY)).toBe(api.userId);
  localStorage.setItem('bento-account-box-content-storage', '{"boxes":[]}');

  const { user, dialog } = await openSettings();
  const danger = section(dialog, 'Delete account');
  const submit = danger.getByRole('button', { name: 'Delete Account' });
  const confirm = danger.getByLabelText(`Type ${api.user.email} to confirm`);
  await user.type(danger.getByLabelText('Password'), 'not my password');
  expect(submit).toBeDisabled();
  await user.type(confirm, 'someone-else@example.org');
  expect(submit).toBeDisabled();
  await user.clear(confirm);
  await user.type(confirm, api.user.email.toUpperCase());
  expect(submit).toBeEnabled();
  await user.click(submit);
  expect(await danger.findByRole('alert', {}, SLOW)).toHaveTextContent('Your password is incorrect.');
  expect(await api.models.User.findByPk(api.userId)).not.toBeNull();

  await user.clear(danger.getByLabelText('Password'));
  await user.type(danger.getByLabelText('Password'), PASSWORD);
  await user.click(submit);
  await waitFor(
    () => expect(selectToasts(store.getState()).map((toast) => toast.message)).toEqual([ACCOUNT_DELETED]),
    SLOW,
  );
  expect(await api.models.User.findByPk(api.userId)).toBeNull();
  expect(await api.models.Design.count({ where: { userId: api.userId } })).toBe(0);
  const site = await fetch(`${api.origin}/api/published-sites/slug/${slug}`);
  expect(site.status).toBe(404);
  // Signed out through the adapter, and the account's keys on this device are gone, as after Sign Out.
  await expect(getAuthAdapter().getToken()).resolves.toBeNull();
  expect(localStorage.getItem('bento-account-box-content-storage')).toBeNull();
  expect(localStorage.getItem(ACCOUNT_OWNER_KEY)).toBeNull();
});

it('asks for an e-mail change: a link goes to the new address, which replaces the old one only once it is opened', async () => {
  const { user, dialog } = await openSettings();
  const email = section(dialog, 'E-mail');
  expect(email.getByText(api.user.email)).toBeInTheDocument();
  expect(email.getByText(/Verified/)).toBeInTheDocument();
  const change = email.getByRole('button', { name: 'Change E-mail' });
  expect(change).toBeDisabled();
  await user.type(email.getByLabelText('New e-mail address'), 'grace@example.org');
  await user.type(email.getByLabelText('Current password'), 'not my password');
  await user.click(change);
  expect(await email.findByRole('alert', {}, SLOW)).toHaveTextContent('Your password is incorrect.');
  await user.clear(email.getByLabelText('Current password'));
  await user.type(email.getByLabelText('Current password'), PASSWORD);
  await user.click(change);
  expect(await email.findByRole('status', {}, SLOW)).toHaveTextContent(
    'We sent a link to grace@example.org. Your e-mail address changes when you open it (within 24 hours).',
  );
  expect(email.getByLabelText('New e-mail address')).toHaveValue('');
  const links = await api.models.EmailToken.findAll({ where: { userId: api.userId } });
  expect(links.map((link) => [link.purpose, link.email])).toEqual([['change', 'grace@example.org']]);
  expect((await api.models.User.findByPk(api.userId))?.email).toBe(api.user.email);
});

it('says when the address is not verified yet, and sends a new link', async () => {
  await api.models.User.update({ emailVerifiedAt: null }, { where: { id: api.userId } });
  store.dispatch(authChanged({ user: { ...api.user, fullName: 'Ada Lovelace', emailVerified: false } }));
  const { user, dialog } = await openSettings();
  const email = section(dialog, 'E-mail');
  expect(email.getByText(new RegExp(NOT_VERIFIED.slice(0, 20)))).toBeInTheDocument();
  await user.click(email.getByRole('button', { name: 'Send a new link' }));
  expect(await email.findByRole('status', {}, SLOW)).toHaveTextContent(
    `We sent a new verification link to ${api.user.email}. It expires in 24 hours.`,
  );
  const links = await api.models.EmailToken.findAll({ where: { userId: api.userId } });
  expect(links.map((link) => [link.purpose, link.email])).toEqual([['verify', api.user.email]]);
});
