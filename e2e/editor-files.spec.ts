import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

// The File panel, JSON import and export, files dropped on the page, and local persistence (editor-core.md §2,
// §5, §9).

const grid = (page: Page) => page.getByRole('region', { name: 'Content Grid' });
const boxes = (page: Page) => grid(page).locator('[data-box-id]');
const filePanel = (page: Page) => page.getByRole('region', { name: 'File' });
const importInput = (page: Page) => filePanel(page).getByLabel('Import JSON file');

async function openEditor(page: Page) {
  await page.goto('/');
  await expect(boxes(page)).toHaveCount(1);
}

async function addBoxes(page: Page, count: number) {
  const before = await boxes(page).count();
  for (let i = 0; i < count; i += 1) await page.getByRole('button', { name: 'Add box' }).click();
  await expect(boxes(page)).toHaveCount(before + count);
}

async function openFilePanel(page: Page) {
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await expect(page.getByRole('region', { name: 'File' })).toBeVisible();
}

/** Exports through the panel, answering the name prompt with `name`; returns the file name and parsed JSON. */
async function exportJson(page: Page, name: string) {
  page.once('dialog', (dialog) => void dialog.accept(name));
  const download = page.waitForEvent('download');
  await filePanel(page).getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  return { fileName: file.suggestedFilename(), data: JSON.parse(text) as { boxes: unknown[] } };
}

function jsonFile(name: string, text: string) {
  return { name, mimeType: 'application/json', buffer: Buffer.from(text) };
}

test('export then import gives the same document', async ({ page }) => {
  await openEditor(page);
  await addBoxes(page, 2);
  await openFilePanel(page);
  const first = await exportJson(page, 'my-layout');
  expect(first.fileName).toBe('my-layout.json');
  expect(first.data.boxes).toHaveLength(3);

  // Adding boxes is a click outside the panel, which closes it.
  await addBoxes(page, 2);
  await expect(page.getByRole('region', { name: 'File' })).toBeHidden();
  await openFilePanel(page);
  await importInput(page).setInputFiles(jsonFile('my-layout.json', JSON.stringify(first.data)));
  await expect(
    page.getByRole('status').filter({ hasText: 'JSON file imported successfully!' }),
  ).toBeVisible();
  await expect(boxes(page)).toHaveCount(3);

  const second = await exportJson(page, '');
  expect(second.fileName).toBe('bento-design.json');
  expect(second.data).toEqual(first.data);
});

test('each JSON import error shows its alert and keeps the document', async ({ page }) => {
  await openEditor(page);
  await addBoxes(page, 1);
  await openFilePanel(page);
  const cases = [
    ['broken.json', '{"boxes": [', 'Error importing JSON. Please check the file format.'],
    [
      'no-settings.json',
      '{"boxes": []}',
      'Invalid JSON format. The file must contain boxes and gridSettings.',
    ],
    [
      'no-boxes.json',
      '{"gridSettings": {}}',
      'Invalid JSON format. The file must contain boxes and gridSettings.',
    ],
  ] as const;
  for (const [name, text, message] of cases) {
    const alert = page.waitForEvent('dialog');
    await importInput(page).setInputFiles(jsonFile(name, text));
    const dialog = await alert;
    expect(dialog.type()).toBe('alert');
    expect(dialog.message()).toBe(message);
    await dialog.accept();
  }
  await expect(boxes(page)).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'JSON file imported successfully!' })).toHaveCount(
    0,
  );
});

test('a JSON file dropped on the page is imported', async ({ page }) => {
  await openEditor(page);
  await addBoxes(page, 3);
  await openFilePanel(page);
  const { data } = await exportJson(page, 'four');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('button', { name: 'Add box' }).click();
  await expect(boxes(page)).toHaveCount(5);

  await page.evaluate((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'four.json', { type: 'application/json' }));
    document.body.dispatchEvent(
      new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    document.body.dispatchEvent(
      new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
  }, JSON.stringify(data));
  await expect(
    page.getByRole('status').filter({ hasText: 'JSON file imported successfully!' }),
  ).toBeVisible();
  await expect(boxes(page)).toHaveCount(4);
});

test('a reload restores the boxes', async ({ page }) => {
  await openEditor(page);
  await addBoxes(page, 3);
  await page.reload();
  await expect(boxes(page)).toHaveCount(4);
  await page.reload();
  await expect(boxes(page)).toHaveCount(4);
  // The history came back too.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(boxes(page)).toHaveCount(3);
});

test('Reset Grid: Cancel keeps the grid, Reset Anyway restores the default', async ({ page }) => {
  await openEditor(page);
  await addBoxes(page, 2);
  await openFilePanel(page);
  const dialog = page.getByRole('dialog', { name: 'Confirm Reset' });

  await filePanel(page).getByRole('button', { name: 'Reset Grid' }).click();
  await expect(dialog).toBeVisible();
  for (const name of ['Publish Grid', 'Download JSON', 'Cancel', 'Reset Anyway']) {
    await expect(dialog.getByRole('button', { name })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(boxes(page)).toHaveCount(3);

  await filePanel(page).getByRole('button', { name: 'Reset Grid' }).click();
  await dialog.getByRole('button', { name: 'Reset Anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(boxes(page)).toHaveCount(1);
  await expect(boxes(page).first()).toContainText('Double-click to add/edit text');
});
