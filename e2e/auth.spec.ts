import { expect, expectNoSeriousA11yViolations, signUp, test } from './support/fixtures.ts';

test.describe('accounts', () => {
  test('sign up from the sign-in page, see the workspace, and sign out', { tag: '@both-widths' }, async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/api\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Heirloom', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
    await expect(page.getByText('Welcome back')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const email = `arthur.pennington-${Date.now()}@example.org`;
    // The name comes first, so the family sees "Arthur" and never an e-mail address where a name belongs (N6).
    await page.getByLabel('What should we call you?').fill('Arthur');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('my long password');
    // Enter in the form being filled in creates the account: it is the form's only button.
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('sidebar-name')).toHaveText('Arthur');
    await expect(page.getByText(email)).toHaveCount(0);
    await page.goto('/api/logout');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Join the Beta Waitlist' })).toBeVisible();
  });

  test('a long e-mail address and no name never push the invitation page sideways at 360 px (N6)', async ({
    page,
    browser,
  }) => {
    const storyteller = await signUp(page, {
      email: `arthur.pennington.of.the.long.address-${Date.now()}@example.org`,
    });
    const invited = await page.request.post('/api/family/members', {
      data: { email: `ruth-${Date.now()}@example.org`, role: 'editor' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const { inviteLink } = (await invited.json()) as { inviteLink: string };
    const ruth = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await ruth.goto(new URL(inviteLink).pathname);
    await expect(ruth.getByTestId('invitation-summary')).toContainText(storyteller.email);
    const widths = await ruth.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    await ruth.close();
  });

  test('sign in with the right password', async ({ page, browser }) => {
    const person = await signUp(page);
    const fresh = await browser.newPage();
    await fresh.goto('/api/login');
    await fresh.getByLabel('Email').fill(person.email);
    await fresh.getByLabel('Password').fill(person.password);
    // Enter signs in: the sign-in form has no other button to press by mistake.
    await fresh.getByLabel('Password').press('Enter');
    await expect(fresh.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await fresh.close();
  });

  test('a wrong password shows one plain message and keeps the email', async ({ page, browser }) => {
    const person = await signUp(page);
    const fresh = await browser.newPage();
    await fresh.goto('/api/login');
    await fresh.getByLabel('Email').fill(person.email);
    await fresh.getByLabel('Password').fill('not my password');
    await fresh.getByRole('button', { name: 'Sign in' }).click();
    await expect(fresh.getByRole('alert')).toHaveText(
      'There is a problem That email and password do not match an account. Please check them and try again.',
    );
    await expect(fresh.getByLabel('Email')).toHaveValue(person.email);
    await fresh.close();
  });

  test('a create-account form with mistakes says them all at once, in a box that takes focus and leads to each field (N15)', {
    tag: '@both-widths',
  }, async ({ page }) => {
    await page.goto('/api/login?account=new');
    await page.getByLabel('Email').fill('arthur at home');
    await page.getByRole('button', { name: 'Create account' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      'Please enter a valid email address.',
      'Please enter your password.',
    ]);
    await expect(page.getByLabel('Email')).toHaveValue('arthur at home');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('What should we call you?')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    // By keyboard: Tab from the summary reaches its first link, which takes the person to the field.
    await page.keyboard.press('Tab');
    await expect(summary.getByRole('link', { name: 'Please enter a valid email address.' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#email$/);
    await page.getByLabel('Email').fill(`arthur-${Date.now()}@example.org`);
    await page.getByLabel('Password').fill('my long password');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('the sign-in page works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/api/login?account=new');
    await page.getByLabel('Email').fill(`nojs-${Date.now()}@example.org`);
    await page.getByLabel('Password').fill('works without scripts');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    await context.close();
  });

  test('a page on another site cannot sign the person out; they are asked instead', async ({
    signedInPage: page,
  }) => {
    const app = new URL(page.url());
    // "localhost" is another site than "127.0.0.1": this page stands in for a stranger's website.
    const strangerPage = `http://localhost:${app.port}/a-strangers-page.html`;
    await page.route(strangerPage, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win a prize</title><script>location.href = '${app.origin}/api/logout';</script>`,
      }),
    );
    await page.goto(strangerPage);
    await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
    await expect(page.getByText('You are still signed in.', { exact: false })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    await expectNoSeriousA11yViolations(page);

    // The person can still choose to sign out from there.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${app.origin}/`);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('the sign-in page passes an accessibility check', { tag: '@both-widths' }, async ({ page }) => {
    await page.goto('/api/login');
    await expectNoSeriousA11yViolations(page);
  });

  test('when the session ends inside the workspace, it says so and goes to sign in after a moment', async ({
    page,
    person,
    context,
  }) => {
    void person;
    // Let the dashboard finish its own first requests, so the next call is the one this test makes.
    const dashboardSettled = Promise.all([
      page.waitForResponse('**/api/generate-next-chapter'),
      page.waitForResponse('**/api/generate-missing-moments'),
    ]);
    await page.goto('/');
    await dashboardSettled;
    // Sign the person out behind the page's back, like a session that expired on the server.
    await context.clearCookies();
    const navigation = page.waitForURL(/\/api\/login$/);
    // Opening the studio asks the server for the projects: the first call after the session ended.
    const openNavigation = page.getByRole('button', { name: 'Open navigation' });
    if (await openNavigation.isVisible()) await openNavigation.click();
    // The notice lives only 500 ms before the page goes away, so the page itself reports every notice it
    // draws, in the same moment it draws it; reading it from here afterwards would race the navigation.
    const noticesSeen: string[] = [];
    await page.exposeFunction('reportNoticeForTest', (text: string) => noticesSeen.push(text));
    await page.evaluate(() => {
      const report = (window as unknown as { reportNoticeForTest: (text: string) => void })
        .reportNoticeForTest;
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-testid="toast"]'))
          report(toast.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Memoir Studio' }).click();
    await navigation;
    expect(noticesSeen.some((text) => text.includes('Unauthorized'))).toBe(true);
    expect(noticesSeen.some((text) => text.includes('You are logged out. Logging in again...'))).toBe(true);
  });
});

test.describe('not found', () => {
  test('any other path shows "404 Page Not Found"', async ({ page }) => {
    const response = await page.goto('/some/where/else');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a visitor on the landing page is never redirected to sign in', async ({ page }) => {
    await page.goto('/');
    // The page asks who is signed in once React has taken it over, on the visitor's first gesture.
    const sessionCheck = page.waitForResponse('**/api/auth/user');
    await page.getByLabel('Email address').focus();
    // The session check's 401 is the only answer that could start the sign-in redirect, and the notice
    // would appear as it is handled (the redirect follows it). Wait until that answer has been read and
    // the page has drawn what it does with it, then look: no notice, no redirect.
    const answer = await sessionCheck;
    expect(answer.status()).toBe(401);
    await answer.finished();
    await page.evaluate(afterNextPaint);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Join the Beta Waitlist' })).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });
});

/** Resolves once the browser has painted twice: every state update queued before the call is on screen. */
function afterNextPaint() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
