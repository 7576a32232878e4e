import type { Page } from '@playwright/test';
import { interviewSessionMessages } from '#shared/interview-sessions.ts';
import type { Interview } from '#shared/interviews.ts';
import { fakeMicrophone, MARY_SPEAKS } from './support/fake-microphone.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { waitForRecordedSeconds } from './support/recording-clock.ts';

/** An interview with Clio, answered out loud: the fake microphone says Mary's words (support/fake-microphone.ts). */
const microphone = fakeMicrophone(MARY_SPEAKS);

test.use({ permissions: ['microphone'], launchOptions: microphone.launchOptions });

const interviewDialog = (page: Page) => page.getByRole('dialog', { name: 'An interview with Clio' });
const question = (page: Page) => interviewDialog(page).getByTestId('interview-question');

async function begin(page: Page) {
  await page.getByRole('button', { name: 'Start an Interview' }).click();
  const dialog = interviewDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Begin the interview' }).click();
  await expect(question(page)).not.toBeEmpty();
  return dialog;
}

test('a two-answer interview, one spoken and one typed, is kept in My Memories with the words said', {
  tag: '@both-widths',
}, async ({ signedInPage: page }) => {
  test.setTimeout(240_000);
  const dialog = await begin(page);
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  const first = await question(page).textContent();

  // The first answer is spoken, and sent while it is said.
  await dialog.getByRole('button', { name: 'Answer by speaking' }).click();
  await expect(dialog.getByText('Recording… take your time.')).toBeVisible();
  // Ten seconds: longer than Mary's words take, so the recording holds them whole wherever the fake microphone
  // happens to start.
  await waitForRecordedSeconds(dialog, 10, 25_000);
  const saved = page.waitForResponse((response) => /\/recordings\/[^/]+\/finish$/.test(response.url()));
  await dialog.getByRole('button', { name: 'Stop and save my answer' }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog.getByText(/Your answer is saved\./)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Your answers so far' })).toContainText(first!);

  // The next question, from the keyboard.
  await dialog.getByRole('button', { name: 'Next question' }).focus();
  await page.keyboard.press('Enter');
  await expect(question(page)).not.toHaveText(first!);

  // The second answer is typed.
  await dialog.getByRole('button', { name: 'Type my answer' }).click();
  await dialog
    .getByRole('textbox', { name: 'Your answer' })
    .fill('My grandmother Edith kept bees behind the chapel in Yorkshire.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('region', { name: 'Your answers so far' })).toContainText('kept bees');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await page.screenshot({ path: test.info().outputPath('interview-screen.png') });

  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog.getByText(interviewSessionMessages.finishedKept)).toBeVisible();
  await expect(dialog.getByText('2 answers were kept.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The spoken answer is written down by the transcription job.
  let interview: Interview | undefined;
  await expect
    .poll(
      async () => {
        const listed = (await (await page.request.get('/api/interviews')).json()) as Interview[];
        interview = listed[0];
        return interview?.answers.map((answer) => answer.status);
      },
      { timeout: 150_000 },
    )
    .toEqual(['ready', 'ready']);
  expect(interview!.answers[0]!.text).toMatch(/\b(?:mother|father)\b/i);

  // One row in My Memories, whose details show every answer and play the spoken one.
  await page.reload();
  await page.getByRole('button', { name: 'View Memories' }).click();
  await page.getByRole('button', { name: 'Interview with Clio', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Memory Details' });
  const answers = details.getByRole('list', { name: 'Answers' });
  await expect(answers).toContainText(first!);
  await expect(answers).toContainText(/\b(?:mother|father)\b/i);
  await expect(answers).toContainText('kept bees behind the chapel');
  await expect(details.getByLabel('Recording of answer 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const audio = await page.request.get(
    `/api/interviews/${interview!.id}/answers/${interview!.answers[0]!.id}/audio`,
  );
  expect(audio.status()).toBe(200);
  expect([...(await audio.body()).subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
});

test('"Give me a minute" pauses, "Leave this out" takes the last answer back, and an empty interview is not kept', async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const dialog = await begin(page);
  // Reading aloud can be turned off, and stays off.
  const readAloud = dialog.getByRole('switch', { name: /Read questions aloud/ });
  await expect(readAloud).toHaveAttribute('aria-checked', 'true');
  await readAloud.click();
  await expect(readAloud).toHaveAttribute('aria-checked', 'false');

  await dialog.getByRole('button', { name: 'Type my answer' }).click();
  await dialog.getByRole('textbox', { name: 'Your answer' }).fill('I would rather not keep this one.');
  await dialog.getByRole('button', { name: 'Save my answer' }).click();
  await expect(dialog.getByText('1 answer so far')).toBeVisible();

  await dialog.getByRole('button', { name: 'Leave this out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Leave out your last answer?' });
  await confirm.getByRole('button', { name: 'Leave it out' }).click();
  await expect(dialog.getByText('No answers yet')).toBeVisible();

  await dialog.getByRole('button', { name: 'Give me a minute' }).click();
  await expect(dialog.getByText(interviewSessionMessages.paused)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next question' })).toBeHidden();
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Carry on' }).click();
  await expect(question(page)).toBeVisible();

  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog.getByText(interviewSessionMessages.noAnswers)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Start an Interview' }).click();
  await interviewDialog(page).getByRole('button', { name: 'Begin the interview' }).click();
  await expect(interviewDialog(page).getByRole('switch', { name: /Read questions aloud/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});
