import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

const linksPanel = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Storyteller links' }) });

/** Makes a link for `label` from the Dashboard's panel; answers its address, read from the dialog. */
async function makeLink(page: Page, label: string) {
  const panel = linksPanel(page);
  await panel.getByLabel('Who is the link for?').fill(label);
  await panel.getByRole('button', { name: 'Make a link' }).click();
  const dialog = page.getByRole('dialog', { name: `A link for ${label}` });
  await expect(dialog).toBeVisible();
  const url = await dialog.getByLabel(`Link for ${label}`).inputValue();
  expect(url).toMatch(/\/tell\/[A-Za-z0-9_-]{43}$/);
  return { dialog, url };
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the owner makes a link for Mum, copies it, sees its QR card printed on its own, and revokes it', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  await expect(linksPanel(page).getByRole('heading', { name: 'Storyteller links' })).toBeVisible();
  // A name is needed.
  await linksPanel(page).getByRole('button', { name: 'Make a link' }).click();
  await expect(linksPanel(page).getByRole('alert')).toHaveText(
    'Please write who the link is for, for example Mum.',
  );

  const { dialog, url } = await makeLink(page, 'Mum');
  const card = dialog.getByRole('figure', { name: 'Card for Mum' });
  await expect(card.getByRole('img', { name: 'QR code of the link for Mum' })).toBeVisible();
  await expect(card).toContainText(url);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'storyteller-link-made');

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // Printed, the card is all there is on the paper.
  await page.emulateMedia({ media: 'print' });
  await expect(card).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Print the card' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Storyteller links' })).toBeHidden();
  const onPaper = await card.boundingBox();
  expect(onPaper?.x).toBeGreaterThanOrEqual(0);
  expect(onPaper?.y).toBeGreaterThanOrEqual(0);
  await shot(page, 'storyteller-card-print');
  await page.emulateMedia({ media: 'screen' });

  // Done with the keyboard: the link is listed, and the address is not shown again.
  await dialog.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const list = linksPanel(page).getByRole('list', { name: 'Your storyteller links, newest first' });
  const row = list.getByRole('listitem').filter({ hasText: 'Mum' });
  await expect(row).toContainText('Last used');
  await expect(row).toContainText('Not yet');
  await expect(row).toContainText('Nothing recorded yet');
  await expect(linksPanel(page)).not.toContainText(url);
  await shot(page, 'storyteller-links-listed');

  // Revoke asks first, then the link stops working at once.
  await row.getByRole('button', { name: 'Revoke the link for Mum' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke the link for Mum?' });
  await expect(confirm).toContainText('The link stops working at once.');
  await confirm.getByRole('button', { name: 'Revoke link' }).click();
  await expect(row).toContainText('(revoked)');
  await expect(row.getByRole('button', { name: /Revoke/ })).toBeHidden();
});
