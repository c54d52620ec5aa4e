import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { callApi, signUpViaApi, TEST_PASSWORD } from './accounts';
import { linkMailedTo, MAIL_SUBJECTS } from './outbox';

// Issue 29: a new account's address is verified by the link mailed at sign-up (it edits and saves meanwhile;
// publishing asks for it, and the publish dialog sends the link again), and an address is changed only by the link
// mailed to the new one. Screenshots of publish success and of the 'Page not found' page at 1440 and 390 px.

const SHOTS = '/tmp/shots';
const NOT_VERIFIED =
  'Please verify your e-mail address to publish: open the link we sent you, or send a new one.';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${process.pid}-${++counter}`;

async function openPublishDialog(page: Page, boxText: string) {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Content Grid' }).getByText(boxText)).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish site' });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const width of [1440, 390]) {
  test(`a new account publishes once its address is verified; the dialog sends the link again (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const { email } = await signUpViaApi(page.request, { label: 'verify', verified: false });
    const boxText = unique('Verified soon');
    // Saving works unverified.
    await callApi(page.request, 'post', '/designs', {
      title: boxText,
      gridData: {
        boxes: [{ id: 'b1', contentId: `<p>${boxText}</p>`, colSpan: 2, rowSpan: 1, order: 0 }],
        gridSettings: { columnsCount: 4 },
        selectedBoxIds: [],
        lastSelectedBoxId: null,
      },
    });
    const slug = unique('verified');
    const publish = async () => {
      const dialog = await openPublishDialog(page, boxText);
      await dialog.getByLabel('URL slug').fill(slug);
      await dialog.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
      await dialog.getByRole('button', { name: 'Publish' }).click();
      return dialog;
    };

    const refused = await publish();
    await expect(refused.getByRole('alert').filter({ hasText: NOT_VERIFIED })).toBeVisible();
    await refused.getByRole('button', { name: 'Send a new link' }).click();
    await expect(
      refused.getByRole('status').filter({ hasText: `We sent a new verification link to ${email}.` }),
    ).toBeVisible();

    // The newest link (the second mail) is opened in this browser.
    await page.goto(await linkMailedTo(email, { subject: MAIL_SUBJECTS.verify, count: 2 }));
    await expect(page.getByRole('heading', { name: 'Verify your e-mail address' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      `${email} is verified. You can publish your designs now.`,
    );
    // The token left the address bar.
    expect(new URL(page.url()).hash).toBe('');
    if (width === 1440) await shot(page, 'verify-email-1440');

    const published = await publish();
    await expect(published.getByText('Site published successfully!')).toBeVisible();
    await expect(published.getByRole('link', { name: 'View site' })).toHaveAttribute('href', `/${slug}`);
    // Copying the link keeps the dialog open for the screenshot.
    await published.getByRole('button', { name: 'Copy link' }).focus();
    await shot(page, `publish-success-${width}`);
  });
}

test('the e-mail address changes only once the link mailed to the new one is opened', async ({ page }) => {
  const { email } = await signUpViaApi(page.request, { label: 'change' });
  const newEmail = `${unique('changed')}@example.org`;
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(email) }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Account Settings' });
  const section = settings.getByRole('region', { name: 'E-mail' });
  await expect(section.getByText('Verified')).toBeVisible();
  await section.getByLabel('New e-mail address').fill(newEmail);
  await section.getByLabel('Current password').fill(TEST_PASSWORD);
  await section.getByRole('button', { name: 'Change E-mail' }).click();
  await expect(section.getByRole('status')).toHaveText(
    `We sent a link to ${newEmail}. Your e-mail address changes when you open it (within 24 hours).`,
  );
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'settings-email-change');

  await page.goto(await linkMailedTo(newEmail, { subject: MAIL_SUBJECTS.change }));
  await expect(page.getByRole('status')).toHaveText(
    `Your account's e-mail address is now ${newEmail}. Sign in with it from now on.`,
  );
  // This browser's session follows: the account menu shows the new address; a used link says so.
  await page.goto('/');
  await expect(page.getByRole('button', { name: new RegExp(newEmail) })).toBeVisible();
  await page.goto(await linkMailedTo(newEmail, { subject: MAIL_SUBJECTS.change }));
  await expect(page.getByRole('alert')).toHaveText(
    'This link is invalid or has expired. Please request a new one.',
  );
});

test("a mistyped address shows 'Page not found' with a way home (1440 and 390 px)", async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', '/');
    await shot(page, `not-found-${width}`);
  }
});
