import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('shows the sections in order with the header actions', { tag: '@both-widths' }, async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Heirloom' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join the Beta Waitlist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Learn More' })).toBeVisible();
    await expect(page.getByText('Free beta access • No spam, ever • Unsubscribe anytime')).toBeVisible();
    for (const step of ['Request Early Access', 'Share Your Journey', 'Create and share memories']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Secure Your Spot in the Beta' })).toBeVisible();
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Heirloom`);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login');
    const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids.slice(0, 3)).toEqual(['join-the-beta', 'how-it-works', 'about']);
  });

  test('role choice defaults to sharing my story and offers helping a loved one', async ({ page }) => {
    await expect(page.getByRole('radio', { name: "I'm sharing my story" })).toBeChecked();
    await page.getByRole('radio', { name: "I'm helping a loved one" }).check();
    await expect(page.getByRole('radio', { name: "I'm sharing my story" })).not.toBeChecked();
  });

  test('header actions scroll to how-it-works, about and the sign-up section', {
    tag: '@both-widths',
  }, async ({ page }) => {
    const openMenuIfPhone = async () => {
      if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    };
    await openMenuIfPhone();
    await page.getByRole('button', { name: 'How It Works' }).click();
    await expect(page.locator('#how-it-works')).toBeInViewport();
    if (isPhone(page)) await expect(page.locator('#landing-menu')).toBeHidden();

    await openMenuIfPhone();
    await page.getByRole('button', { name: 'About' }).click();
    await expect(page.locator('#about')).toBeInViewport();

    await openMenuIfPhone();
    await page.getByRole('button', { name: 'Join Beta Waitlist' }).first().click();
    await expect(page.getByLabel('Email address')).toBeInViewport();
    await expect(page.getByLabel('Email address')).toBeFocused();
  });

  test('Learn More and the closing call to action scroll where they say', async ({ page }) => {
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect(page.locator('#how-it-works')).toBeInViewport();
    await page.getByRole('button', { name: 'Join Beta Waitlist' }).last().click();
    await expect(page.getByLabel('Email address')).toBeInViewport();
    await page.getByRole('button', { name: 'Secure Your Spot in the Beta' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Secure Your Spot in the Beta' }).click();
    await expect(page.getByLabel('Email address')).toBeInViewport();
  });

  test('the phone menu opens with the toggle and closes when an item is chosen', {
    tag: '@phone-only',
  }, async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('#landing-menu')).toBeHidden();
  });

  test('passes an accessibility check', { tag: '@both-widths' }, async ({ page }) => {
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('joining the waitlist', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('asks for an email on submit, then re-checks as the person types', async ({ page }) => {
    await page.getByRole('button', { name: 'Join the Beta Waitlist' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Email address').fill('grandma@');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email address').fill('grandma@example.org');
    await expect(page.getByText('Please enter a valid email address')).toBeHidden();
  });

  test('does not validate while typing before the first submit', async ({ page }) => {
    await page.getByLabel('Email address').fill('not-yet');
    await expect(page.getByText('Please enter a valid email address')).toBeHidden();
  });

  test('shows "Joining..." while sending, then the thank-you panel', { tag: '@both-widths' }, async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('/api/waitlist', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Email address').fill(`new-${Date.now()}@example.org`);
    await page.getByRole('radio', { name: "I'm helping a loved one" }).check();
    await page.getByRole('button', { name: 'Join the Beta Waitlist' }).click();
    await expect(page.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    release();
    const thanks = page.getByTestId('waitlist-thanks');
    await expect(thanks).toContainText("You're on the waitlist");
    await expect(thanks).toContainText('email you as soon as beta access opens');
    await expect(thanks).toContainText('early access to the AI journal and story preservation');
    await expect(thanks).toContainText('feedback will help shape');
    await expect(page.getByLabel('Email address')).toHaveCount(0);
  });

  test('an email already on the list shows "Already on the list!" and keeps the form', async ({ page }) => {
    const email = `repeat-${Date.now()}@example.org`;
    await page.request.post('/api/waitlist', { data: { email, role: 'self' } });
    await page.getByLabel('Email address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Join the Beta Waitlist' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Already on the list!');
    await expect(toast).toContainText("You're already on our waitlist - we'll be in touch soon!");
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expect(page.getByTestId('waitlist-thanks')).toHaveCount(0);
  });

  test('a server failure shows "Something went wrong" and keeps what was typed', async ({ page }) => {
    await page.route('/api/waitlist', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Something went wrong on our side and nothing was changed. Please try again in a moment."}',
      }),
    );
    await page.getByLabel('Email address').fill('kept@example.org');
    await page.getByRole('button', { name: 'Join the Beta Waitlist' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Something went wrong');
    await expect(toast).toContainText('Please try again in a moment.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByLabel('Email address')).toHaveValue('kept@example.org');
  });

  test('only one toast is visible at a time', async ({ page }) => {
    const email = `one-toast-${Date.now()}@example.org`;
    await page.request.post('/api/waitlist', { data: { email } });
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Join the Beta Waitlist' }).click();
    await expect(page.getByTestId('toast')).toHaveCount(1);
    await page.getByRole('button', { name: 'Join the Beta Waitlist' }).click();
    await expect(page.getByTestId('toast')).toHaveCount(1);
  });
});

test.describe('the landing page arrives already written', () => {
  test('its words show before any JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Join the Beta Waitlist' })).toBeVisible();
    for (const step of ['Request Early Access', 'Share Your Journey', 'Create and share memories']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    // Its styles are there too: the page is laid out, not a column of raw text.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toBe('');
    await expect(page.getByText('Heirloom is opening…')).toHaveCount(0);
    // A storyteller's link does not show the landing page while it opens.
    await page.goto(`/tell/${'x'.repeat(43)}`);
    await expect(page.getByText('Heirloom is opening…')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join the Beta Waitlist' })).toHaveCount(0);
    await context.close();
  });

  test('React takes the written page over without redrawing it, and it answers at once', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await page.getByRole('radio', { name: "I'm helping a loved one" }).check();
    await expect(page.getByRole('radio', { name: "I'm helping a loved one" })).toBeChecked();
    expect(problems.filter((problem) => /hydrat|did not match|server rendered/i.test(problem))).toEqual([]);
  });

  test("a visitor who only reads runs only the landing page's own small script, and gets no workspace code", async ({
    page,
  }) => {
    // A pointer resting on the page is a sign of intent (decision 1611). Headless Chromium reports its pointer over
    // the page's top corner as soon as the page loads, a moment after or before the page's script listens: this
    // visitor reads with no pointer over the page, so those pointer events never reach it.
    await page.addInitScript(() => {
      for (const type of ['pointerover', 'pointermove', 'mouseover', 'mousemove'])
        window.addEventListener(type, (event) => event.stopImmediatePropagation(), true);
    });
    const requests: Promise<{ pathname: string; runs: boolean }>[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The app's scripts, fetched ahead once the page is idle, are prefetches (`Sec-Purpose: prefetch`): kept in
      // the cache and not run until a gesture.
      requests.push(
        request.allHeaders().then((headers) => ({
          pathname,
          runs: request.resourceType() === 'script' && !/prefetch/.test(headers['sec-purpose'] ?? ''),
        })),
      );
    });
    const fetchedAhead = page.waitForRequest((request) => /\/assets\/app-[\w-]+\.js$/.test(request.url()));
    await page.goto('/');
    await page.evaluate(() => window.scrollBy(0, 600));
    await fetchedAhead;
    await page.evaluate(afterNextPaint);
    const seen = await Promise.all(requests);
    const scripts = seen.filter((request) => request.runs).map((request) => request.pathname);
    const assets = seen
      .map((request) => request.pathname)
      .filter((pathname) => pathname.startsWith('/assets/'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => !/^\/assets\/(landing|preload-helper)-[\w-]+\.js$/.test(script)),
    ).toEqual([]);
    expect(await page.evaluate(reactHasThePage)).toBe(false);
    expect(assets.filter((asset) => /workspace|section|dashboard|studio/.test(asset))).toEqual([]);
  });

  test('what is typed, chosen and pressed before React takes over is kept and sent', async ({ page }) => {
    await page.goto('/');
    // Hold the app's scripts back, so everything below happens before React has the page.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const email = `early-${Date.now()}@example.org`;
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('radio', { name: "I'm helping a loved one" }).check();
    const sent = page.waitForRequest('**/api/waitlist');
    await page.getByLabel('Email address').press('Enter');
    await expect(page).toHaveURL(/\/$/);
    release();
    expect((await sent).postDataJSON()).toEqual({ email, role: 'family' });
    await expect(page.getByTestId('waitlist-thanks')).toContainText("You're on the waitlist");
  });

  test('a press made while React is taking the page over comes after the ones before it: the last press stands', async ({
    page,
  }) => {
    // The page's timers stand still, so the moment between React having the page and the held presses being made
    // again lasts until the test lets it pass.
    await page.clock.install({ time: new Date('2026-06-01T10:00:00') });
    await page.clock.pauseAt(new Date('2026-06-01T10:00:01'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect.poll(() => page.evaluate(reactHasThePage), { timeout: 15_000 }).toBe(true);
    // React's own work after it has the page (its effects) runs on the browser's message queue, not on timers.
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Join Beta Waitlist' }).last().click();
    await page.clock.runFor(100);
    await expect(page.getByLabel('Email address')).toBeInViewport();
    await expect(page.getByLabel('Email address')).toBeFocused();
  });

  test('a keyboard user can open the phone menu before React has taken over', {
    tag: '@phone-only',
  }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'About' })).toBeVisible();
  });
});

/** Resolves once the browser has painted twice. */
function afterNextPaint() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Whether React has taken the written page over: its buttons carry React's own properties once it has. */
function reactHasThePage() {
  const button = document.querySelector('#root button');
  return !!button && Object.keys(button).some((key) => key.startsWith('__react'));
}
