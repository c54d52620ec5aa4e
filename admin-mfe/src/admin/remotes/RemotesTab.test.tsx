import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { realApiForEachTest } from '@bento/store/testing';
import { STORE_CONTRACT_VERSION } from '@bento/store/contractVersion';
import { releaseService } from '../../../../api/src/releases/releaseService';
import { signInAdmin } from '../testing/apiFixtures';
import { findRegion, renderAdmin } from '../testing/renderAdmin';

jest.setTimeout(30_000);

const api = realApiForEachTest();

async function recordReleases() {
  const releases = releaseService(api.models, () => ({
    contractVersion: STORE_CONTRACT_VERSION,
    shared: {},
  }));
  const release = (version: string, contractVersion = STORE_CONTRACT_VERSION) =>
    releases.record({
      remote: 'editor',
      version,
      manifestUrl: null,
      gitCommit: 'c0ffee1234',
      contractVersion,
      shared: {},
    });
  await release('ed1111111111');
  await release('ed9999999999', '99.0.0');
}

it("lists each remote's releases; activates one and rolls back, with what each came to", async () => {
  await recordReleases();
  await signInAdmin(api);
  const { user } = renderAdmin(api, 'remotes');
  const editor = await findRegion('editor releases');
  expect(within(editor).getAllByRole('row')).toHaveLength(3);
  expect(screen.getByText('No releases yet: npm run remote -- release embeds')).toBeInTheDocument();

  await user.click(within(editor).getByRole('button', { name: 'Activate editor ed1111111111' }));
  expect(await screen.findByText('editor now serves ed1111111111.')).toBeInTheDocument();
  const active = await within(await findRegion('editor releases')).findByText('Active');
  expect(active.closest('tr')).toHaveTextContent('ed1111111111');
  expect(await screen.findByRole('list', { name: 'editor switches' })).toHaveTextContent(
    `activate ed1111111111 by admin:${api.user.email}`,
  );

  await user.click(screen.getByRole('button', { name: 'Roll back editor' }));
  expect(await screen.findByText('editor was rolled back.')).toBeInTheDocument();
  const editorHead = screen.getByRole('heading', { name: 'editor' }).parentElement!;
  expect(await within(editorHead).findByText('serves its built dist')).toBeInTheDocument();
});

it('shows why the server refuses a release the shell cannot run, and switches nothing', async () => {
  await recordReleases();
  await signInAdmin(api);
  const { user } = renderAdmin(api, 'remotes');
  const editor = await findRegion('editor releases');
  await user.click(within(editor).getByRole('button', { name: 'Activate editor ed9999999999' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `editor ed9999999999 cannot run in this shell: it was built against store contract 99.0.0, and the shell runs contract ${STORE_CONTRACT_VERSION}.`,
  );
  expect(within(await findRegion('editor releases')).queryByText('Active')).toBeNull();
});

it("shows a canary's share and each release's loads and failures; promotes one canary and ends another", async () => {
  await recordReleases();
  const releases = releaseService(api.models, () => ({
    contractVersion: STORE_CONTRACT_VERSION,
    shared: {},
  }));
  await releases.record({
    remote: 'editor',
    version: 'ed2222222222',
    manifestUrl: null,
    gitCommit: null,
    contractVersion: STORE_CONTRACT_VERSION,
    shared: {},
  });
  await releases.activate('editor', 'ed1111111111', 'test');
  await releases.canary('editor', 'ed2222222222', 30, 'test');
  await releases.report('editor', 'ed2222222222', 'load');
  await releases.report('editor', 'ed2222222222', 'load');
  await releases.report('editor', 'ed2222222222', 'failure');
  await signInAdmin(api);
  const { user } = renderAdmin(api, 'remotes');
  const editor = await findRegion('editor releases');
  const canaryRow = within(editor).getByText('Canary 30%').closest('tr')!;
  expect(canaryRow).toHaveTextContent('ed2222222222');
  // Loads 2, failures 1.
  expect(
    within(canaryRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(expect.arrayContaining(['2', '1']));
  const editorHead = screen.getByRole('heading', { name: 'editor' }).parentElement!;
  expect(editorHead).toHaveTextContent('serves ed1111111111; ed2222222222 to 30% of visitors');

  await user.click(within(editorHead).getByRole('button', { name: 'Promote ed2222222222' }));
  expect(await screen.findByText("editor's canary now serves every visitor.")).toBeInTheDocument();
  await waitFor(async () =>
    expect(
      within(await findRegion('editor releases'))
        .getByText('Active')
        .closest('tr'),
    ).toHaveTextContent('ed2222222222'),
  );

  // A canary set from the command shows on the next visit of the tab, and an admin can end it.
  await releases.canary('editor', 'ed1111111111', 10, 'test');
  cleanup();
  const again = renderAdmin(api, 'remotes');
  await again.user.click(await screen.findByRole('button', { name: 'End canary' }));
  expect(await screen.findByText("editor's canary is off.")).toBeInTheDocument();
  await waitFor(async () =>
    expect(within(await findRegion('editor releases')).queryByText(/^Canary/)).toBeNull(),
  );
});
