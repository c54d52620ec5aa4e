import { screen, waitFor } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { exportDocumentJson, parseGridData, type GridData } from '@bento/core';
import { designsApi } from '@bento/store';
import { gridFixture, realApiForEachTest } from '@bento/store/testing';
import { EXPORT_ZIP_NAME } from './exportAll';
import { seedDesign } from './testing/apiFixtures';
import { renderManageProjects } from './testing/renderManageProjects';
import { findTable } from './testing/tableQueries';

jest.setTimeout(30_000);

const api = realApiForEachTest();
let downloads: { name: string; blob: Blob }[];

/** What the page downloaded (an <a download> clicked on a blob: URL): the file name and the blob. */
function captureDownloads() {
  const captured: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    captured.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return captured;
}

beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => jest.restoreAllMocks());

async function unzipped(blob: Blob): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const decoder = new TextDecoder();
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, decoder.decode(bytes)]));
}

it('downloads every design as the editor’s JSON file, all in one zip', async () => {
  const withText = gridFixture(3);
  const ids = [
    await seedDesign(api, 'Portfolio', withText),
    await seedDesign(api, 'Portfolio', gridFixture(1)),
    await seedDesign(api, 'Menu: lunch/dinner?', gridFixture(2)),
    await seedDesign(api, 'Café ☕', gridFixture(4)),
  ];
  const { user } = renderManageProjects(api);
  await findTable();
  await user.click(screen.getByRole('button', { name: 'Export all' }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Export all' })).toBeEnabled();

  const [download] = downloads;
  expect(download!.name).toBe(EXPORT_ZIP_NAME);
  expect(download!.blob.type).toBe('application/zip');
  const files = await unzipped(download!.blob);
  expect(Object.keys(files).sort()).toEqual([
    'Café ☕.json',
    'Menu- lunch-dinner-.json',
    'Portfolio (2).json',
    'Portfolio.json',
  ]);
  for (const text of Object.values(files)) {
    const parsed = parseGridData(JSON.parse(text));
    expect(parsed.ok).toBe(true);
  }
  // Byte for byte what the File panel's Export JSON writes for each stored design.
  const stored = await Promise.all(ids.map(async (id) => (await designsApi.get(id)).gridData));
  const written = Object.values(files).sort();
  expect(written).toEqual(stored.map((doc: GridData) => exportDocumentJson(doc)).sort());
  const boxCounts = Object.values(files)
    .map((text) => (JSON.parse(text) as GridData).boxes.length)
    .sort();
  expect(boxCounts).toEqual([1, 2, 3, 4]);
});

it('says so when the designs cannot be read, and downloads nothing', async () => {
  await seedDesign(api, 'Only');
  const { user } = renderManageProjects(api);
  await findTable();
  api.setTokens('invalid');
  await user.click(screen.getByRole('button', { name: 'Export all' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You must be signed in to do that.');
  expect(downloads).toEqual([]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Export all' })).toBeEnabled());
});
