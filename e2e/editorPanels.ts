import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { callApi } from './accounts';

// What the editor-settings and save-status specs share: the status pill, opening a panel, typing a value, and
// saving then publishing the current design to look at it as a visitor.

/** The floating status pill (editor-core.md §2). */
export const statusPill = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Saved|Unsaved|Saving|Offline|Couldn't)/ });

/** Opens a panel from the left toolbar ('Editor tools') or the pill toolbar ('Box settings'); answers it. */
export async function openPanel(
  page: Page,
  toolbar: 'Editor tools' | 'Box settings',
  name: string,
): Promise<Locator> {
  const panel = page.getByRole('region', { name, exact: true });
  if (!(await panel.isVisible())) {
    await page.getByRole('toolbar', { name: toolbar }).getByRole('button', { name, exact: true }).click();
  }
  await expect(panel).toBeVisible();
  return panel;
}

/** Types into a field and presses Enter (a number box clamps, a text field applies). */
export async function enter(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Enter');
}

/** Saves with the sidebar card's Save button, publishes the (only) design under a new slug; answers the slug. */
export async function saveAndPublish(page: Page, siteTitle: string, slugPrefix: string): Promise<string> {
  const save = page.getByRole('complementary', { name: 'Designs' }).getByRole('button', { name: 'Save' });
  await expect(save, 'the current design card offers Save for the unsaved change').toBeVisible();
  await save.click();
  await expect(statusPill(page)).toHaveText(/^Saved/);
  const { items } = await callApi<{ items: { id: string }[] }>(page.request, 'get', '/designs');
  const slug = `${slugPrefix}-${randomUUID().slice(0, 8)}`;
  await callApi(page.request, 'post', `/designs/${items[0]!.id}/publish`, { siteTitle, slug });
  return slug;
}
