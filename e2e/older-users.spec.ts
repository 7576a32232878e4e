import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, isPhone, signUp, test } from './support/fixtures.ts';

/**
 * The older-users review's findings, as a person meets them: nothing covered, nothing lost, every target big
 * enough, no small print, and focus that lands where the next step is.
 */

/**
 * Every button, link, field and tab on screen that is smaller than 44 × 44 CSS pixels, and every piece of text
 * under 16 px. Links inside running text are exempt, as WCAG 2.5.8 exempts them.
 */
async function smallTargetsAndText(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !element.closest('.sr-only');
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const targets = [
      ...document.querySelectorAll(
        'button, a[href], [role="button"], [role="tab"], [role="menuitem"], input:not([type="hidden"]), select, textarea',
      ),
    ];
    const small = targets
      .filter((element) => visible(element))
      .filter((element) => !(element.tagName === 'A' && element.closest('p, li') && !element.closest('nav')))
      .filter((element) => {
        // A field's label is part of its target (a radio button inside its label).
        const target = element.closest('label') ?? element;
        const box = target.getBoundingClientRect();
        return box.width < 44 - 0.5 || box.height < 44 - 0.5;
      })
      .map((element) => {
        const box = (element.closest('label') ?? element).getBoundingClientRect();
        return `${name(element)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
    const smallText = [...document.querySelectorAll('body *')]
      .filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      )
      .filter((element) => visible(element))
      .filter((element) => Number.parseFloat(getComputedStyle(element).fontSize) < 16 - 0.01)
      .map((element) => `${name(element)} ${getComputedStyle(element).fontSize}`);
    return { small, smallText };
  });
}

async function expectBigTargetsAndText(page: Page) {
  expect(await smallTargetsAndText(page)).toEqual({ small: [], smallText: [] });
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function addMemory(page: Page, name: string, text: string) {
  const response = await page.request.post('/api/memory-fragments', { data: { name, text } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Two more memories of a life and a memoir project "Seasons on the Farm": enough for Clio to propose from. */
async function addWarYearsAndMemoir(page: Page) {
  await addMemory(
    page,
    'Leaving for the war',
    'In 1943 I left the farm for the Navy. My mother cried at the station.',
  );
  await addMemory(
    page,
    'Meeting Rose',
    'I met Rose at a dance hall in Chicago in 1947. We married a year later.',
  );
  const project = await page.request.post('/api/memoir-projects', {
    data: {
      motivation: 'To share my life and lessons with my family',
      audience: 'For my close family and friends',
      tone: 'A sense of warmth and nostalgia',
      title: 'Seasons on the Farm',
      startingPoint: 'Growing up on a dairy farm in Wisconsin, the war years, and meeting Rose.',
    },
  });
  expect(project.ok(), await project.text()).toBe(true);
}

async function openSection(page: Page, section: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: section }).click();
  await expect(page.getByRole('heading', { name: section, level: 1 })).toBeVisible();
}

test.describe('big enough to use', () => {
  test('every target is at least 44 × 44 px and no text is under 16 px, on each screen and dialog', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    await addMemory(page, 'The dairy farm', 'In 1952 I helped my brother Tom milk the cows in Wisconsin.');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expectBigTargetsAndText(page);

    await openSection(page, 'My Memories');
    await expect(page.getByRole('button', { name: 'The dairy farm', exact: true })).toBeVisible();
    await expectBigTargetsAndText(page);

    await openSection(page, 'Dashboard');
    await page.getByRole('button', { name: 'Book an interview' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Book an interview' });
    await expect(sheet).toBeVisible();
    await expectBigTargetsAndText(page);
    await sheet.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Add Memory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Memory' });
    await dialog.getByLabel('Memory name').fill('Aunt Joan');
    await dialog
      .getByLabel(/memory/i)
      .last()
      .fill('Aunt Joan took us to the seaside at Blackpool in 1958.');
    await dialog.getByRole('button', { name: 'Create Memory' }).click();
    const dna = page.getByRole('dialog', { name: /Memory DNA/ });
    await expect(dna).toBeVisible();
    await expectBigTargetsAndText(page);
    await expectNoA11yViolations(page);
  });

  test('the landing page and the sign-in page', { tag: '@both-widths' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Join the Beta Waitlist' })).toBeVisible();
    await expectBigTargetsAndText(page);
    await page.goto('/api/login');
    await expectBigTargetsAndText(page);
    await page.goto('/api/login?account=new');
    await expectBigTargetsAndText(page);
    await expectNoA11yViolations(page);
  });
});

test.describe('accessibility findings of the review', () => {
  test('a notice on screen passes every axe rule, and an error stays until it is dismissed', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    await page.route('**/api/memory-fragments', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add Memory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Memory' });
    await dialog.getByLabel('Memory name').fill('The seaside');
    await dialog
      .getByLabel(/memory/i)
      .last()
      .fill('We went to Blackpool every August.');
    await dialog.getByRole('button', { name: 'Create Memory' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Failed to save memory.' });
    await expect(error).toBeVisible();
    // The form says so too, beside its buttons, and keeps what was typed.
    await expect(dialog.getByTestId('form-failure')).toContainText('Failed to save memory.');
    await expect(dialog.getByLabel('Memory name')).toHaveValue('The seaside');
    await expectNoA11yViolations(page);

    // The notice covers none of the dialog's buttons.
    const noticeBox = await page.getByTestId('toast').boundingBox();
    for (const name of ['Cancel', 'Create Memory']) {
      const buttonBox = await dialog.getByRole('button', { name }).boundingBox();
      expect(noticeBox && buttonBox).toBeTruthy();
      const overlaps =
        noticeBox!.x < buttonBox!.x + buttonBox!.width &&
        buttonBox!.x < noticeBox!.x + noticeBox!.width &&
        noticeBox!.y < buttonBox!.y + buttonBox!.height &&
        buttonBox!.y < noticeBox!.y + noticeBox!.height;
      expect(overlaps, `the notice covers ${name}`).toBe(false);
    }

    // Long after a passing notice would have gone, the error is still there, until it is dismissed.
    await page.clock.install();
    await page.clock.runFor(60_000);
    await expect(error).toBeVisible();
    await error.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('a long memory can be scrolled from the keyboard in Memory Details', { tag: '@both-widths' }, async ({
    signedInPage: page,
  }) => {
    const longText = Array.from(
      { length: 60 },
      (_, line) => `Line ${line + 1}: the summer we spent on the farm, haymaking until dark.`,
    ).join('\n');
    await addMemory(page, 'A long summer', longText);
    await page.reload();
    await openSection(page, 'My Memories');
    await page.getByRole('button', { name: 'A long summer', exact: true }).click();
    const details = page.getByRole('dialog');
    const fullText = details.getByRole('region', { name: 'Full text' });
    await expect(fullText).toBeVisible();
    await tabTo(page, fullText);
    const before = await fullText.evaluate((element) => element.scrollTop);
    await page.keyboard.press('PageDown');
    await expect.poll(() => fullText.evaluate((element) => element.scrollTop)).toBeGreaterThan(before);
    await expectNoA11yViolations(page);
  });

  test('the waitlist thank-you follows the page heading order', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill(`thanks-${Date.now()}@example.org`);
    await page.getByRole('button', { name: 'Join the Beta Waitlist' }).last().click();
    await expect(
      page.getByRole('heading', { name: "Thank you! You're on the waitlist.", level: 2 }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('words and forms people know', () => {
  test('"Mr Halliday" and "Aunt Joan" stay one person each; Enter and a comma add a name', async ({
    signedInPage: page,
  }) => {
    await page.getByRole('button', { name: 'Add Memory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Memory' });
    await dialog.getByLabel('Memory name').fill('The corner shop');
    await dialog
      .getByLabel(/memory/i)
      .last()
      .fill('We bought sweets at the corner shop on Saturdays.');
    await dialog.getByRole('button', { name: 'Create Memory' }).click();
    const dna = page.getByRole('dialog', { name: /Memory DNA/ });
    const people = dna.getByLabel('People involved', { exact: true });
    await people.pressSequentially('Mr Halliday Aunt Joan,Tom');
    await people.press('Enter');
    await expect(dna.getByRole('list', { name: 'People involved added' }).getByRole('listitem')).toHaveText([
      'Mr Halliday',
      'Aunt Joan',
      'Tom',
    ]);
    await expect(people).toHaveAccessibleDescription(/^Type a name, then press Enter\./);
  });

  test('My Memories explains Memory DNA, says what a Partial memory is missing, and writes dates as people do', async ({
    signedInPage: page,
  }) => {
    const created = await page.request.post('/api/memory-fragments', {
      data: { name: 'Milking with Tom', text: 'Every morning I helped my brother Tom milk the cows.' },
    });
    const fragment = (await created.json()) as { id: string; version: number; createdAt: string };
    const saved = await page.request.put(`/api/memory-fragments/${fragment.id}/narrative-dna`, {
      data: {
        whenHappened: 'Summer 1952',
        whereHappened: null,
        peopleInvolved: ['Tom'],
        topics: [],
        version: fragment.version,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.reload();
    await openSection(page, 'My Memories');
    await expect(page.getByText('Memory DNA is when, where and who').first()).toBeVisible();
    const row = page
      .getByTestId('memory-row')
      .filter({ hasText: 'Milking with Tom' })
      .filter({ visible: true });
    await expect(row.getByTestId('dna-badge')).toHaveText('Partial');
    await expect(row.getByTestId('dna-missing')).toHaveText('Missing: where');
    const added = new Date(fragment.createdAt);
    const written = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(added);
    expect(written).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(row).toContainText(written);
  });

  test('Sign out is always in sight in the workspace', { tag: '@both-widths' }, async ({
    signedInPage: page,
  }) => {
    const signOut = page.getByRole('link', { name: 'Sign out' });
    await expect(signOut).toBeVisible();
    await signOut.click();
    await expect(page.getByRole('button', { name: 'Join the Beta Waitlist' }).first()).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});

test.describe('focus that never gets lost', () => {
  test('by keyboard alone: add a memory, save its DNA, open the studio, send, accept a proposal, add a chapter', async ({
    page,
  }) => {
    // A long walk by keyboard through four screens and three dialogs, typing every word: on a two-core machine
    // running two browsers it takes most of the default 45 seconds, so it gets the time the other journeys get.
    test.setTimeout(120_000);
    const person = await signUp(page);
    await page.context().clearCookies();
    // Sign in.
    await page.goto('/api/login');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(person.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // Add a memory from the Dashboard's quick actions.
    const addMemoryButton = page.getByRole('button', { name: 'Add Memory' });
    await tabTo(page, addMemoryButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Memory' });
    await expect(dialog.getByLabel('Memory name')).toBeFocused();
    await page.keyboard.type('The dairy farm');
    await page.keyboard.press('Tab');
    await page.keyboard.type(
      "When I was seven we lived on my grandfather's dairy farm in Wisconsin with my brother Tom.",
    );
    await tabTo(page, dialog.getByRole('button', { name: 'Create Memory' }));
    await page.keyboard.press('Enter');

    // Save its Memory DNA: focus goes back to the button the journey started from.
    const dna = page.getByRole('dialog', { name: /Memory DNA/ });
    await expect(dna).toBeVisible();
    await tabTo(page, dna.getByRole('button', { name: 'Save Memory DNA' }));
    await page.keyboard.press('Enter');
    await expect(dna).toBeHidden();
    await expect(addMemoryButton).toBeFocused();

    // Two more memories and a memoir give Clio something to propose chapters from.
    await addWarYearsAndMemoir(page);

    // Open the studio and the project.
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Memoir Studio' }),
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Memoir Studio', level: 1 })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Continue Seasons on the Farm' }));
    await page.keyboard.press('Enter');

    // Send a message: focus stays in the box.
    const box = page.getByRole('textbox', { name: 'Message to Clio' });
    await tabTo(page, box);
    await page.keyboard.type('Can you suggest chapters for my memoir?');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Proposed Chapters' });
    await expect(panel).toBeVisible();
    await expect(box).toBeFocused();

    // Accept the proposal: focus moves to the chapters it made.
    await tabTo(page, panel.getByRole('button', { name: 'Accept Changes' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Chapters' })).toBeFocused();
    const chapters = page.getByRole('list', { name: 'Chapters' }).getByRole('listitem');
    const count = await chapters.count();
    expect(count).toBeGreaterThan(1);

    // Add a chapter: focus moves to the new chapter.
    await tabTo(page, page.getByRole('button', { name: 'Add Chapter' }));
    await page.keyboard.press('Enter');
    await expect(chapters).toHaveCount(count + 1);
    await expect(page.getByRole('button', { name: new RegExp(`^Chapter ${count + 1}: `) })).toBeFocused();

    // Rename it: focus comes back to its title.
    await page.keyboard.press('Enter');
    const titleField = page.getByRole('textbox', { name: `Title of chapter ${count + 1}` });
    await expect(titleField).toBeFocused();
    await titleField.fill('The years after');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('button', { name: `Chapter ${count + 1}: "The years after". Click to rename` }),
    ).toBeFocused();

    // Delete, then Escape: focus is back on the delete button.
    await tabTo(page, page.getByRole('button', { name: `Delete chapter ${count + 1}` }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog', { name: 'Delete chapter?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: `Delete chapter ${count + 1}` })).toBeFocused();

    // Add a theme: focus comes back to Add Theme, ready for the next.
    await tabTo(page, page.getByRole('button', { name: 'Add Theme' }));
    await page.keyboard.press('Enter');
    await page.keyboard.type('Family');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Themes' })).toContainText('Family');
    await expect(page.getByRole('button', { name: 'Add Theme' })).toBeFocused();
  });

  test('a proposal not yet answered keeps its Accept and Decline after leaving the studio and coming back', async ({
    signedInPage: page,
  }) => {
    await addMemory(
      page,
      'The dairy farm',
      "We lived on my grandfather's dairy farm in Wisconsin with my brother Tom.",
    );
    await addWarYearsAndMemoir(page);
    await openSection(page, 'Memoir Studio');
    await page.getByRole('button', { name: 'Continue Seasons on the Farm' }).click();
    const box = page.getByRole('textbox', { name: 'Message to Clio' });
    await box.fill('What themes do you see in my story?');
    await box.press('Enter');
    const panel = page.getByRole('region', { name: 'Proposed Themes' });
    await expect(panel).toBeVisible();

    await openSection(page, 'Dashboard');
    await openSection(page, 'Memoir Studio');
    await page.getByRole('button', { name: 'Continue Seasons on the Farm' }).click();
    await expect(panel.getByRole('button', { name: 'Accept Changes' })).toBeVisible();

    // Declined, it stays declined, also after a reload.
    await panel.getByRole('button', { name: 'Decline' }).click();
    await expect(panel).toBeHidden();
    await page.reload();
    await openSection(page, 'Memoir Studio');
    await page.getByRole('button', { name: 'Continue Seasons on the Farm' }).click();
    await expect(page.getByRole('log', { name: 'Conversation with Clio' })).toContainText('themes');
    await expect(page.getByTestId('proposal-panel')).toHaveCount(0);
  });
});

test.describe('phones', () => {
  test('a phone is not told to drag and drop @phone-only', async ({ signedInPage: page }) => {
    await page.getByRole('button', { name: 'Add Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Files' });
    await expect(dialog.getByText('Choose a file from this device.')).toBeVisible();
    await expect(dialog.getByText(/drag and drop/i)).toBeHidden();
  });
});
