import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';
import { memoryRows, openMyMemories, shot } from './support/memories.ts';
import { seedMemories } from './support/seed-rows.ts';

const LIFETIME = 5_000;
/** However many memories there are, only about a screenful of rows is built. */
const FEW_ROWS = 60;

const summary = (page: import('@playwright/test').Page) => page.getByTestId('memory-search-summary');

test.describe('My Memories with a lifetime of memories', () => {
  test('shows all 5,000 memories while building only the rows on screen, and says how many there are', {
    tag: '@both-widths',
  }, async ({ signedInPage: page, person }) => {
    await seedMemories(person.email, LIFETIME);
    await openMyMemories(page);
    await expect(page.getByText('5,000 memories', { exact: true })).toBeVisible();
    await expect(summary(page)).toHaveText('Showing every memory, newest first.');
    await expect(memoryRows(page).first()).toContainText('Memory 1');
    expect(await memoryRows(page).count()).toBeLessThan(FEW_ROWS);
    if (isPhone(page)) {
      await expect(memoryRows(page).first()).toHaveAttribute('aria-setsize', String(LIFETIME));
      await expect(memoryRows(page).first()).toHaveAttribute('aria-posinset', '1');
    } else {
      await expect(page.getByRole('table', { name: 'My Memories, newest first' })).toHaveAttribute(
        'aria-rowcount',
        String(LIFETIME + 1),
      );
      await expect(memoryRows(page).first()).toHaveAttribute('aria-rowindex', '2');
    }
    await expectNoSeriousA11yViolations(page);

    // The oldest memory is at the very end of the list, and still only a screenful is built.
    // Rows are measured as they are built, so the end moves a little: scroll until it stays.
    const oldest = page.getByRole('button', { name: `Memory ${LIFETIME}`, exact: true });
    await expect(async () => {
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      await expect(oldest).toBeVisible({ timeout: 1_000 });
    }).toPass();
    expect(await memoryRows(page).count()).toBeLessThan(FEW_ROWS);

    // Its row menu works as on any row.
    await page.getByRole('button', { name: `Actions for Memory ${LIFETIME}` }).click();
    await page.getByRole('menuitem', { name: 'View Memory' }).click();
    await expect(page.getByRole('dialog')).toContainText(`Memory ${LIFETIME}`);
  });

  test('finds memories by a word in another form, marks it, and opens a result from the keyboard', async ({
    signedInPage: page,
    person,
  }) => {
    await seedMemories(person.email, LIFETIME);
    await openMyMemories(page);
    await page.getByRole('searchbox', { name: 'Search your memories' }).focus();
    await page.keyboard.type('fishing');
    // One memory in ten says "fished".
    await expect(summary(page)).toHaveText('500 memories match ‘fishing’.');
    await expect(memoryRows(page).first().locator('mark').first()).toHaveText(/fished/i);
    expect(await memoryRows(page).count()).toBeLessThan(FEW_ROWS);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('search').evaluate((element) => element.scrollIntoView());
    await shot(page, 'my-memories-search');

    // From the search box, Tab moves through the filters to the first result, which Enter opens.
    const first = memoryRows(page).first().getByRole('button').first();
    const name = (await first.textContent()) ?? '';
    for (let presses = 0; presses < 15; presses++) {
      await page.keyboard.press('Tab');
      if (await first.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toContainText(name);
  });

  test('filters by decade and Memory DNA, and says what to do when nothing matches', {
    tag: '@both-widths',
  }, async ({ signedInPage: page, person }) => {
    await seedMemories(person.email, 600);
    await openMyMemories(page);
    // On a phone the filters fold away until asked for.
    if (isPhone(page)) await page.locator('summary', { hasText: 'Filter and sort' }).click();
    await page.getByLabel('Decade').selectOption({ label: 'The 1950s' });
    await page.getByLabel('Memory DNA', { exact: true }).selectOption('Complete');
    await expect(summary(page)).toHaveText(/^\d+ memories match the filters\.$/);
    await expect(memoryRows(page).first().getByTestId('dna-badge')).toHaveText('Complete');
    await page.getByRole('search').evaluate((element) => element.scrollIntoView());
    await shot(page, 'my-memories-filters');

    await page.getByRole('searchbox', { name: 'Search your memories' }).fill('zebra');
    await expect(summary(page)).toHaveText(
      'No memories match ‘zebra’. Try fewer words or clear the filters.',
    );
    await expect(memoryRows(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(summary(page)).toHaveText('Showing every memory, newest first.');
  });
});
