// The size status in the running auto-save, against the real API: measured on the 10-second check and on every
// save; warning-size documents still save; 10 MB refuses the save without a request.
import { act } from 'react';
import { screen } from '@testing-library/react';
import { createDefaultGridData, type GridData } from '@bento/core';
import { currentDesignSet, designsApi, loadGridData, selectGridData, selectProject } from '@bento/store';
import { saveNow } from './saveNow';
import { advance, harnessPerTest, settle, until } from './testing/harness';

const harness = harnessPerTest();
const project = () => selectProject(harness().store.getState());

/** A document of about `bytes` bytes, in boxes whose text stays under the API's per-box limit. */
function documentOfSize(bytes: number): GridData {
  const grid = createDefaultGridData('big-0');
  const base = grid.boxes[0]!;
  const per = 150_000;
  const count = Math.ceil(bytes / per);
  grid.boxes = Array.from({ length: count }, (_, index) => ({
    ...base,
    id: `big-${index}`,
    order: index,
    contentId: `<p>${'x'.repeat(per - 7)}</p>`,
  }));
  return grid;
}

async function signedInWithDesign(): Promise<string> {
  const { id } = await designsApi.create(createDefaultGridData(), 'Mine');
  harness().store.dispatch(currentDesignSet(id));
  harness().mount();
  harness().signIn();
  return id;
}

it('shows the info level after the 10-second check', async () => {
  await signedInWithDesign();
  act(() => void harness().store.dispatch(loadGridData(documentOfSize(5.4 * 1024 * 1024))));
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  await advance(10_000);
  expect(project().designSize.status).toBe('info');
  expect(screen.getByRole('heading', { name: 'Large Design Warning' })).toBeInTheDocument();
  expect(screen.getByText(/^Design size: 5\.\d MB$/)).toBeInTheDocument();
});

it('still saves a document at the warning level, and shows the warning', async () => {
  const id = await signedInWithDesign();
  act(() => void harness().store.dispatch(loadGridData(documentOfSize(8.3 * 1024 * 1024))));
  await settle(5); // an imported document counts as a change once the tick it arrived in is over
  await advance(30_000);
  await until(() => project().lastSavedAt !== null || project().saveError !== null, 'the save');
  expect(project()).toMatchObject({ saveError: null, hasUnsavedChanges: false });
  expect(project().designSize.status).toBe('warning');
  expect(screen.getByRole('alert')).toHaveTextContent(/Design is getting large \(8\.\d MB\)/);
  expect((await designsApi.get(id)).gridData.boxes.length).toBe(
    selectGridData(harness().store.getState())!.boxes.length,
  );
});

it('refuses to save at 10 MB with the spec message, sends nothing and keeps the changes', async () => {
  await signedInWithDesign();
  act(() => void harness().store.dispatch(loadGridData(documentOfSize(10.4 * 1024 * 1024))));
  const before = harness().api.requests.length;
  let saved: boolean | undefined;
  await act(async () => {
    saved = await harness().store.dispatch(saveNow());
  });
  expect(saved).toBe(false);
  expect(harness().api.requests).toHaveLength(before);
  expect(project()).toMatchObject({ hasUnsavedChanges: true, isSaving: false });
  expect(project().designSize.status).toBe('error');
  expect(project().saveError).toMatch(
    /^Design is too large to save \(10\.\d MB\)\. Maximum size is 10 MB\. Please reduce the design complexity\.$/,
  );
  expect(screen.getByRole('heading', { name: 'Design Too Large' })).toBeInTheDocument();
  // Auto-save does not retry a refused save every 30 s.
  await advance(60_000);
  expect(harness().api.requests).toHaveLength(before);
});
