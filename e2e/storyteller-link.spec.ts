import type { Browser, Page } from '@playwright/test';
import { fakeMicrophone } from './support/fake-microphone.ts';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';

/**
 * The storyteller answers with Chromium's fake microphone, which plays a recording made here with espeak-ng.
 */
const microphone = fakeMicrophone('I was born in a little house by the river, and my father kept bees.');

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

test.use({ permissions: ['clipboard-read', 'clipboard-write'], launchOptions: microphone.launchOptions });

/** A browser of the storyteller's own: no cookies, nobody signed in, the same screen size as the test's. */
async function freshContext(browser: Browser) {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    permissions: ['microphone'],
  });
  expect(await context.cookies()).toEqual([]);
  return context;
}

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
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
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

test('Mum opens her link with no account, answers a question by voice, and Sarah sees the interview', {
  tag: '@both-widths',
}, async ({ signedInPage: page, person, browser }) => {
  test.setTimeout(180_000);
  const profile = await page.request.put('/api/user/profile', {
    data: { firstName: 'Sarah', lastName: 'Hidden', email: person.email },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const { dialog, url } = await makeLink(page, 'Mum');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const token = new URL(url).pathname.split('/').pop()!;

  const context = await freshContext(browser);
  const mum = await context.newPage();
  await mum.goto(url);
  await expect(mum.getByRole('heading', { level: 1, name: 'Tell Clio your stories' })).toBeVisible();
  await expect(mum.getByText('Sarah would love to keep your stories.')).toBeVisible();
  // Only the interview: no sign-in, no workspace, nothing of Sarah's but her first name.
  await expect(mum.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
  await expect(mum.getByRole('button', { name: /sign in/i })).toHaveCount(0);
  await expect(mum.locator('body')).not.toContainText('Hidden');
  await expect(mum.locator('body')).not.toContainText(person.email);
  expect(
    await mum.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize)),
  ).toBeGreaterThanOrEqual(20);

  // Every press moves focus to what it led to, never to the page (a switch user carries on from there).
  await mum.getByRole('button', { name: 'Begin' }).focus();
  await mum.keyboard.press('Enter');
  const interview = mum.getByRole('region', { name: 'Interview' });
  await expect(interview.getByText('Clio asks')).toBeVisible();
  await expect(interview.locator('p[aria-live="polite"]')).toBeFocused();
  const answer = interview.getByRole('button', { name: 'Answer', exact: true });
  await expect(answer).toBeVisible();
  await expect(interview.getByRole('button', { name: 'Read questions aloud' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yViolations(mum);
  await shot(mum, 'storyteller-question');

  // One big button: press it, talk, press it again.
  await answer.focus();
  await mum.keyboard.press('Enter');
  const stopAndSend = interview.getByRole('button', { name: 'Stop and send' });
  await expect(stopAndSend).toBeFocused();
  await expect(interview.getByText(/Recording… 0:0[6-9]/)).toBeVisible({ timeout: 30_000 });
  await shot(mum, 'storyteller-recording');
  const sent = mum.waitForResponse((response) => /\/recordings\/[^/]+\/finish$/.test(response.url()));
  await mum.keyboard.press('Enter');
  const finished = await sent;
  expect(finished.status(), await finished.text()).toBe(201);
  await expect(interview.getByText('Thank you. Your answer is kept.')).toBeVisible();
  await expect(interview.getByRole('button', { name: 'Next question' })).toBeFocused();
  await interview.getByRole('button', { name: 'Finish' }).click();
  await expect(mum.getByText('Thank you. Your stories are saved.')).toBeFocused();
  await shot(mum, 'storyteller-saved');

  // With the link's token, every other route answers 401 or 404: in its cookie, as a header, in the address.
  for (const [method, route] of [
    ['GET', '/api/auth/user'],
    ['GET', '/api/memory-fragments'],
    ['POST', '/api/memory-fragments'],
    ['GET', '/api/uploaded-files'],
    ['GET', '/api/interviews'],
    ['GET', '/api/storyteller-links'],
    ['POST', '/api/storyteller-links'],
    ['GET', '/api/export-memories'],
    ['GET', '/api/interview-sessions/current'],
    ['GET', '/api/scheduled-calls'],
    ['GET', `/api/memory-fragments/${token}`],
  ] as const) {
    const carriers: Record<string, string>[] = [
      { cookie: `heirloom.storyteller=${token}` },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of carriers) {
      const response = await context.request.fetch(route, {
        method,
        headers,
        ...(method === 'POST' ? { data: { label: 'Another', name: 'x', text: 'x' } } : {}),
      });
      expect([401, 404], `${method} ${route}`).toContain(response.status());
    }
  }
  await context.close();

  // Sarah sees Mum's interview in My Memories, and what the link recorded.
  await page.reload();
  const row = linksPanel(page).getByRole('listitem').filter({ hasText: 'Mum' });
  await expect(row).toContainText('Recorded 1 interview with 1 answer');
  await expect(row).not.toContainText('Not yet');
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'My Memories' })
    .click();
  await expect(page.getByRole('button', { name: 'Interview with Clio', exact: true })).toBeVisible();
  const interviews = (await (await page.request.get('/api/interviews')).json()) as { person: string }[];
  expect(interviews.map((kept) => kept.person)).toEqual(['Mum']);
});

test('what Mum types is never lost: Skip asks "Save what you typed?", Finish keeps it, and Sarah sees it', {
  tag: '@both-widths',
}, async ({ signedInPage: page, browser }) => {
  test.setTimeout(120_000);
  const made = await page.request.post('/api/storyteller-links', { data: { label: 'Mum' } });
  expect(made.status(), await made.text()).toBe(201);
  const { url } = (await made.json()) as { url: string };
  const context = await freshContext(browser);
  const mum = await context.newPage();
  await mum.goto(url);
  await mum.getByRole('button', { name: 'Begin' }).click();
  const interview = mum.getByRole('region', { name: 'Interview' });
  // The question is what is read out when it changes.
  const question = interview.locator('p[aria-live="polite"]');
  await expect(question).not.toBeEmpty();
  const saveTyped = mum.getByRole('alertdialog', { name: 'Save what you typed?' });
  const typeAnswer = async (words: string) => {
    await interview.getByRole('button', { name: 'Type my answer instead' }).click();
    await interview.getByRole('textbox', { name: 'Your answer' }).fill(words);
  };
  const skip = interview.getByRole('button', { name: 'Skip this question' });

  // As the review did it on a phone: an answer typed, then Skip this question. Skip asks, Save first and focused.
  await typeAnswer('My sister Edna and I used to go to the Saturday matinee at the Regal.');
  const first = await question.textContent();
  if (isPhone(mum)) await skip.tap();
  else await skip.click();
  await expect(saveTyped).toBeVisible();
  await expect(saveTyped.getByRole('button', { name: 'Save' })).toBeFocused();
  await expectNoSeriousA11yViolations(mum);
  await shot(mum, 'storyteller-save-typed-dialog');
  await mum.keyboard.press('Enter');
  await expect(question).not.toHaveText(first!);
  await expect(question).toBeFocused();

  // Discard, from the keyboard, lets the words go.
  await typeAnswer('Something I would rather not keep.');
  const second = await question.textContent();
  await skip.focus();
  await mum.keyboard.press('Enter');
  await expect(saveTyped.getByRole('button', { name: 'Save' })).toBeFocused();
  await mum.keyboard.press('Tab');
  await expect(saveTyped.getByRole('button', { name: 'Discard' })).toBeFocused();
  await mum.keyboard.press('Enter');
  await expect(question).not.toHaveText(second!);
  await expect(question).toBeFocused();

  // Nothing typed: Skip moves on without asking.
  await interview.getByRole('button', { name: 'Type my answer instead' }).click();
  const third = await question.textContent();
  await skip.click();
  await expect(saveTyped).toBeHidden();
  await expect(question).not.toHaveText(third!);
  await expect(question).toBeFocused();

  // A sent answer leads to Next question, and Next question to the next question.
  await typeAnswer('Father kept bees in the orchard by the river.');
  await interview.getByRole('button', { name: 'Send my answer' }).click();
  await expect(interview.getByText('Thank you. Your answer is kept.')).toBeVisible();
  const next = interview.getByRole('button', { name: 'Next question' });
  await expect(next).toBeFocused();
  const fourth = await question.textContent();
  await mum.keyboard.press('Enter');
  await expect(question).not.toHaveText(fourth!);
  await expect(question).toBeFocused();

  // Finish keeps what is typed.
  await typeAnswer('We married at St Mary’s in the spring of 1956.');
  await interview.getByRole('button', { name: 'Finish' }).click();
  await expect(mum.getByText('Thank you. Your stories are saved.')).toBeVisible();
  await context.close();

  // Sarah finds every kept answer in Mum's interview, and not the discarded one.
  await page.reload();
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'My Memories' })
    .click();
  await page.getByRole('button', { name: 'Interview with Clio', exact: true }).click();
  const answers = page.getByRole('dialog', { name: 'Memory Details' }).getByRole('list', { name: 'Answers' });
  await expect(answers).toContainText(first!);
  await expect(answers).toContainText('Saturday matinee at the Regal');
  await expect(answers).toContainText('kept bees in the orchard');
  await expect(answers).toContainText('married at St Mary’s');
  await expect(answers).not.toContainText('rather not keep');
  const interviews = (await (await page.request.get('/api/interviews')).json()) as {
    answers: { text: string }[];
  }[];
  expect(interviews[0]!.answers.map((answer) => answer.text)).toEqual([
    'My sister Edna and I used to go to the Saturday matinee at the Regal.',
    'Father kept bees in the orchard by the river.',
    'We married at St Mary’s in the spring of 1956.',
  ]);
});

test('a link that no longer works says so plainly, and what to do', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto(`/tell/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This link no longer works. Please ask the person who sent it to you for a new one.',
  );
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'storyteller-link-ended');
  await context.close();
});

test('when Mum’s browser refuses the microphone, the page says how to allow it and to choose Answer again', async ({
  signedInPage: page,
  browser,
}) => {
  const made = await page.request.post('/api/storyteller-links', { data: { label: 'Mum' } });
  expect(made.status(), await made.text()).toBe(201);
  const { url } = (await made.json()) as { url: string };
  const context = await freshContext(browser);
  const mum = await context.newPage();
  await mum.goto(url);
  await mum.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await mum.getByRole('button', { name: 'Begin' }).click();
  const interview = mum.getByRole('region', { name: 'Interview' });
  await interview.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(mum.getByRole('alert')).toHaveText(
    /Heirloom was not allowed to use the microphone\. Allow it .*then choose Answer again\./,
  );
  // Focus waits on Answer, beside the reason, to try again.
  await expect(interview.getByRole('button', { name: 'Answer', exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(mum);
  await context.close();
});
