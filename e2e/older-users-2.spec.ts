import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, isPhone, signUp, test } from './support/fixtures.ts';

/**
 * The rest of the older-users review: what a person tells Clio is kept, the Dashboard opens with one question,
 * an idea's question goes with it into Add Memory, "Thinking…" stays until Clio's reply is there, a slow
 * connection sees a message rather than a blank page, and every screen and dialog passes axe.
 */

// Conversations with Clio, axe runs and a throttled page load take longer than most tests on a shared machine.
test.describe.configure({ timeout: 120_000 });

const EARLIEST = 'What is the very first thing you remember, and who was there with you?';
const VE_DAY =
  'I remember VE Day in May 1945 in Hightown. Father lifted me onto his shoulders so I could see the bonfire, and everyone was singing in the street.';

async function openSection(page: Page, section: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: section }).click();
  await expect(page.getByRole('heading', { name: section, level: 1 })).toBeVisible();
}

async function createProject(page: Page) {
  const response = await page.request.post('/api/memoir-projects', {
    data: {
      motivation: 'To share my life and lessons with my family',
      audience: 'For my close family and friends',
      tone: 'A sense of warmth and nostalgia',
      title: 'Seasons on the Farm',
      startingPoint: 'Growing up in Hightown, the war years, and meeting Rose.',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openProject(page: Page) {
  await openSection(page, 'Memoir Studio');
  await page.getByRole('button', { name: 'Continue Seasons on the Farm' }).click();
  return page.getByRole('textbox', { name: 'Message to Clio' });
}

async function send(page: Page, box: Locator, message: string) {
  await box.fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thinking...')).toBeHidden();
}

test.describe('answers given to Clio are kept', () => {
  test('an answer to her question is saved as a memory, with its question and Memory DNA, and she asks something new', async ({
    signedInPage: page,
  }, testInfo) => {
    await createProject(page);
    const box = await openProject(page);
    const log = page.getByRole('log', { name: 'Conversation with Clio' });

    await send(page, box, 'Hello Clio');
    await expect(log.locator('[data-role="assistant"]').last()).toContainText(EARLIEST);
    await send(page, box, VE_DAY);

    // She thanks me for what I told her, says where it is kept, and does not ask the same question again.
    const reply = log.locator('[data-role="assistant"]').last();
    await expect(reply).toContainText('Thank you for telling me about your earliest memory.');
    await expect(reply).toContainText('May 1945');
    await expect(reply).not.toContainText(EARLIEST);
    await expect(reply).not.toContainText('add it under My Memories');

    // My answer offers to be saved; a short hello does not.
    const save = log.getByRole('button', { name: 'Save as a memory' });
    await expect(save).toHaveCount(1);
    await expect(save).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`chat-save-as-memory-${testInfo.project.name}.png`) });

    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Add Memory' });
    await expect(dialog.getByTestId('question-being-answered')).toContainText(EARLIEST);
    await expect(dialog.getByLabel('Memory name')).toHaveValue('I remember VE Day in May 1945');
    await expect(dialog.getByLabel('Your memory')).toHaveValue(VE_DAY);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`chat-save-dialog-${testInfo.project.name}.png`) });
    await dialog.getByRole('button', { name: 'Create Memory' }).click();

    // Memory DNA follows, read from the answer.
    const dna = page.getByRole('dialog', { name: /Memory DNA/ });
    await expect(dna).toBeVisible();
    await expect(dna.getByText('Father', { exact: true })).toBeVisible();
    await dna.getByRole('button', { name: 'Save Memory DNA' }).click();
    await expect(dna).toBeHidden();

    // The answer says it is saved, and stays so after a reload.
    await expect(log.getByText('Saved in My Memories')).toBeVisible();
    await expect(save).toHaveCount(0);
    const memories = await (await page.request.get('/api/memory-fragments')).json();
    expect(memories).toEqual([
      expect.objectContaining({
        name: 'I remember VE Day in May 1945',
        text: VE_DAY,
        whenHappened: 'May 1945',
      }),
    ]);
    await page.reload();
    await openProject(page);
    await expect(page.getByText('Saved in My Memories')).toBeVisible();
  });

  test('"Thinking…" stays on screen until Clio\'s reply is there, even when the conversation is slow to load', async ({
    signedInPage: page,
  }) => {
    await createProject(page);
    const box = await openProject(page);
    await expect(page.getByText('Loading the conversation…')).toBeHidden();
    // The conversation is read again after each reply; on a slow line that takes a while.
    await page.route('**/api/memoir-projects/*/chat', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ response });
    });
    // Watch the conversation: at no moment may Clio's reply be missing while Thinking… is gone.
    await page.evaluate(() => {
      const log = document.querySelector('[role="log"]')!;
      const state = window as unknown as { gap: boolean; watching: boolean };
      state.gap = false;
      state.watching = true;
      new MutationObserver(() => {
        if (!state.watching) return;
        const thinking = log.textContent?.includes('Thinking...');
        const replies = log.querySelectorAll('[data-role="assistant"]').length;
        if (!thinking && replies === 0) state.gap = true;
        if (replies > 0) state.watching = false;
      }).observe(log, { childList: true, subtree: true, characterData: true });
    });
    await box.fill('Hello Clio');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thinking...')).toBeVisible();
    await expect(page.locator('[role="log"] [data-role="assistant"]')).toHaveCount(1);
    await expect(page.getByText('Thinking...')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { gap: boolean }).gap)).toBe(false);
  });
});

test.describe('one clear next step', () => {
  test(
    "the Dashboard opens with Today's question, answered by writing or by recording",
    { tag: '@both-widths' },
    async ({ signedInPage: page }, testInfo) => {
      const today = page.getByRole('region', { name: "Today's question" });
      await expect(today).toBeVisible();
      const { suggestions } = await (await page.request.post('/api/generate-next-chapter')).json();
      const question: string = suggestions[0].suggestion;
      await expect(today.getByTestId('todays-question')).toHaveText(question);
      // It comes first: above the spec's panels.
      const todayBox = (await today.boundingBox())!;
      const progressBox = (await page.getByRole('button', { name: 'Progress', exact: true }).boundingBox())!;
      expect(todayBox.y).toBeLessThan(progressBox.y);
      await expect(today.getByRole('button', { name: 'Answer in an interview' })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`dashboard-todays-question-${testInfo.project.name}.png`),
      });

      // Writing: Add Memory shows the question; closing gives focus back to the button.
      const write = today.getByRole('button', { name: 'Write my answer' });
      await write.click();
      const dialog = page.getByRole('dialog', { name: 'Add Memory' });
      await expect(dialog.getByTestId('question-being-answered')).toContainText(question);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(write).toBeFocused();

      // Recording: Record a Memory shows the question too.
      await today.getByRole('button', { name: 'Record my answer' }).click();
      const record = page.getByRole('dialog', { name: 'Record a Memory' });
      await expect(record.getByTestId('question-being-answered')).toContainText(question);
      await expectNoA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(record).toBeHidden();

      // In an interview: Clio asks that question first.
      await today.getByRole('button', { name: 'Answer in an interview' }).click();
      const interview = page.getByRole('dialog', { name: 'An interview with Clio' });
      await interview.getByRole('button', { name: 'Begin the interview' }).click();
      await expect(interview.getByTestId('interview-question')).toHaveText(question);
    },
  );

  test('Start on an idea for the next chapter opens Add Memory with that idea as the question', async ({
    signedInPage: page,
  }) => {
    await page.request.post('/api/memory-fragments', {
      data: { name: 'The dairy farm', text: 'In 1952 I helped my brother Tom milk the cows in Wisconsin.' },
    });
    await page.reload();
    const { suggestions } = await (await page.request.post('/api/generate-next-chapter')).json();
    const last = suggestions.at(-1).suggestion as string;
    await page.getByRole('button', { name: 'Start', description: last }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Memory' });
    await expect(dialog.getByTestId('question-being-answered')).toContainText(last);
    await expect(dialog.getByLabel('Memory name')).toHaveValue('');
  });
});

test.describe('a slow connection', () => {
  test('shows a calm loading message, never a blank page, before the workspace has arrived', async ({
    page,
  }) => {
    await signUp(page);
    const workspaceChunks: string[] = [];
    page.on('requestfinished', (request) => {
      if (/\/assets\/(workspace|dashboard-screen)-.*\.js$/.test(request.url()))
        workspaceChunks.push(request.url());
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Slow 3G, as DevTools has it: 400 ms round trips, about 50 kB/s down.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: (500 * 1024) / 8,
      uploadThroughput: (500 * 1024) / 8,
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Heirloom is opening…' })).toBeVisible();
    expect(workspaceChunks).toEqual([]);
    await expect(page.getByText('Everything you have written is safe.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 40_000 });
    await cdp.detach();
  });
});
