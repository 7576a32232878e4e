/**
 * Her life in order (docs/decisions/911, 912): chapters and their memories follow the years until she moves one by
 * keyboard, and "Your life in order" lets her fix a date that looks wrong in one step.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';

const TITLE = 'A Life in Two Cities';

async function api(page: Page, method: 'post' | 'put', url: string, data: unknown) {
  const response = await page.request[method](url, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** A typed memory whose Memory DNA holds this when (as the reader, or she, saved it). */
async function addMemory(page: Page, name: string, text: string, whenHappened: string): Promise<string> {
  const { id } = (await api(page, 'post', '/api/memory-fragments', { name, text })) as { id: string };
  await api(page, 'put', `/api/memory-fragments/${id}/narrative-dna`, {
    whenHappened,
    whereHappened: null,
    peopleInvolved: [],
    topics: [],
  });
  return id;
}

async function createProject(page: Page, chapters: Record<string, string[]>) {
  const project = (await api(page, 'post', '/api/memoir-projects', {
    motivation: 'To share my life and lessons with my family',
    audience: 'For my close family and friends',
    tone: 'A sense of warmth and nostalgia',
    title: TITLE,
    startingPoint: 'Kraków, then Chicago.',
  })) as { id: string };
  for (const [title, memories] of Object.entries(chapters)) {
    const chapter = (await api(page, 'post', `/api/memoir-projects/${project.id}/chapters`, { title })) as {
      id: string;
    };
    if (memories.length > 0)
      await api(page, 'post', `/api/memoir-projects/${project.id}/chapters/${chapter.id}/memories`, {
        memories: memories.map((id) => ({ kind: 'fragment', id })),
      });
  }
  return project.id;
}

async function openProject(page: Page) {
  if (page.url() === 'about:blank') await page.goto('/');
  else await page.reload();
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Memoir Studio' })
    .click();
  await page.getByRole('button', { name: `Continue ${TITLE}` }).click();
}

const chapterTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Chapters' })
    .getByRole('listitem')
    .getByRole('button', { name: /^Chapter \d+:/ });
const namesInChapter = (page: Page) =>
  page
    .getByRole('list', { name: 'Memories in this chapter' })
    .getByRole('listitem')
    .locator('p.font-semibold');

test.describe('her life in order', () => {
  test(
    'chapters follow her years; she moves a chapter and a story by keyboard, and a reload keeps her order',
    {
      tag: '@both-widths',
    },
    async ({ signedInPage: page }, testInfo) => {
      test.setTimeout(90_000);
      const winter = await addMemory(
        page,
        'The first winter in Chicago',
        'Nobody told us about the winter.',
        '1969',
      );
      const exam = await addMemory(page, 'The nursing exam', 'I passed my nursing exam.', '1973');
      const born = await addMemory(page, 'Where I was born', 'I was born in Kraków.', '1941');
      const school = await addMemory(
        page,
        'School days',
        'I went to the lyceum on Studencka Street.',
        '1955',
      );
      // Typed in the wrong order: Chicago first, each chapter's memories backwards.
      await createProject(page, { Chicago: [exam, winter], 'Kraków Childhood': [school, born] });
      await openProject(page);

      // By default the chapters, and the memories within them, follow the years.
      await expect(chapterTitles(page)).toHaveText(['“Kraków Childhood”', '“Chicago”']);
      await expect(
        page.getByText('The chapters follow the years of your memories until you move one.'),
      ).toBeVisible();
      // The first chapter has no Move up at all, and the last no Move down.
      await expect(page.getByRole('button', { name: 'Move “Kraków Childhood” up' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Move “Chicago” down' })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('studio-move-buttons.png'), fullPage: true });
      await expectNoSeriousA11yViolations(page);

      // Move “Chicago” up by keyboard: it becomes chapter 1, and focus stays with it (on Move down, at the top).
      await page.getByRole('button', { name: 'Move “Chicago” up' }).focus();
      await page.keyboard.press('Enter');
      await expect(chapterTitles(page)).toHaveText(['“Chicago”', '“Kraków Childhood”']);
      await expect(page.getByRole('button', { name: 'Move “Chicago” down' })).toBeFocused();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: '“Chicago” is now chapter 1 of 2. Your order is kept from now on.' }),
      ).toBeVisible();

      // A story within the chapter: Chicago's memories are in year order; she moves the exam first.
      await page.getByRole('button', { name: 'Open chapter 1' }).click();
      await expect(namesInChapter(page)).toHaveText([/The first winter in Chicago/, /The nursing exam/]);
      await page.getByRole('button', { name: 'Move “The nursing exam” up' }).focus();
      await page.keyboard.press('Enter');
      await expect(namesInChapter(page)).toHaveText([/The nursing exam/, /The first winter in Chicago/]);
      await expect(page.getByRole('button', { name: 'Move “The nursing exam” down' })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'is now number 1 of 2' })).toBeVisible();

      // A reload keeps both of her moves.
      await openProject(page);
      await expect(chapterTitles(page)).toHaveText(['“Chicago”', '“Kraków Childhood”']);
      await expect(page.getByText('The chapters are in the order you set.')).toBeVisible();
      await page.getByRole('button', { name: 'Open chapter 1' }).click();
      await expect(namesInChapter(page)).toHaveText([/The nursing exam/, /The first winter in Chicago/]);
    },
  );

  test(
    '“Your life in order” flags a year read from words about someone else, and she fixes it in one step',
    {
      tag: '@both-widths',
    },
    async ({ signedInPage: page }, testInfo) => {
      test.setTimeout(90_000);
      await addMemory(
        page,
        'Where I was born',
        'I was born on the 14th of March 1941 in Kraków.',
        '14 March 1941',
      );
      await addMemory(
        page,
        'Our wedding',
        'Andrzej and I married in June 1963 at St. Florian’s.',
        'June 1963',
      );
      // The year an earlier reading took from "like a peasant from nineteen ten".
      await addMemory(
        page,
        'Aunt Stella’s butcher shop',
        'In 1969 I worked at aunt stella’s butcher shop. She spoke polish like a peasant from nineteen ten.',
        '1910',
      );
      await createProject(page, { 'Early Years': [] });
      await openProject(page);

      await page.getByRole('button', { name: 'Your life in order' }).click();
      await expect(page.getByRole('heading', { name: 'Your life in order' })).toBeFocused();
      const list = page.getByRole('list', { name: 'Your memories by year' });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText([
        /Aunt Stella’s butcher shop/,
        /Where I was born/,
        /Our wedding/,
      ]);
      await expect(page.getByText('1 date to check.')).toBeVisible();
      await expect(
        page.getByText('You were born in 1941 (from your memory of where you were born).'),
      ).toBeVisible();
      const stella = list.getByRole('listitem').filter({ hasText: 'Aunt Stella’s butcher shop' });
      await expect(stella.getByText('Check this year', { exact: true })).toBeVisible();
      await expect(stella.getByText('1910 was read from words about someone else')).toBeVisible();
      await expect(stella.getByText('This is dated 1910, before you were born in 1941.')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('life-order.png'), fullPage: true });
      await expectNoSeriousA11yViolations(page);

      // One step: the year her own words give. The flag goes, the memory takes its place, and focus follows it.
      await stella
        .getByRole('button', { name: 'It was 1969: save 1969 for “Aunt Stella’s butcher shop”' })
        .click();
      await expect(
        page.getByRole('status').filter({ hasText: '“Aunt Stella’s butcher shop” is now in 1969.' }),
      ).toBeVisible();
      await expect(list.getByRole('heading', { level: 3 })).toHaveText([
        /Where I was born/,
        /Our wedding/,
        /Aunt Stella’s butcher shop/,
      ]);
      await expect(page.getByText('Check this year', { exact: true })).toHaveCount(0);
      await expect(page.getByText('No dates look wrong.')).toBeVisible();
      await expect(list.getByRole('heading', { name: /Aunt Stella’s butcher shop/ })).toBeFocused();
      await page.screenshot({ path: testInfo.outputPath('life-order-fixed.png'), fullPage: true });

      // Saved to Memory DNA: a reload shows 1969.
      await page.reload();
      const memories = (await (await page.request.get('/api/memory-fragments')).json()) as {
        name: string;
        whenHappened: string | null;
      }[];
      expect(memories.find((memory) => memory.name === 'Aunt Stella’s butcher shop')?.whenHappened).toBe(
        '1969',
      );

      // Back to the project: focus returns to the button that opened it.
      await openProject(page);
      await page.getByRole('button', { name: 'Your life in order' }).click();
      await page.getByRole('button', { name: 'Back to Project' }).click();
      await expect(page.getByRole('button', { name: 'Your life in order' })).toBeFocused();
    },
  );

  test(
    '“Your life in order” flags an interview answer dated before her birth, and she gives it its year by keyboard',
    {
      tag: '@both-widths',
    },
    async ({ signedInPage: page }, testInfo) => {
      test.setTimeout(90_000);
      await addMemory(
        page,
        'Where I was born',
        'I was born on the 14th of March 1941 in Kraków.',
        '14 March 1941',
      );
      await addMemory(
        page,
        'Our wedding',
        'Andrzej and I married in June 1963 at St. Florian’s.',
        'June 1963',
      );
      // A typed answer in an interview with Clio, read as 1938: the year her father bought the machine.
      const session = (await api(page, 'post', '/api/interview-sessions', {
        topics: ['Family'],
        openingQuestion: 'What was your mother like?',
      })) as { id: string };
      await api(page, 'post', `/api/interview-sessions/${session.id}/answers`, {
        text: 'well my mother zofia, um, she was a seamstress, she had a singer machine my father bought in nineteen thirty eight, and she sewed for the whole street',
      });
      await api(page, 'post', `/api/interview-sessions/${session.id}/finish`, {});
      await createProject(page, { 'Early Years': [] });
      await openProject(page);

      await page.getByRole('button', { name: 'Your life in order' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Your life in order' })).toBeFocused();
      const list = page.getByRole('list', { name: 'Your memories by year' });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText([
        /What was your mother like\?/,
        /Where I was born/,
        /Our wedding/,
      ]);
      await expect(page.getByText('1 date to check.')).toBeVisible();
      const answer = list.getByRole('listitem').filter({ hasText: 'What was your mother like?' });
      await expect(answer.getByText('Interview · 1938')).toBeVisible();
      await expect(answer.getByText('This is dated 1938, before you were born in 1941.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Her words name no other year of hers: she types it, and Enter saves it.
      const year = answer.getByRole('textbox', { name: 'The right year' });
      await year.focus();
      await page.keyboard.type('1949');
      await page.screenshot({ path: testInfo.outputPath('life-order-answer.png'), fullPage: true });
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('status').filter({ hasText: '“What was your mother like?” is now in 1949.' }),
      ).toBeVisible();
      await expect(list.getByRole('heading', { level: 3 })).toHaveText([
        /Where I was born/,
        /What was your mother like\?/,
        /Our wedding/,
      ]);
      await expect(page.getByText('No dates look wrong.')).toBeVisible();
      await expect(list.getByRole('heading', { name: /What was your mother like\?/ })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath('life-order-answer-fixed.png'), fullPage: true });

      // Kept: after a reload the answer is in 1949.
      await openProject(page);
      await page.getByRole('button', { name: 'Your life in order' }).click();
      await expect(
        page
          .getByRole('list', { name: 'Your memories by year' })
          .getByRole('listitem')
          .filter({ hasText: 'What was your mother like?' })
          .getByText('Interview · 1949'),
      ).toBeVisible();
    },
  );
});
