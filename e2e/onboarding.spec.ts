import type { Page } from '@playwright/test';
import { ONBOARDING_MESSAGES, ONBOARDING_SUGGESTED_ANSWERS } from '#shared/studio.ts';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';

async function openStudio(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Memoir Studio' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your Memoir Projects' })).toBeVisible();
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation with Clio' });

async function startWizard(page: Page) {
  await openStudio(page);
  await page.getByRole('button', { name: 'Create Your First Memoir' }).click();
  await expect(page.getByRole('heading', { name: 'Start a New Memoir' })).toBeVisible();
}

test.describe('onboarding conversation', () => {
  // Each run walks the whole conversation with one suggested answer per step, so every answer is used once.
  for (let run = 0; run < ONBOARDING_SUGGESTED_ANSWERS.motivation.length; run++) {
    const motivation = ONBOARDING_SUGGESTED_ANSWERS.motivation[run]!;
    const audience =
      ONBOARDING_SUGGESTED_ANSWERS.audience[run % ONBOARDING_SUGGESTED_ANSWERS.audience.length]!;
    const tone = ONBOARDING_SUGGESTED_ANSWERS.tone[run % ONBOARDING_SUGGESTED_ANSWERS.tone.length]!;

    // The first run is also the phone's journey through the conversation.
    const widths = { tag: run === 0 ? ['@both-widths'] : [] };
    test(
      `creates a memoir from "${motivation}", "${audience}" and "${tone}"`,
      widths,
      async ({ signedInPage: page }) => {
        const title = `Seasons ${run + 1}`;
        await startWizard(page);
        await expect(conversation(page)).toContainText(ONBOARDING_MESSAGES.opening);
        for (const answer of ONBOARDING_SUGGESTED_ANSWERS.motivation) {
          await expect(page.getByRole('button', { name: answer })).toBeVisible();
        }
        if (run === 0) await expectNoSeriousA11yViolations(page);

        await page.getByRole('button', { name: motivation }).click();
        await expect(conversation(page).getByText(motivation)).toBeVisible();
        await expect(conversation(page)).toContainText(ONBOARDING_MESSAGES.motivationFollowUp);
        for (const answer of ONBOARDING_SUGGESTED_ANSWERS.audience) {
          await expect(page.getByRole('button', { name: answer })).toBeVisible();
        }

        await page.getByRole('button', { name: audience }).click();
        await expect(conversation(page)).toContainText(ONBOARDING_MESSAGES.audienceFollowUp);
        for (const answer of ONBOARDING_SUGGESTED_ANSWERS.tone) {
          await expect(page.getByRole('button', { name: answer })).toBeVisible();
        }

        await page.getByRole('button', { name: tone }).click();
        await expect(conversation(page)).toContainText(ONBOARDING_MESSAGES.toneFollowUp);
        const titleBox = page.getByLabel('Working title');
        await expect(titleBox).toBeFocused();
        await titleBox.fill(title);
        if (run % 2 === 0) await titleBox.press('Enter');
        else await page.getByRole('button', { name: 'Use This Title' }).click();
        await expect(conversation(page)).toContainText(ONBOARDING_MESSAGES.titleFollowUp);
        await expect(titleBox).toBeHidden();

        const story = page.getByLabel('Where your story begins');
        await expect(story).toHaveAttribute('rows', '5');
        expect(await story.evaluate((element) => getComputedStyle(element).minHeight)).toBe('120px');
        await story.fill('Growing up on the farm, the war years, and meeting Rose at the dance hall.');
        if (run === 0) await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Begin Your Memoir' }).click();

        await expect(page.getByRole('status').filter({ hasText: 'Memoir Project Created' })).toContainText(
          title,
        );
        await expect(page.getByRole('button', { name: 'Back to Projects' })).toBeVisible();
        await expect(page.getByTestId('project-title')).toHaveText(title);
        await expect(page.getByText(motivation)).toBeVisible();

        await page.getByRole('button', { name: 'Back to Projects' }).click();
        await expect(page.getByRole('button', { name: `Continue ${title}` })).toBeVisible();
      },
    );
  }

  test('a title or story of only spaces is refused with words under its box, and the cursor goes back there (decision 813)', async ({
    signedInPage: page,
  }) => {
    await startWizard(page);
    await page.getByRole('button', { name: ONBOARDING_SUGGESTED_ANSWERS.motivation[0] }).click();
    await page.getByRole('button', { name: ONBOARDING_SUGGESTED_ANSWERS.audience[0] }).click();
    await page.getByRole('button', { name: ONBOARDING_SUGGESTED_ANSWERS.tone[0] }).click();

    const titleBox = page.getByLabel('Working title');
    const useTitle = page.getByRole('button', { name: 'Use This Title' });
    // Never disabled without a reason: pressed with nothing written, it says what to write.
    await expect(useTitle).toBeEnabled();
    await titleBox.fill('    ');
    await useTitle.click();
    await expect(titleBox).toBeFocused();
    await expect(titleBox).toHaveAccessibleDescription('Please give a title.');
    await titleBox.press('Enter');
    await expect(titleBox).toBeVisible();
    await expect(conversation(page)).not.toContainText(ONBOARDING_MESSAGES.titleFollowUp);

    await titleBox.fill('  The Long Road  ');
    await expect(page.getByText('Please give a title.')).toBeHidden();
    await titleBox.press('Enter');
    await expect(conversation(page).getByText('The Long Road', { exact: true })).toBeVisible();

    const story = page.getByLabel('Where your story begins');
    const begin = page.getByRole('button', { name: 'Begin Your Memoir' });
    await story.fill(' \n\n   ');
    await begin.focus();
    await page.keyboard.press('Enter');
    await expect(story).toBeFocused();
    await expect(story).toHaveAccessibleDescription('Please give a starting point for the story.');
    expect(await (await page.request.get('/api/memoir-projects')).json()).toEqual([]);
    await story.fill('My first job at the mill.');
    await expect(page.getByText('Please give a starting point for the story.')).toBeHidden();
  });

  test('Cancel leaves the conversation without creating anything', async ({ signedInPage: page }) => {
    await startWizard(page);
    await page.getByRole('button', { name: ONBOARDING_SUGGESTED_ANSWERS.motivation[1] }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('No memoir projects yet')).toBeVisible();
    expect(await (await page.request.get('/api/memoir-projects')).json()).toEqual([]);
  });

  test('says plainly when the project could not be created, and keeps the story', async ({
    signedInPage: page,
  }) => {
    await startWizard(page);
    await page.getByRole('button', { name: ONBOARDING_SUGGESTED_ANSWERS.motivation[2] }).click();
    await page.getByRole('button', { name: ONBOARDING_SUGGESTED_ANSWERS.audience[2] }).click();
    await page.getByRole('button', { name: ONBOARDING_SUGGESTED_ANSWERS.tone[2] }).click();
    await page.getByLabel('Working title').fill('Lost Letters');
    await page.getByRole('button', { name: 'Use This Title' }).click();
    await page.getByLabel('Where your story begins').fill('The letters my mother kept.');

    await page.route('**/api/memoir-projects', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, body: 'Unavailable' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Begin Your Memoir' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(error).toContainText('Failed to create memoir project.');
    await expect(page.getByLabel('Where your story begins')).toHaveValue('The letters my mother kept.');

    await page.unroute('**/api/memoir-projects');
    await page.getByRole('button', { name: 'Begin Your Memoir' }).click();
    await expect(page.getByTestId('project-title')).toHaveText('Lost Letters');
  });
});
