import { screen, waitFor, within } from '@testing-library/react';
import { NETWORK_ERROR_MESSAGE } from '@bento/store';
import { realApiForEachTest } from '@bento/store/testing';
import { NOT_AUTHORISED_TEXT } from './NotAuthorised';
import { signInAdmin } from './testing/apiFixtures';
import { renderAdmin } from './testing/renderAdmin';

jest.setTimeout(20_000);

const api = realApiForEachTest();

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () =>
  screen.getAllByRole('tab').find((item) => item.getAttribute('aria-selected') === 'true');

describe('who may open it', () => {
  it("shows a signed-in non-admin 'Not authorised' (the API's 403), with a way back to the editor", async () => {
    renderAdmin(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument();
    expect(screen.getByText(NOT_AUTHORISED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(api.requests.map((request) => request.url)).toEqual(['/api/admin/me']);
  });

  it('opens the panel for an admin: who is signed in, and the Sites tab', async () => {
    await signInAdmin(api);
    renderAdmin(api);
    expect(await screen.findByRole('tablist', { name: 'Admin sections' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByText(`Signed in as ${api.user.email}`)).toBeInTheDocument();
    expect(selectedTab()).toBe(tab('Sites'));
    expect(screen.getByRole('tabpanel', { name: 'Sites' })).toBeInTheDocument();
    expect(await screen.findByText('No sites yet.')).toBeInTheDocument();
  });

  it('says so, with Retry, when the check fails for another reason', async () => {
    await signInAdmin(api);
    await api.stop();
    renderAdmin(api);
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not authorised' })).toBeNull();
  });
});

describe('tabs', () => {
  it('is one tab stop; arrows, Home and End move between the sections and open them', async () => {
    await signInAdmin(api);
    const { user } = renderAdmin(api);
    await screen.findByRole('tablist');
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'Sites',
      'Reports',
      'Templates',
      'Users',
      'Remotes',
      'Audit log',
    ]);
    expect(screen.getAllByRole('tab').map((item) => item.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);

    tab('Sites').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Reports')).toHaveFocus();
    expect(selectedTab()).toBe(tab('Reports'));
    const reports = screen.getByRole('tabpanel', { name: 'Reports' });
    expect(reports).toHaveAttribute('aria-labelledby', tab('Reports').id);
    expect(tab('Reports')).toHaveAttribute('aria-controls', reports.id);
    expect(await within(reports).findByText('No open reports.')).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(tab('Audit log')).toHaveFocus();
    expect(await screen.findByText('No admin actions yet.')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe(tab('Sites'));
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe(tab('Audit log'));
    await user.keyboard('{Home}');
    expect(tab('Sites')).toHaveFocus();
    expect(screen.getAllByRole('tab').map((item) => item.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);

    await user.click(tab('Users'));
    expect(selectedTab()).toBe(tab('Users'));
    expect(await screen.findByRole('region', { name: 'Users' })).toBeInTheDocument();
  });

  it('opens the tab the address names (?tab=…)', async () => {
    await signInAdmin(api);
    renderAdmin(api, 'templates');
    await screen.findByRole('tablist');
    expect(selectedTab()).toBe(tab('Templates'));
    await waitFor(() => expect(screen.getByText('No pending templates.')).toBeInTheDocument());
  });
});
