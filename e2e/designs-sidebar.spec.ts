import { expect, test, type Page } from '@playwright/test';
import { callApi, signUpViaApi } from './accounts';

// The designs sidebar against the real API (SQLite): local accounts signed up through the page's request
// context, so the browser holds the session cookie.
const FULL_NAME = 'Sidebar Tester';

async function signUp(page: Page): Promise<void> {
  await signUpViaApi(page.request, { label: 'sidebar', fullName: FULL_NAME });
}

async function createDesigns(page: Page, titles: string[]): Promise<void> {
  const gridData = {
    boxes: [{ id: 'b1', contentId: '<p>Hello</p>', colSpan: 1, rowSpan: 1, order: 0 }],
    gridSettings: { columnsCount: 5 },
    selectedBoxIds: [],
    lastSelectedBoxId: null,
  };
  for (const title of titles) await callApi(page.request, 'post', '/designs', { title, gridData }, 201);
}

async function serverTitles(page: Page): Promise<string[]> {
  const { items } = await callApi<{ items: { title: string }[] }>(page.request, 'get', '/designs');
  return items.map((item) => item.title);
}

const designList = (page: Page) => page.getByRole('list', { name: 'Your designs' });
const cards = (page: Page) => designList(page).getByRole('listitem');

test('create with New Design, rename, duplicate and delete', async ({ page }) => {
  await signUp(page);
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Designs' });
  await expect(sidebar.getByRole('button', { name: /Sidebar Tester/ })).toBeVisible();
  // A new account starts with one design, created from the editor's document by auto-save.
  await expect(cards(page)).toHaveCount(1);

  await sidebar.getByRole('button', { name: 'New Design' }).click();
  await expect(cards(page)).toHaveCount(2);
  const newest = cards(page).first();
  await expect(newest).toHaveAttribute('data-flash', 'created');
  await expect(newest.getByRole('button', { name: /^Untitled design/ })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await newest.getByRole('button', { name: /^Untitled design/ }).dblclick();
  await newest.getByRole('textbox', { name: 'Design title' }).fill('  Portfolio  ');
  await newest.getByRole('textbox', { name: 'Design title' }).press('Enter');
  await expect(sidebar.getByRole('button', { name: 'Portfolio', exact: true })).toBeVisible();
  await expect(page.getByText('Design title updated successfully!')).toBeVisible();

  // Escape cancels a rename.
  await sidebar.getByRole('button', { name: 'Portfolio', exact: true }).dblclick();
  await sidebar.getByRole('textbox', { name: 'Design title' }).fill('Not this');
  await sidebar.getByRole('textbox', { name: 'Design title' }).press('Escape');
  await expect(sidebar.getByRole('button', { name: 'Portfolio', exact: true })).toBeVisible();

  await sidebar.getByRole('button', { name: 'Options for Portfolio' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(sidebar.getByRole('button', { name: 'Portfolio (Copy)', exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);

  // Delete asks first; Cancel keeps the design.
  await sidebar.getByRole('button', { name: 'Options for Portfolio (Copy)' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete design' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete “Portfolio (Copy)”? This cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards(page)).toHaveCount(3);
  await sidebar.getByRole('button', { name: 'Options for Portfolio (Copy)' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(sidebar.getByRole('button', { name: 'Portfolio (Copy)', exact: true })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(2);

  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  await expect(sidebar.getByRole('button', { name: 'Portfolio', exact: true })).toBeVisible();
  const titles = await serverTitles(page);
  expect(titles).toHaveLength(2);
  expect(titles).toContain('Portfolio');
  expect(titles.find((title) => title !== 'Portfolio')).toMatch(/^Untitled design/);
});

test('the 10-design limit, and search with its empty state', async ({ page }) => {
  await signUp(page);
  await createDesigns(
    page,
    Array.from({ length: 10 }, (_, i) => `Project ${i + 1}`),
  );
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Designs' });
  await expect(cards(page)).toHaveCount(10);
  await expect(sidebar.getByRole('button', { name: 'New Design' })).toBeDisabled();

  // Duplicating at the limit shows the red notice instead.
  await sidebar.getByRole('button', { name: 'Options for Project 1', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(sidebar.getByRole('alert')).toHaveText(
    'Design Limit Reached: You have reached the maximum limit of 10 designs. Delete some designs to create new ones.',
  );

  const search = sidebar.getByRole('searchbox', { name: 'Search designs' });
  await search.fill('project 1');
  await expect(cards(page)).toHaveCount(2); // Project 1 and Project 10
  await search.fill('nothing like this');
  await expect(sidebar.getByText('No matching designs')).toBeVisible();
  await expect(sidebar.getByText('Try adjusting your search')).toBeVisible();
  await search.fill('');
  await expect(cards(page)).toHaveCount(10);

  await sidebar.getByRole('button', { name: 'Options for Project 3', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete design' }).getByRole('button', { name: 'Delete' }).click();
  await expect(cards(page)).toHaveCount(9);
  await expect(sidebar.getByRole('button', { name: 'New Design' })).toBeEnabled();
});

test('the toggle hides and shows the sidebar', async ({ page }) => {
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Designs' });
  await expect(sidebar).toBeVisible();
  await page.getByRole('button', { name: 'Hide designs' }).click();
  await expect(sidebar).toHaveCount(0);
  await page.getByRole('button', { name: 'Show designs' }).click();
  await expect(sidebar.getByText('Sign in to continue')).toBeVisible();
});
