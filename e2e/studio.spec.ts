import type { Page } from '@playwright/test';
import { FALLBACK_SUGGESTIONS } from '#shared/studio.ts';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';

const PLACEHOLDER = 'Ask me about your memoir structure, themes, or writing approach...';
// Requests the offline Clio answers with a proposal, once there are memories to build it from
// (server/src/ai/offline/replies/clio.ts).
const ASK_FOR_CHAPTERS = 'Can you suggest chapters for my memoir?';
const ASK_FOR_THEMES = 'What themes do you see in my story?';

async function createProject(page: Page, title = 'Seasons on the Farm') {
  const response = await page.request.post('/api/memoir-projects', {
    data: {
      motivation: 'To share my life and lessons with my family',
      audience: 'For my close family and friends',
      tone: 'A sense of warmth and nostalgia',
      title,
      startingPoint: 'Growing up on a dairy farm in Wisconsin, the war years, and meeting Rose.',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: string; title: string };
}

/** A few real memories, through the real API, so that Clio has material for chapters and themes. */
async function addMemories(page: Page) {
  const memories = [
    [
      'The dairy farm',
      "When I was seven we lived on my grandfather's dairy farm in Wisconsin. Every morning before school I helped my brother Tom milk the cows.",
    ],
    [
      'Leaving for the war',
      'In 1943 I left the farm for the Navy. My mother cried at the station in Madison and my father shook my hand.',
    ],
    [
      'Meeting Rose',
      'I met Rose at a dance hall in Chicago in 1947. We married a year later and moved into a small apartment above a bakery.',
    ],
    [
      'My first job',
      'After the war I worked at the steel mill in Gary. The work was hard, but it paid for our first house.',
    ],
  ];
  for (const [name, text] of memories) {
    const response = await page.request.post('/api/memory-fragments', { data: { name, text } });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

async function openStudio(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Memoir Studio' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your Memoir Projects' })).toBeVisible();
}

async function openWorkspace(page: Page, title = 'Seasons on the Farm') {
  const project = await createProject(page, title);
  await page.reload();
  await openStudio(page);
  await page.getByRole('button', { name: `Continue ${title}` }).click();
  await expect(page.getByTestId('project-title')).toHaveText(title);
  return project;
}

const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation with Clio' });
const chatBox = (page: Page) => page.getByRole('textbox', { name: 'Message to Clio' });
const chaptersList = (page: Page) => page.getByRole('list', { name: 'Chapters' });
const themesList = (page: Page) => page.getByRole('list', { name: 'Themes' });
const toasts = (page: Page) => page.getByTestId('toast');

/** Sends a message with Enter and waits until Clio has answered. */
async function ask(page: Page, message: string) {
  const replies = await chatLog(page).locator('[data-role="assistant"]').count();
  await chatBox(page).fill(message);
  await chatBox(page).press('Enter');
  await expect(chatLog(page).locator('[data-role="assistant"]')).toHaveCount(replies + 1);
  await expect(page.getByText('Thinking...')).toBeHidden();
}

test.describe('memoir project list', () => {
  test('shows the empty state and opens the wizard from it', async ({ signedInPage: page }) => {
    await openStudio(page);
    await expect(page.getByText('No memoir projects yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create Your First Memoir' }).click();
    await expect(page.getByRole('heading', { name: 'Start a New Memoir' })).toBeVisible();
  });

  test('lists projects with status and date, continues one and deletes one after confirming', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    await createProject(page, 'The Farm Years');
    await createProject(page, 'Letters to Rose');
    await page.reload();
    await openStudio(page);

    if (!isPhone(page)) {
      const headers = page.getByRole('columnheader');
      await expect(headers).toHaveText(['Title', 'Motivation', 'Status', 'Created', 'Actions']);
      const row = page.getByRole('row').filter({ hasText: 'Letters to Rose' });
      await expect(row).toContainText('To share my life and lessons with my family');
      await expect(row).toContainText('Draft');
      await expect(row).toContainText(String(new Date().getFullYear()));
    } else {
      await expect(page.getByRole('listitem').filter({ hasText: 'Letters to Rose' })).toContainText('Draft');
    }
    await expect(page.getByRole('button', { name: 'Create New Memoir' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Cancel keeps the project.
    await page.getByRole('button', { name: 'Delete The Farm Years' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      'Are you sure you want to delete this memoir project? This action cannot be undone.',
    );
    await expectNoSeriousA11yViolations(page, { include: '[role="alertdialog"]' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Continue The Farm Years' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete The Farm Years' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Memoir project deleted');
    await expect(page.getByRole('button', { name: 'Continue The Farm Years' })).toHaveCount(0);
    const left = (await (await page.request.get('/api/memoir-projects')).json()) as { title: string }[];
    expect(left.map((project) => project.title)).toEqual(['Letters to Rose']);

    await page.getByRole('button', { name: 'Continue Letters to Rose' }).click();
    await expect(page.getByTestId('project-title')).toHaveText('Letters to Rose');
    await page.getByRole('button', { name: 'Back to Projects' }).click();
    await expect(page.getByRole('heading', { name: 'Your Memoir Projects' })).toBeVisible();

    await page.getByRole('button', { name: 'Create New Memoir' }).click();
    await expect(page.getByRole('heading', { name: 'Start a New Memoir' })).toBeVisible();
  });

  test('says "Project not found" when the project was deleted meanwhile', async ({ signedInPage: page }) => {
    const project = await createProject(page, 'Gone Soon');
    await page.reload();
    await openStudio(page);
    await page.request.delete(`/api/memoir-projects/${project.id}`);
    await page.getByRole('button', { name: 'Continue Gone Soon' }).click();
    await expect(page.getByText('Project not found')).toBeVisible();
    await page.getByRole('button', { name: 'Back to Projects' }).click();
    await expect(page.getByText('No memoir projects yet')).toBeVisible();
  });
});

test.describe('project workspace', () => {
  test('Enter sends, Shift+Enter breaks the line, and "Thinking..." shows while Clio answers', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    await openWorkspace(page);
    const box = chatBox(page);
    await expect(box).toHaveAttribute('placeholder', PLACEHOLDER);
    await expect(box).toHaveAttribute('rows', '2');
    const send = page.getByRole('button', { name: 'Send message' });
    // Never disabled without a reason (decision 813): pressed with nothing written, it says so under the box.
    await box.fill('   ');
    await send.click();
    await expect(box).toBeFocused();
    await expect(box).toHaveAccessibleDescription('Please write your message to Clio first.');
    await expect(chatLog(page).locator('[data-role="user"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await box.fill('Where should I begin?');
    await box.press('Shift+Enter');
    await box.pressSequentially('With my childhood?');
    await expect(box).toHaveValue('Where should I begin?\nWith my childhood?');
    await expect(chatLog(page).locator('[data-role="user"]')).toHaveCount(0);

    // Hold the real request until the indicator has been seen (nothing is faked: the server answers).
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/memoir-projects/*/chat', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    await box.press('Enter');
    const mine = chatLog(page).locator('[data-role="user"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('You');
    await expect(mine).toContainText('Where should I begin?');
    await expect(page.getByText('Thinking...')).toBeVisible();
    await expect(box).toHaveValue('');
    await box.fill('Another question');
    await expect(send).toBeDisabled();
    release();
    await expect(page.getByText('Thinking...')).toBeHidden();
    const replies = chatLog(page).locator('[data-role="assistant"]');
    await expect(replies).toHaveCount(1);
    await expect(replies.first()).toContainText('Clio');
    await expect(send).toBeEnabled();
    await page.unroute('**/api/memoir-projects/*/chat');

    // The conversation is stored: it is still there after a reload.
    await page.reload();
    await openStudio(page);
    await page.getByRole('button', { name: 'Continue Seasons on the Farm' }).click();
    await expect(chatLog(page)).toContainText('With my childhood?');
    await expect(chatLog(page).locator('[data-role="assistant"]')).toHaveCount(1);
  });

  test('a suggestion chip asks Clio that question', async ({ signedInPage: page }) => {
    await openWorkspace(page);
    const chips = page.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
    await expect(chips.first()).toBeVisible();
    const first = (await chips.first().textContent())!.trim();
    expect(first.length).toBeGreaterThan(0);
    await chips.first().click();
    await expect(chatLog(page).locator('[data-role="user"]')).toContainText(first);
    await expect(chatLog(page).locator('[data-role="assistant"]')).toHaveCount(1);
  });

  test('falls back to the four standard chips when Clio has no suggestions', async ({
    signedInPage: page,
  }) => {
    await page.route('**/api/memoir-projects/*/suggestions', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await openWorkspace(page);
    const chips = page.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
    await expect(chips).toHaveText([...FALLBACK_SUGGESTIONS]);
  });

  test('a chapter proposal accepted fills the chapters panel in order', async ({ signedInPage: page }) => {
    await addMemories(page);
    await openWorkspace(page);
    await expect(
      page.getByText('No chapters yet. Click "Add Chapter" or ask Clio for suggestions.'),
    ).toBeVisible();
    await ask(page, ASK_FOR_CHAPTERS);
    const panel = page.getByRole('region', { name: 'Proposed Chapters' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Proposed Chapters' })).toBeVisible();
    const items = (await panel.getByRole('listitem').allTextContents()).map((item) => item.trim());
    expect(items.length).toBeGreaterThan(1);
    await expectNoSeriousA11yViolations(page);

    // A failed approval says so and keeps the proposal, so it can be accepted again.
    await page.route('**/api/memoir-projects/*/chat', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    await panel.getByRole('button', { name: 'Accept Changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'Failed to approve proposal. Please try again.',
    );
    await expect(panel).toBeVisible();
    await expect(
      page.getByText('No chapters yet. Click "Add Chapter" or ask Clio for suggestions.'),
    ).toBeVisible();
    await page.unroute('**/api/memoir-projects/*/chat');

    await panel.getByRole('button', { name: 'Accept Changes' }).click();
    await expect(chatLog(page).locator('[data-role="user"]').last()).toContainText(
      `Yes, please update my chapters to: ${items.join(', ')}`,
    );
    await expect(panel).toBeHidden();
    await expect(chaptersList(page).getByRole('listitem')).toHaveCount(items.length);
    const shown = (
      await chaptersList(page)
        .getByRole('button', { name: /Click to rename/ })
        .allTextContents()
    ).map((title) => title.trim());
    expect(shown).toEqual(items.map((item) => `“${item.replace(/^chapter\s+\d+\s*:\s*/i, '')}”`));
  });

  test('a theme proposal declined changes nothing', async ({ signedInPage: page }) => {
    await addMemories(page);
    const project = await openWorkspace(page);
    await ask(page, ASK_FOR_THEMES);
    const panel = page.getByRole('region', { name: 'Proposed Themes' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Decline' }).click();
    await expect(panel).toBeHidden();
    await expect(toasts(page)).toContainText('Proposal rejected');
    await expect(toasts(page)).toContainText('The suggested changes have been declined.');
    await expect(
      page.getByText('No themes identified yet. Chat with Clio to discover themes.'),
    ).toBeVisible();
    expect(await (await page.request.get(`/api/memoir-projects/${project.id}/themes`)).json()).toEqual([]);
  });

  test('the proposal panel goes away when the conversation moves on', async ({ signedInPage: page }) => {
    await addMemories(page);
    await openWorkspace(page);
    await ask(page, ASK_FOR_THEMES);
    await expect(page.getByRole('region', { name: 'Proposed Themes' })).toBeVisible();
    await ask(page, 'Thank you, I will think about it.');
    // The earlier answer still holds its proposal words, but no panel stays under it.
    await expect(page.getByTestId('proposal-panel')).toHaveCount(0);
  });

  test('the title can be edited, never to blank, and cancelled', async ({ signedInPage: page }) => {
    await openWorkspace(page);
    await page.getByRole('button', { name: 'Edit title' }).click();
    const input = page.getByRole('textbox', { name: 'Project title' });
    await expect(input).toHaveValue('Seasons on the Farm');
    await input.fill('Something Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('project-title')).toHaveText('Seasons on the Farm');

    await page.getByRole('button', { name: 'Edit title' }).click();
    await input.fill('   ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(input).toBeFocused();
    await expect(input).toHaveAccessibleDescription('Please give a title.');
    await input.fill('Winters on the Farm');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page)).toContainText('Title Updated');
    await expect(page.getByTestId('project-title')).toHaveText('Winters on the Farm');
    await page.getByRole('button', { name: 'Back to Projects' }).click();
    await expect(page.getByRole('button', { name: 'Continue Winters on the Farm' })).toBeVisible();
  });

  test('chapters can be added, renamed and deleted', async ({ signedInPage: page }) => {
    await openWorkspace(page);
    const add = page.getByRole('button', { name: 'Add Chapter' });
    await add.click();
    await expect(chaptersList(page).getByRole('listitem')).toHaveCount(1);
    await add.click();
    await expect(chaptersList(page).getByRole('listitem')).toHaveCount(2);
    await expect(chaptersList(page).getByRole('listitem')).toHaveText([
      /1\.\s*“Chapter 1”/,
      /2\.\s*“Chapter 2”/,
    ]);

    await chaptersList(page)
      .getByRole('button', { name: /^Chapter 1: .*Click to rename/ })
      .click();
    const input = page.getByRole('textbox', { name: 'Title of chapter 1' });
    await expect(input).toHaveValue('Chapter 1');
    await input.fill('  ');
    await input.press('Enter');
    await expect(input).toBeFocused();
    await expect(input).toHaveAccessibleDescription('Please give a chapter title.');
    await expect(chaptersList(page).getByRole('button', { name: 'Save' })).toBeEnabled();
    await input.fill('Chapter 1: Early Years');
    await input.press('Enter');
    // A leading "Chapter N:" is not shown; the title is in quotes.
    await expect(chaptersList(page).getByRole('listitem').first()).toHaveText(/1\.\s*“Early Years”/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Delete chapter 2' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'Are you sure you want to delete this chapter?',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(chaptersList(page).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete chapter 2' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(chaptersList(page).getByRole('listitem')).toHaveCount(1);

    // N is the count plus one.
    await add.click();
    await expect(chaptersList(page).getByRole('listitem').nth(1)).toHaveText(/2\.\s*“Chapter 2”/);
  });

  test('themes can be added and removed', async ({ signedInPage: page }) => {
    await openWorkspace(page);
    await page.getByRole('button', { name: 'Add Theme' }).click();
    const input = page.getByPlaceholder('Enter a new theme...');
    await expect(input).toBeFocused();
    await input.fill('   ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(input).toBeFocused();
    await expect(input).toHaveAccessibleDescription('Please give a theme.');
    await expect(themesList(page).getByRole('listitem')).toHaveCount(0);
    await input.fill('Family');
    await input.press('Enter');
    await expect(themesList(page).getByRole('listitem')).toHaveText(['Family']);
    await page.getByRole('button', { name: 'Add Theme' }).click();
    await page.getByPlaceholder('Enter a new theme...').fill('Resilience');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(themesList(page).getByRole('listitem')).toHaveText(['Family', 'Resilience']);

    await page.getByRole('button', { name: 'Remove theme Family' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this theme?');
    await expectNoSeriousA11yViolations(page, { include: '[role="alertdialog"]' });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(themesList(page).getByRole('listitem')).toHaveText(['Resilience']);
  });

  test('markdown is rendered, and a script tag in a message stays inert text', async ({
    signedInPage: page,
  }) => {
    await openWorkspace(page);
    await ask(
      page,
      '**Bold memories** and ~~old~~ notes <script>window.studioPwned = true</script> [bad link](javascript:alert(1)) [good link](https://example.org)',
    );
    const mine = chatLog(page).locator('[data-role="user"]').first();
    await expect(mine.locator('strong')).toHaveText('Bold memories');
    await expect(mine.locator('del')).toHaveText('old');
    await expect(mine).toContainText('<script>window.studioPwned = true</script>');
    expect(await mine.locator('script').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { studioPwned?: boolean }).studioPwned),
    ).toBeUndefined();
    await expect(mine.getByRole('link', { name: 'bad link' })).toHaveCount(0);
    const good = mine.getByRole('link', { name: 'good link' });
    await expect(good).toHaveAttribute('href', 'https://example.org');
    await expect(good).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a failed send says so, keeps the typed text and stores nothing', async ({ signedInPage: page }) => {
    await openWorkspace(page);
    await page.route('**/api/memoir-projects/*/chat', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' })
        : route.fallback(),
    );
    await chatBox(page).fill('Tell me about my first job');
    await chatBox(page).press('Enter');
    const error = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(error).toContainText('Failed to send message. Please try again.');
    await expect(page.getByText('Thinking...')).toBeHidden();
    await expect(chatBox(page)).toHaveValue('Tell me about my first job');
    await expect(chatLog(page).locator('[data-role="user"]')).toHaveCount(0);

    await page.unroute('**/api/memoir-projects/*/chat');
    await chatBox(page).press('Enter');
    await expect(chatLog(page).locator('[data-role="user"]')).toContainText('Tell me about my first job');
    await expect(chatLog(page).locator('[data-role="assistant"]')).toHaveCount(1);
  });
});

test.describe('Clio works on chapters (docs/decisions/907)', () => {
  test('"Draft chapter 1" is proposed, survives a visit, and Accept by keyboard drafts the chapter', async ({
    signedInPage: page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const project = await createProject(page);
    const chapter = await page.request.post(`/api/memoir-projects/${project.id}/chapters`, {
      data: { title: 'Early Years' },
    });
    expect(chapter.status(), await chapter.text()).toBe(200);
    const chapterId = ((await chapter.json()) as { id: string }).id;
    const memories: { kind: 'fragment'; id: string }[] = [];
    for (const [name, text] of [
      ['The dairy farm', 'Every morning before school I helped my brother Tom milk the cows.'],
      ['Meeting Rose', 'I met Rose at a dance hall in Chicago. We married a year later.'],
    ]) {
      const created = await page.request.post('/api/memory-fragments', { data: { name, text } });
      expect(created.ok(), await created.text()).toBe(true);
      memories.push({ kind: 'fragment', id: ((await created.json()) as { id: string }).id });
    }
    const added = await page.request.post(
      `/api/memoir-projects/${project.id}/chapters/${chapterId}/memories`,
      {
        data: { memories },
      },
    );
    expect(added.ok(), await added.text()).toBe(true);

    const openProject = async () => {
      await page.reload();
      await openStudio(page);
      await page.getByRole('button', { name: `Continue ${project.title}` }).click();
      await expect(page.getByTestId('project-title')).toHaveText(project.title);
    };
    await openProject();
    await ask(page, 'Draft chapter 1');
    const panel = page.getByRole('region', { name: 'Proposed Draft' });
    await expect(panel).toContainText('Draft chapter 1, “Early Years”, from its 2 memories.');
    await expectNoSeriousA11yViolations(page);

    // Nothing is drafted yet, and the open proposal is offered again after leaving (decision 806).
    const before = await page.request.get(`/api/memoir-projects/${project.id}/chapters/${chapterId}/draft`);
    expect(await before.json()).toEqual({ draft: null });
    await openProject();
    await expect(panel).toContainText('Draft chapter 1, “Early Years”, from its 2 memories.');

    // Keyboard only: focus on Accept Changes, Enter.
    await panel.getByRole('button', { name: 'Accept Changes' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(chatLog(page).locator('[data-role="user"]').last()).toContainText(
      'Yes, please draft chapter 1.',
    );
    await expect(chatLog(page).locator('[data-role="assistant"]').last()).toContainText(
      'I drafted chapter 1, “Early Years”, from your memories',
    );
    await expect(toasts(page).filter({ hasText: 'Chapter drafted' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chapters' })).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath('clio-drafted-chapter.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // The chapter screen shows the draft, in the person's own words.
    await page.getByRole('button', { name: 'Open chapter 1' }).click();
    const draft = page.getByRole('textbox', { name: 'Chapter draft' });
    await expect(draft).toContainText('Every morning before school I helped my brother Tom milk the cows.');
    await expect(draft).toContainText('I met Rose at a dance hall in Chicago.');
    await expectNoSeriousA11yViolations(page);
  });
});
