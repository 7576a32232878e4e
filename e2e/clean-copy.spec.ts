import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';
import { chooseRowAction, createMemory, openMyMemories } from './support/memories.ts';

const SAID = 'um so we went to the market, you know, with my sister and we bought apples';

/** A finished interview with one spoken answer whose words she has checked, as the recogniser wrote them. */
async function spokenAnswer(page: Page, text: string) {
  const { withServerDatabase } = await import('./support/server-database.ts');
  const { email } = (await (await page.request.get('/api/auth/user')).json()) as { email: string };
  await withServerDatabase(async ({ pool }) => {
    await pool.query(
      `with s as (insert into interview_sessions (user_id, person, topics, status)
         select id, 'Rose', '{Childhood}', 'finished' from users where email = $1 returning id, user_id)
       insert into interview_answers (session_id, user_id, position, question, question_key, text,
           storage_key, mime_type, size_bytes)
         select s.id, s.user_id, 0, 'What did you do on Saturdays?', 'topic:childhood:1', $2,
           s.user_id || '/answer.webm', 'audio/webm', 4
         from s`,
      [email, text],
    );
  });
}

async function openForTheBook(page: Page, name: string) {
  await openMyMemories(page);
  await chooseRowAction(page, name, 'View Memory');
  const dialog = page.getByRole('dialog', { name: 'Memory Details' });
  await dialog.getByRole('tab', { name: 'For the book' }).click();
  await expect(dialog.getByTestId('clean-copy-choice')).toBeVisible();
  return dialog;
}

test.describe('the clean copy for the book', { tag: '@both-widths' }, () => {
  test('shows her words beside the clean copy, with what was taken out marked for everyone', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(90_000);
    await spokenAnswer(page, SAID);
    const dialog = await openForTheBook(page, 'Interview: Childhood');
    const own = dialog.getByRole('region', { name: 'Your words' });
    const clean = dialog.getByRole('region', { name: 'Clean copy for the book' });
    await expect(own).toContainText('removed: um');
    // The filler goes with the commas that set it off.
    await expect(own).toContainText('removed: , you know,');
    await expect(own.locator('del').first()).toHaveText('removed: um');
    await expect(own).toContainText('with my sister and we bought apples');
    await expect(clean).not.toContainText(/\bum\b|you know/);
    await expect(dialog.getByTestId('clean-copy-choice')).toHaveText(
      'The book will use the clean copy. Nobody has checked it yet.',
    );
    // Side by side on a wide screen, one above the other on a phone.
    const ownBox = (await own.boundingBox())!;
    const cleanBox = (await clean.boundingBox())!;
    if (isPhone(page)) expect(cleanBox.y).toBeGreaterThan(ownBox.y + ownBox.height - 1);
    else expect(Math.abs(cleanBox.y - ownBox.y)).toBeLessThan(2);
    await expectNoSeriousA11yViolations(page);
    const width = isPhone(page) ? 'phone' : 'desktop';
    await page.screenshot({ path: `/tmp/shots-review32/review-${width}.png` });
    await dialog.getByRole('button', { name: 'Keep my exact words' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-review32/review-${width}-buttons.png` });
  });

  test('she uses the clean copy, edits it, or keeps her exact words, by keyboard alone', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(90_000);
    const memory = await createMemory(page, { name: 'Apples', text: 'we bought apples at the market' });
    const dialog = await openForTheBook(page, 'Apples');
    const choice = dialog.getByTestId('clean-copy-choice');

    const use = dialog.getByRole('button', { name: 'Use the clean copy' });
    await use.focus();
    await page.keyboard.press('Enter');
    await expect(choice).toHaveText('The book will use the clean copy.');
    await expect(use).toBeFocused();

    const edit = dialog.getByRole('button', { name: 'Edit the clean copy' });
    await page.keyboard.press('Tab');
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    const box = dialog.getByRole('textbox', { name: /Change the clean copy as you like/ });
    await expect(box).toBeFocused();
    await box.fill('We bought red apples at the market in Dayton.');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Save my edit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(choice).toHaveText('The book will use your edit of the clean copy.');
    await expect(dialog.getByTestId('clean-copy-edit')).toHaveText(
      'We bought red apples at the market in Dayton.',
    );
    await expect(edit).toBeFocused();
    // Her edit is what the book and drafts read.
    const saved = await (await page.request.get(`/api/clean-copies/fragment/${memory.id}`)).json();
    expect(saved).toMatchObject({
      choice: 'edited',
      forTheBook: 'We bought red apples at the market in Dayton.',
    });

    const keep = dialog.getByRole('button', { name: 'Keep my exact words' });
    await page.keyboard.press('Tab');
    await expect(keep).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(choice).toHaveText('The book will use your exact words.');
    await expect(keep).toBeFocused();
    const kept = await (await page.request.get(`/api/clean-copies/fragment/${memory.id}`)).json();
    expect(kept).toMatchObject({ choice: 'own-words', forTheBook: 'we bought apples at the market' });
    await expectNoSeriousA11yViolations(page);

    // Cancelling an edit changes nothing and gives focus back to the button.
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(box).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(edit).toBeFocused();
    await expect(choice).toHaveText('The book will use your exact words.');
  });
});

test('the Make the Book dialog counts the chapters nobody has checked, and opens their memories to check', {
  tag: '@both-widths',
}, async ({ signedInPage: page }) => {
  test.setTimeout(90_000);
  const project = await page.request.post('/api/memoir-projects', {
    data: {
      motivation: 'For the family',
      audience: 'My grandchildren',
      tone: 'Warm',
      title: 'Market Days',
      startingPoint: 'Saturdays',
    },
  });
  const { id: projectId } = (await project.json()) as { id: string };
  for (const [title, name, text] of [
    ['Saturdays', 'Apples', 'um we bought apples at the market'],
    ['Sundays', 'Church', 'we walked to church'],
  ]) {
    const chapter = await page.request.post(`/api/memoir-projects/${projectId}/chapters`, {
      data: { title },
    });
    const { id: chapterId } = (await chapter.json()) as { id: string };
    const memory = await createMemory(page, { name: name!, text: text! });
    await page.request.post(`/api/memoir-projects/${projectId}/chapters/${chapterId}/memories`, {
      data: { memories: [{ kind: 'fragment', id: memory.id }] },
    });
  }
  await page.goto('/');
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Memoir Studio' })
    .click();
  await page.getByRole('button', { name: 'Continue Market Days' }).click();
  await page
    .getByRole('region', { name: 'The Book', exact: true })
    .getByRole('button', { name: 'Make the Book' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Make the Book' });
  await expect(dialog.getByText('2 chapters hold words nobody has checked yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await page.screenshot({
    path: `/tmp/shots-review32/book-dialog-${isPhone(page) ? 'phone' : 'desktop'}.png`,
  });

  // She checks one memory from the list, by keyboard; the count goes down and focus stays in the list.
  const check = dialog.getByRole('button', { name: 'Check “Apples”' });
  await check.focus();
  await page.keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: 'Check the words: Apples' });
  await review.getByRole('button', { name: 'Use the clean copy' }).click();
  await expect(review.getByTestId('clean-copy-choice')).toHaveText('The book will use the clean copy.');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await review.getByRole('button', { name: 'Done' }).press('Enter');
  await expect(review).toBeHidden();
  await expect(dialog.getByText('1 chapter holds words nobody has checked yet.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Check “Apples”' })).toHaveCount(0);
  await expect(dialog.getByTestId('unchecked-chapters')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Check “Church”' })).toBeVisible();
});
