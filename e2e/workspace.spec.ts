import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png` });
}

const SECTIONS = ['Dashboard', 'Memoir Studio', 'My Memories', 'Shared with me', 'Archive', 'Account'];

/** Width in CSS pixels of `rem` root-em units (the page's body text is 18 px). */
const remToPx = (page: Page, rem: number) =>
  page.evaluate(
    (value) => value * Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
    rem,
  );

test.describe('workspace shell', () => {
  test('the sidebar shows the avatar initial, the name before the at-sign and the year the account was made', {
    tag: '@both-widths',
  }, async ({ signedInPage: page, person }) => {
    if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole(isPhone(page) ? 'dialog' : 'complementary');
    const localPart = person.email.split('@')[0]!;
    await expect(nav.getByTestId('sidebar-name')).toHaveText(localPart);
    await expect(nav.getByText(`Member since ${new Date().getFullYear()}`)).toBeVisible();
    await expect(nav.getByText(localPart.charAt(0).toUpperCase(), { exact: true })).toBeVisible();
  });

  test('the sidebar shows the first name once the profile has one', { tag: '@both-widths' }, async ({
    signedInPage: page,
    person,
  }) => {
    const saved = await page.request.put('/api/user/profile', {
      data: {
        firstName: 'Eleanor',
        lastName: '',
        email: person.email,
        phone: '',
        birthday: '',
        language: 'en',
      },
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole(isPhone(page) ? 'dialog' : 'complementary');
    await expect(nav.getByTestId('sidebar-name')).toHaveText('Eleanor');
    await expect(nav.getByText('E', { exact: true })).toBeVisible();
  });

  test('the six sections switch in place without changing the address', { tag: '@both-widths' }, async ({
    signedInPage: page,
  }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const name of [...SECTIONS.slice(1), 'Dashboard']) {
      if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // Focus moves to the new heading so screen readers announce the section.
      await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
      await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(isPhone(page) ? 0 : 1);
      expect(new URL(page.url()).pathname).toBe('/');
    }
    if (!isPhone(page)) {
      await expect(page.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('sections can be reached with the keyboard alone', { tag: '@both-widths' }, async ({
    signedInPage: page,
  }) => {
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open navigation' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    const archive = page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('button', { name: 'Archive' });
    // Tab until the Archive entry has focus, then press Enter.
    for (
      let step = 0;
      step < 20 && !(await archive.evaluate((element) => element === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(archive).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeFocused();
  });

  test('on a computer the sidebar collapses to 16 units, expands to 64, and remembers it after a reload', async ({
    signedInPage: page,
  }) => {
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    expect((await sidebar.boundingBox())!.width).toBeCloseTo(await remToPx(page, 16), 0);

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect
      .poll(async () => (await sidebar.boundingBox())!.width)
      .toBeCloseTo(await remToPx(page, 4), 0);
    await expect(page.getByTestId('sidebar-name')).toHaveCount(0);

    // Collapsed entries keep their names for screen readers and show them in a tooltip.
    const studio = page.getByRole('button', { name: 'Memoir Studio' });
    await studio.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Memoir Studio');
    await shot(page, 'sidebar-collapsed');
    await studio.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Memoir Studio' })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
    await expect(page.getByTestId('sidebar-name')).toBeVisible();
  });

  test('on a phone the sidebar is a drawer that closes after choosing a section', {
    tag: '@phone-only',
  }, async ({ signedInPage: page }) => {
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Heirloom' });
    await expect(drawer).toBeVisible();
    await shot(page, 'drawer');
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'My Memories' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'My Memories' })).toBeVisible();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
