import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, selectEditContext } from '@bento/store';
import { publishFixture, renderSiteEdit, startRealApi, type RealApi } from './edit/testing/siteEditHarness';

// Each error of /{slug}/edit (accounts-and-sites.md §2, §8): the red heading, the note with the edit screen's
// wording, 'Redirecting to homepage in N seconds...' from 3, then '/', and 'Go to Homepage Now'.

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi({ signedIn: false });
});
afterAll(() => api.close());
afterEach(() => {
  jest.useRealTimers();
  configureApi(`${api.origin}/api`);
});

/** A real server that answers every request with `status` and `body` (failures the API itself never gives). */
async function answeringServer(
  status: number,
  body: string,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'text/html' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The error heading, waiting on real I/O (the API answering) while timers are fake: Testing Library's waitFor
 * would only advance the fake clock, so the event loop is turned over instead until the answer has rendered.
 */
async function errorHeading(message: string): Promise<HTMLElement> {
  for (let turn = 0; turn < 10_000; turn += 1) {
    const heading = screen.queryByRole('heading', { name: message });
    if (heading) return heading;
    await act(async () => {
      await nextTurn();
    });
  }
  throw new Error(`no '${message}' heading`);
}

async function expectCountdownHome(message: string) {
  const heading = await errorHeading(message);
  expect(heading.closest('[role="alert"]')).toHaveTextContent(
    "The site you're trying to edit may have been removed or doesn't exist.",
  );
  expect(screen.getByText('Redirecting to homepage in 3 seconds...')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText('Redirecting to homepage in 2 seconds...')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText('Redirecting to homepage in 1 second...')).toBeInTheDocument();
  expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText('Home page')).toBeInTheDocument();
}

/** The countdown's clock is fake; promises and node's I/O stay real (the API answers for real). */
const fakeClock = () => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });

it("an unknown slug: 'Site not found', counted down to '/'", async () => {
  fakeClock();
  const view = renderSiteEdit('/no-such-site/edit');
  await expectCountdownHome('Site not found');
  // Leaving the screen left edit mode.
  expect(selectEditContext(view.store.getState()).isEditMode).toBe(false);
});

it("no slug: 'Invalid site URL'", async () => {
  fakeClock();
  renderSiteEdit('/no-slug/edit');
  await expectCountdownHome('Invalid site URL');
});

it("a site whose stored document is missing: 'No grid data found for this site'", async () => {
  const owner = await api.signIn();
  await api.models.PublishedSite.create({
    userId: owner.id,
    siteTitle: 'Empty',
    slug: 'edit-no-grid',
    published: true,
    gridData: 'null',
  });
  fakeClock();
  renderSiteEdit('/edit-no-grid/edit', { userId: owner.id });
  await expectCountdownHome('No grid data found for this site');
});

it("a server error: 'Failed to load site'", async () => {
  const failing = await answeringServer(503, 'down');
  configureApi(failing.base);
  fakeClock();
  renderSiteEdit('/any-site/edit');
  await expectCountdownHome('Failed to load site');
  await failing.close();
});

it("an answer that is not the site: 'Error loading site data'", async () => {
  const wrong = await answeringServer(200, '<html>not json</html>');
  configureApi(wrong.base);
  fakeClock();
  renderSiteEdit('/any-site/edit');
  await expectCountdownHome('Error loading site data');
  await wrong.close();
});

it("'Go to Homepage Now' goes home at once", async () => {
  const user = userEvent.setup();
  renderSiteEdit('/no-such-site/edit');
  await user.click(await screen.findByRole('button', { name: 'Go to Homepage Now' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
});

describe('a site an administrator took down', () => {
  async function takenDownSite(reason: string) {
    const owner = await api.signIn();
    const site = await publishFixture(api, 2, 'Counterfeit shop');
    await api.models.PublishedSite.update(
      { takenDownAt: new Date(), takedownReason: reason },
      { where: { id: site.id } },
    );
    return { owner, site };
  }

  it("tells its owner 'This site is unavailable' and the administrator's reason", async () => {
    const { owner, site } = await takenDownSite('Sells counterfeit goods');
    renderSiteEdit(`/${site.slug}/edit`, { userId: owner.id });
    const heading = await screen.findByRole('heading', { name: 'This site is unavailable' });
    await waitFor(() =>
      expect(heading.closest('[role="alert"]')).toHaveTextContent(
        'Taken down by an administrator: Sells counterfeit goods',
      ),
    );
  });

  it('tells anyone else only that it was taken down, never the reason', async () => {
    const { site } = await takenDownSite('Private reason 51c2');
    renderSiteEdit(`/${site.slug}/edit`);
    const heading = await screen.findByRole('heading', { name: 'This site is unavailable' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent(
      'It was taken down for a breach of the terms of service.',
    );
    expect(document.body).not.toHaveTextContent('Private reason 51c2');
  });
});
