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

  test('About Me saves the profile, shows "Profile Updated" and the new name, and keeps it after a reload', {
    tag: '@both-widths',
  }, async ({ signedInPage: page, person }) => {
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
    // Birthday is typed as Day, Month and Year, and saved as the same date.
    const birthday = page.getByRole('group', { name: 'Birthday' });
    await birthday.getByLabel('Day').fill('14');
    await birthday.getByLabel('Month').fill('3');
    await birthday.getByLabel('Year').fill('1948');
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
    const savedBirthday = page.getByRole('group', { name: 'Birthday' });
    await expect(savedBirthday.getByLabel('Day')).toHaveValue('14');
    await expect(savedBirthday.getByLabel('Month')).toHaveValue('3');
    await expect(savedBirthday.getByLabel('Year')).toHaveValue('1948');
    expect((await (await page.request.get('/api/auth/user')).json()).birthday).toBe('1948-03-14');
    await expect(page.getByLabel('Language')).toHaveValue('es');
  });

  test('About Me says what to fix next to each wrong field and sends nothing', async ({
    signedInPage: page,
  }) => {
    await openAccount(page);
    const sent = watchRequests(page);
    await page.getByLabel('Phone').fill('call me');
    const nextYear = new Date().getFullYear() + 1;
    const birthday = page.getByRole('group', { name: 'Birthday' });
    await birthday.getByLabel('Day').fill('1');
    await birthday.getByLabel('Month').fill('1');
    await birthday.getByLabel('Year').fill(String(nextYear));
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(
      page.getByText('Please enter a phone number with 7 to 15 digits, like +1 555 010 0100.'),
    ).toBeVisible();
    await expect(
      page.getByText('Your birthday cannot be in the future. Please check the date.'),
    ).toBeVisible();
    await expect(page.getByLabel('Phone')).toBeFocused();
    await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    expect(sent.filter((entry) => entry.startsWith('PUT'))).toEqual([]);

    // Correcting a field clears its message at once.
    await page.getByLabel('Phone').fill('');
    await expect(
      page.getByText('Please enter a phone number with 7 to 15 digits, like +1 555 010 0100.'),
    ).toBeHidden();
  });

  test('About Me shows the email without editing it, and "Change email" leads to the control that asks for the password', async ({
    signedInPage: page,
    person,
  }) => {
    await openAccount(page);
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveValue(person.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByText('Your email is how you sign in.')).toBeVisible();
    if (SHOTS)
      await page
        .getByRole('form', { name: 'About Me' })
        .screenshot({ path: `${SHOTS}/${test.info().project.name}-about-me.png` });
    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByRole('tab', { name: 'Manage Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('New email')).toBeFocused();
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

  test('Legacy Controls starts with nobody: only the person sees their memories (the sharing itself is in family.spec.ts)', async ({
    signedInPage: page,
  }) => {
    await openAccount(page);
    await page.getByRole('tab', { name: 'Legacy Controls' }).click();
    await expect(page.getByRole('button', { name: 'Add Access' })).toBeVisible();
    await expect(page.getByText('Nobody has access yet. Only you can see your memories.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await shot(page, 'account-legacy-controls');
    await expectNoSeriousA11yViolations(page);
  });

  test('Manage Subscription says everything is included; Change Plan says so by keyboard and gives focus back', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    await openAccount(page);
    await page.getByRole('tab', { name: 'Manage Subscription' }).click();
    const plan = page.getByRole('region', { name: 'Current Plan' });
    await expect(plan).toContainText('Everything is included');
    await expect(plan).toContainText('There is no plan to buy, and Heirloom never asks you for a payment.');
    await expect(page.getByText('Premium Memoir Service')).toHaveCount(0);
    await shot(page, 'account-subscription');

    const sent = watchRequests(page);
    const changePlan = page.getByRole('button', { name: 'Change Plan' });
    await changePlan.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'There is no plan to change' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Everything in Heirloom is already included.');
    await expect(dialog).toContainText('There is no plan to buy, and Heirloom never asks you for a payment.');
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await shot(page, 'account-change-plan');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(changePlan).toBeFocused();

    // Escape closes it too, and focus comes back the same way.
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(changePlan).toBeFocused();
    expect(sent.filter((entry) => !entry.startsWith('GET'))).toEqual([]);
  });

  test('Manage Subscription: Delete My Account asks first', async ({ signedInPage: page }) => {
    await openAccount(page);
    await page.getByRole('tab', { name: 'Manage Subscription' }).click();
    await expect(page.getByRole('heading', { name: 'Sign-in and security' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const sent = watchRequests(page);
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account forever?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('all your memories, and the files and recordings you added')).toBeVisible();
    await expect(dialog.getByText(/first save a copy with Export Archive/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(sent.filter((entry) => !entry.startsWith('GET'))).toEqual([]);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    // The archive is offered first: its button leads to Export Archive.
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await dialog.getByRole('button', { name: 'Go to Archive to export first' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export Archive' })).toBeVisible();
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

async function openSecurity(page: Page) {
  await openAccount(page);
  await page.getByRole('tab', { name: 'Manage Subscription' }).click();
  const card = page.getByTestId('sign-in-security');
  await expect(card.getByRole('heading', { name: 'Sign-in and security' })).toBeVisible();
  return card;
}

/**
 * A family member of the signed-in storyteller on a device of their own (a separate cookie jar): an account with a
 * name, which accepts the storyteller's invitation.
 */
async function familyMember(owner: Page, baseURL: string | undefined, firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const invited = await owner.request.post('/api/family/members', { data: { email, role: 'reader' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(((await invited.json()) as { inviteLink: string }).inviteLink).pathname
    .split('/')
    .pop();
  const device = await playwrightRequest.newContext({ baseURL });
  const signedUp = await device.post('/api/login', {
    form: { email, password: 'a long enough password', intent: 'signup' },
    maxRedirects: 0,
  });
  expect(signedUp.status(), await signedUp.text()).toBe(303);
  const named = await device.put('/api/user/profile', {
    data: { firstName, lastName: 'Pennington', email, phone: '', birthday: '', language: 'en' },
  });
  expect(named.status(), await named.text()).toBe(200);
  const accepted = await device.post('/api/family/invitations/accept', { data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return device;
}

/** Signs the person in on another device (a separate cookie jar); answers its request context. */
async function signInElsewhere(baseURL: string | undefined, person: { email: string; password: string }) {
  const device = await playwrightRequest.newContext({ baseURL });
  const response = await device.post('/api/login', {
    form: { email: person.email, password: person.password, intent: 'signin' },
    maxRedirects: 0,
  });
  return { device, status: response.status() };
}

test.describe('sign-in and security', () => {
  test('change the password, stay signed in here, and sign in with the new one', async ({
    signedInPage: page,
    person,
    baseURL,
  }) => {
    const other = await signInElsewhere(baseURL, person);
    expect(other.status).toBe(303);
    const card = await openSecurity(page);
    await card.getByLabel('Current password').first().fill(person.password);
    await card.getByLabel('New password', { exact: true }).fill('my new long password');
    await card.getByLabel('New password again').fill('my new long password');
    await card.getByRole('button', { name: 'Change password' }).click();
    const status = card.getByRole('status').filter({ hasText: 'Your password is changed.' });
    await expect(status).toBeVisible();
    await expect(status).toContainText('1 other device was signed out.');
    await expect(status).toBeFocused();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    expect((await other.device.get('/api/auth/user')).status()).toBe(401);
    await other.device.dispose();

    const oldPassword = await signInElsewhere(baseURL, person);
    expect(oldPassword.status).not.toBe(303);
    await oldPassword.device.dispose();
    const newPassword = await signInElsewhere(baseURL, { ...person, password: 'my new long password' });
    expect(newPassword.status).toBe(303);
    await newPassword.device.dispose();
  });

  test('a wrong current password says so plainly, and nothing changes', async ({
    signedInPage: page,
    person,
    baseURL,
  }) => {
    const card = await openSecurity(page);
    await card.getByLabel('Current password').first().fill('not my password');
    await card.getByLabel('New password', { exact: true }).fill('my new long password');
    await card.getByLabel('New password again').fill('my new long password');
    await card.getByRole('button', { name: 'Change password' }).click();
    const alert = card.getByRole('alert');
    await expect(alert).toHaveText('That is not your current password. Please try again.');
    await expect(alert).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    // Typing mistakes are caught before anything is sent.
    await card.getByLabel('New password again').fill('something else entirely');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(
      card.getByText('The two new passwords are not the same. Please type them again.'),
    ).toBeVisible();
    await expect(card.getByLabel('New password again')).toBeFocused();
    const stillOld = await signInElsewhere(baseURL, person);
    expect(stillOld.status).toBe(303);
    await stillOld.device.dispose();
  });

  test('sign out of other devices: a second browser is signed out, this one stays', async ({
    signedInPage: page,
    person,
    browser,
  }) => {
    const second = await browser.newContext();
    const secondPage = await second.newPage();
    const signIn = await secondPage.request.post('/api/login', {
      form: { email: person.email, password: person.password, intent: 'signin' },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(303);
    await secondPage.goto('/');
    await expect(secondPage.getByRole('button', { name: 'Join the Beta Waitlist' })).toBeHidden();

    const card = await openSecurity(page);
    await card.getByRole('button', { name: 'Sign out of other devices' }).click();
    const status = card.getByRole('status').filter({ hasText: 'This device stays signed in.' });
    await expect(status).toContainText('1 other device was signed out.');
    await expect(status).toBeFocused();

    await secondPage.reload();
    await expect(secondPage.getByRole('button', { name: 'Join the Beta Waitlist' })).toBeVisible();
    expect((await secondPage.request.get('/api/auth/user')).status()).toBe(401);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    await second.close();
  });

  test('change the email: asks for the password, says what happened, and the new address signs in', async ({
    signedInPage: page,
    person,
    baseURL,
  }) => {
    const card = await openSecurity(page);
    const newEmail = `moved-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`;
    await card.getByLabel('New email').fill(newEmail);
    await card.getByRole('button', { name: 'Change email' }).click();
    await expect(card.getByText('Please enter your current password.')).toBeVisible();
    const passwordFields = card.getByLabel('Current password');
    await expect(passwordFields.last()).toBeFocused();
    await passwordFields.last().fill(person.password);
    await card.getByRole('button', { name: 'Change email' }).click();
    const status = card.getByRole('status').filter({ hasText: `Your email is now ${newEmail}.` });
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();
    await expect(card.getByText(`Your email is ${newEmail}.`)).toBeVisible();
    const signIn = await signInElsewhere(baseURL, { email: newEmail, password: person.password });
    expect(signIn.status).toBe(303);
    await signIn.device.dispose();
  });

  test('works by keyboard alone', async ({ signedInPage: page, person }) => {
    const card = await openSecurity(page);
    await card.getByLabel('Current password').first().focus();
    await page.keyboard.type(person.password);
    await page.keyboard.press('Tab');
    await expect(card.getByLabel('New password', { exact: true })).toBeFocused();
    await page.keyboard.type('typed by keyboard only');
    await page.keyboard.press('Tab');
    await expect(card.getByLabel('New password again')).toBeFocused();
    await page.keyboard.type('typed by keyboard only');
    await page.keyboard.press('Enter');
    await expect(card.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeFocused();

    // Delete My Account by keyboard: the dialog opens, Escape closes it and focus returns.
    const deleteButton = page.getByRole('button', { name: 'Delete My Account' });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Delete your account forever?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
  });

  test('every control is at least 44 px tall, and the card looks right', { tag: '@both-widths' }, async ({
    signedInPage: page,
  }) => {
    const card = await openSecurity(page);
    for (const control of await card.locator('button, input').all()) {
      const box = await control.boundingBox();
      expect(
        box?.height ?? 0,
        await control.evaluate((element) => element.outerHTML.slice(0, 80)),
      ).toBeGreaterThanOrEqual(44);
    }
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/${test.info().project.name}-sign-in-security.png` });
    await expectNoSeriousA11yViolations(page);
  });

  test('delete my account: the dialog says what goes, then the goodbye page shows and the account is gone', async ({
    signedInPage: page,
    person,
    baseURL,
  }) => {
    await openAccount(page);
    await page.getByRole('tab', { name: 'Manage Subscription' }).click();
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account forever?' });
    await expect(dialog.getByText('These will be removed forever:')).toBeVisible();
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/${test.info().project.name}-delete-account.png` });
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

    // Nothing is sent until the typed email is the account's own.
    const sent = watchRequests(page);
    const emailBox = dialog.getByLabel('Type your email address to confirm');
    const deleteForever = dialog.getByRole('button', { name: 'Delete my account forever' });
    await deleteForever.click();
    await expect(dialog.getByText('Please type your email address to confirm.')).toBeVisible();
    await expect(emailBox).toBeFocused();
    await emailBox.fill(`someone-else-${person.email}`);
    await dialog.getByLabel('Your password').fill(person.password);
    await deleteForever.click();
    await expect(dialog.getByText(/That is not the email address of this account/)).toBeVisible();
    await expect(emailBox).toBeFocused();
    expect(sent.filter((entry) => !entry.startsWith('GET'))).toEqual([]);

    // Letter case and spaces around it do not count; the password is still asked.
    await emailBox.fill(`  ${person.email.toUpperCase()} `);
    await dialog.getByLabel('Your password').fill('');
    await deleteForever.click();
    await expect(dialog.getByText('Please enter your current password.')).toBeVisible();
    await expect(dialog.getByLabel('Your password')).toBeFocused();
    await dialog.getByLabel('Your password').fill('not my password');
    await deleteForever.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'That is not your current password. Please try again.',
    );
    if (SHOTS)
      await dialog.screenshot({ path: `${SHOTS}/${test.info().project.name}-delete-account-filled.png` });

    // Someone who shares with nobody is told nothing about a family.
    await expect(dialog.getByTestId('family-access-ends')).toHaveCount(0);
    await dialog.getByLabel('Your password').fill(person.password);
    await deleteForever.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account and stories have been deleted' }),
    ).toBeFocused();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    const signIn = await signInElsewhere(baseURL, person);
    expect(signIn.status).not.toBe(303);
    await signIn.device.dispose();
  });
  test('a storyteller who shares with family is told who loses access, then lands on a goodbye page', {
    tag: '@both-widths',
  }, async ({ signedInPage: page, person, baseURL }) => {
    const ruth = await familyMember(page, baseURL, 'Ruth');
    const tom = await familyMember(page, baseURL, 'Tom');
    const ann = `ann-${Date.now()}@example.org`;
    const invited = await page.request.post('/api/family/members', { data: { email: ann, role: 'reader' } });
    expect(invited.status(), await invited.text()).toBe(201);

    await openAccount(page);
    await page.getByRole('tab', { name: 'Manage Subscription' }).click();
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account forever?' });
    const family = dialog.getByTestId('family-access-ends');
    await expect(family).toContainText(
      'The 2 people you share with (Ruth and Tom) will no longer see your stories or books.',
    );
    await expect(family).toContainText(`The invitation you sent to ${ann} will stop working.`);
    if (SHOTS)
      await dialog.screenshot({ path: `${SHOTS}/${test.info().project.name}-delete-account-family.png` });
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

    // By keyboard: the two boxes, then the button.
    await dialog.getByLabel('Type your email address to confirm').fill(person.email);
    await dialog.getByLabel('Your password').fill(person.password);
    await dialog.getByLabel('Your password').press('Enter');

    const goodbye = page.getByRole('heading', {
      level: 1,
      name: 'Your account and stories have been deleted',
    });
    await expect(goodbye).toBeFocused();
    await expect(page).toHaveURL(/\/goodbye$/);
    await expect(page.getByRole('heading', { level: 2, name: 'What you can do now' })).toBeVisible();
    await expect(
      page.getByText('The people you shared your stories with can no longer see them.'),
    ).toBeVisible();
    // Not the page for newcomers.
    await expect(page.getByRole('button', { name: 'Join the Beta Waitlist' })).toHaveCount(0);
    await shot(page, 'goodbye');
    await expectNoSeriousA11yViolations(page);
    const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noSideways).toBe(true);

    // Ruth and Tom see nothing of the storyteller now.
    for (const member of [ruth, tom]) {
      const shared = await member.get('/api/shared-with-me');
      expect(shared.status()).toBe(200);
      expect(((await shared.json()) as { storytellers: unknown[] }).storytellers).toEqual([]);
      await member.dispose();
    }

    // The page's own link leads home; typed in a tab where nothing was deleted, the page says nothing untrue.
    await page.getByRole('link', { name: 'Go to the Heirloom home page' }).click();
    await expect(page.getByRole('button', { name: 'Join the Beta Waitlist' })).toBeVisible();
    const elsewhere = await page.context().newPage();
    await elsewhere.goto('/goodbye');
    await expect(elsewhere).toHaveURL(/\/$/);
    await expect(
      elsewhere.getByRole('heading', { name: 'Your account and stories have been deleted' }),
    ).toHaveCount(0);
  });
});
