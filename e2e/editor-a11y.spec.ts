import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

// Issue 10 'Quality': an axe-core scan of the editor with each panel open finds no serious or critical
// violation. axe-core is injected into the page (no network) and run on the whole document.

const require = createRequire(__filename);
// Evaluated, not added as a <script>: the page's CSP rightly refuses inline scripts.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Scanned at rest: mid-way through the boxes' entry fade, text contrast is measured against half-opaque boxes.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const PILL_TABS = [
  'Background',
  'Border',
  'Alignment and Size',
  'Button Action',
  'Embed Iframe',
  'Responsive',
];
const LEFT_PANELS = ['File', 'Grid Style', 'Grid Settings'];

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Content Grid' }).locator('[data-box-id]')).toHaveCount(1);
});

test('the editor with nothing open', async ({ page }) => {
  expect(await seriousViolations(page)).toEqual([]);
});

for (const tab of PILL_TABS) {
  test(`the editor with the ${tab} settings panel open`, async ({ page }) => {
    await page.getByRole('region', { name: 'Content Grid' }).locator('[data-box-id]').first().click();
    await page.getByRole('toolbar', { name: 'Box settings' }).getByRole('button', { name: tab }).click();
    await expect(page.getByRole('region', { name: tab })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const panel of LEFT_PANELS) {
  test(`the editor with the ${panel} panel open`, async ({ page }) => {
    await page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name: panel }).click();
    await expect(page.getByRole('region', { name: panel })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
