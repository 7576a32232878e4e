import { expect, expectNoSeriousA11yViolations, signUp, test } from './support/fixtures.ts';
import { operatorResetLink } from './support/operator.ts';

test.describe('a forgotten password', () => {
  test('without e-mail, the sign-in form leads to a page that says whom to ask', async ({ page }) => {
    await page.goto('/api/login');
    const forgot = page.getByRole('link', { name: 'Forgot your password?' });
    await forgot.focus();
    await expect(forgot).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(
      'Please ask the person who runs this Heirloom to make you a link to set a new password.',
    );
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Heirloom' })).toBeVisible();
  });

  test("the operator's link sets a new password with the keyboard, and the person signs in with it", {
    tag: '@both-widths',
  }, async ({ page }) => {
    const person = await signUp(page);
    const link = await operatorResetLink(person.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const newPassword = page.getByLabel('New password', { exact: true });
    await newPassword.focus();
    await page.keyboard.type('a fresh long password');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Type the new password again')).toBeFocused();
    await page.keyboard.type('not the same one');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'The two passwords are not the same. Please type them again.',
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('New password', { exact: true }).fill('a fresh long password');
    await page.getByLabel('Type the new password again').fill('a fresh long password');
    await page.getByLabel('Type the new password again').press('Enter');
    await expect(page.getByRole('heading', { name: 'Your new password is set' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Please sign in with your new password.');
    await expectNoSeriousA11yViolations(page);

    // The session of the sign-up ended with the reset.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill('a fresh long password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});
