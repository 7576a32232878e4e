import type { Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

async function openAccount(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/** Every request the page sends to the server from now on. */
function watchRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

test.describe('account', () => {
  test('shows the four tabs, About Me first', async ({ signedInPage: page }) => {
    await openAccount(page);
    const tabs = page.getByRole('tablist', { name: 'Account' }).getByRole('tab');
    await expect(tabs).toHaveText([
      'About Me',
      'Legacy Controls',
      'Manage Subscription',
      'Communication Preferences',
    ]);
    await expect(page.getByRole('tab', { name: 'About Me' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  test('About Me saves the profile, shows "Profile Updated" and the new name, and keeps it after a reload', async ({
    signedInPage: page,
    person,
  }) => {
    await openAccount(page);
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    await expect(page.getByLabel('Language')).toHaveValue('en');
    await expect(page.getByLabel('Language').getByRole('option')).toHaveText([
      'English',
      'Spanish',
      'French',
      'German',
      'Italian',
      'Portuguese',
      'Chinese',
      'Japanese',
    ]);
    await shot(page, 'account-about-me');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('First name').fill('Margaret');
    await page.getByLabel('Last name').fill('Ellis');
    await page.getByLabel('Phone').fill('+1 555 010 0199');
    await page.getByLabel('Birthday').fill('1948-03-14');
    await page.getByLabel('Language').selectOption({ label: 'Spanish' });
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByTestId('toast').getByText('Profile Updated', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    // The current user was fetched again: the sidebar greets her by first name.
    if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(
      page.getByRole(isPhone(page) ? 'dialog' : 'complementary').getByTestId('sidebar-name'),
    ).toHaveText('Margaret');
    if (isPhone(page)) await page.keyboard.press('Escape');

    await page.reload();
    await openAccount(page);
    await expect(page.getByLabel('First name')).toHaveValue('Margaret');
    await expect(page.getByLabel('Last name')).toHaveValue('Ellis');
    await expect(page.getByLabel('Phone')).toHaveValue('+1 555 010 0199');
    await expect(page.getByLabel('Birthday')).toHaveValue('1948-03-14');
    await expect(page.getByLabel('Language')).toHaveValue('es');
  });

  test('About Me says what to fix next to each wrong field and sends nothing', async ({
    signedInPage: page,
  }) => {
    await openAccount(page);
    const sent = watchRequests(page);
    await page.getByLabel('Email').fill('not an email');
    await page.getByLabel('Phone').fill('call me');
    const nextYear = new Date().getFullYear() + 1;
    await page.getByLabel('Birthday').fill(`${nextYear}-01-01`);
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(
      page.getByText('Please enter a phone number with 7 to 15 digits, like +1 555 010 0100.'),
    ).toBeVisible();
    await expect(
      page.getByText('Your birthday cannot be in the future. Please check the date.'),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    expect(sent.filter((entry) => entry.startsWith('PUT'))).toEqual([]);

    // Correcting a field clears its message at once.
    await page.getByLabel('Phone').fill('');
    await expect(
      page.getByText('Please enter a phone number with 7 to 15 digits, like +1 555 010 0100.'),
    ).toBeHidden();
  });

  test('an email another account uses is refused with a clear message', async ({
    signedInPage: page,
    baseURL,
  }) => {
    const otherContext = await playwrightRequest.newContext({ baseURL });
    const otherEmail = `taken-${Date.now()}@example.org`;
    const created = await otherContext.post('/api/login', {
      form: { email: otherEmail, password: 'a long enough password', intent: 'signup' },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(303);
    await otherContext.dispose();

    await openAccount(page);
    await page.getByLabel('Email').fill(otherEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const message = 'That email address is already used by another account. Please use a different one.';
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText(message);
    await expect(page.getByRole('form', { name: 'About Me' }).getByText(message)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  test('when saving fails for another reason, the toast says to try again and the typing is kept', async ({
    signedInPage: page,
  }) => {
    await openAccount(page);
    await page.route('**/api/user/profile', (route) => route.abort('connectionfailed'));
    await page.getByLabel('First name').fill('Walter');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast.getByText('Error', { exact: true })).toBeVisible();
    await expect(toast.getByText('Failed to update profile. Please try again.')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Walter');
  });

  test('Legacy Controls is a sample that adds and removes people without calling the server', async ({
    signedInPage: page,
  }) => {
    await openAccount(page);
    await page.getByRole('tab', { name: 'Legacy Controls' }).click();
    const sent = watchRequests(page);
    await expect(page.getByRole('button', { name: 'Add Access' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
    await shot(page, 'account-legacy-controls');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Share by email').fill('grandson@example.org');
    await page.getByRole('button', { name: 'Add Access' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'grandson@example.org' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove grandson@example.org' }).click();
    await expect(page.getByText('grandson@example.org')).toBeHidden();
    expect(sent).toEqual([]);
  });

  test('Manage Subscription shows the plan; Change Plan and Delete My Account do nothing visible', async ({
    signedInPage: page,
  }) => {
    await openAccount(page);
    await page.getByRole('tab', { name: 'Manage Subscription' }).click();
    await expect(page.getByText('Premium Memoir Service')).toBeVisible();
    await shot(page, 'account-subscription');
    await expectNoSeriousA11yViolations(page);
    const sent = watchRequests(page);
    await page.getByRole('button', { name: 'Change Plan' }).click();
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(sent).toEqual([]);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  });

  test('Logout goes to /api/logout and ends the session', async ({ signedInPage: page }) => {
    await openAccount(page);
    await page.getByRole('tab', { name: 'Manage Subscription' }).click();
    const logout = page.getByRole('link', { name: 'Logout' });
    await expect(logout).toHaveAttribute('href', '/api/logout');
    await logout.click();
    await expect(page.getByRole('button', { name: 'Join the Beta Waitlist' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('Communication Preferences is coming soon', async ({ signedInPage: page }) => {
    await openAccount(page);
    await page.getByRole('tab', { name: 'Communication Preferences' }).click();
    await expect(page.getByText('Coming soon...')).toBeVisible();
    await shot(page, 'account-communication');
    await expectNoSeriousA11yViolations(page);
  });
});
