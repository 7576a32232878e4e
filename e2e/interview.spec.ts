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
const answersSoFar = (page: Page) =>
  interviewDialog(page).getByRole('region', { name: 'Your answers so far' });

const SHOTS = process.env.SCREENSHOT_DIR;

/** The interview fills the screen (decision 714), so the screen is the picture. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png` });
}

/** Opens "Type my answer" and types `words` into it. */
async function typeAnswer(page: Page, words: string) {
  const dialog = interviewDialog(page);
  await dialog.getByRole('button', { name: 'Type my answer' }).click();
  await dialog.getByRole('textbox', { name: 'Your answer' }).fill(words);
}

/** Presses `button` from the keyboard; answers the question that was asked before. */
async function pressFromKeyboard(page: Page, name: string) {
  const asked = await question(page).textContent();
  await interviewDialog(page).getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  return asked!;
}

async function begin(page: Page) {
  await page.getByRole('button', { name: 'Start an Interview' }).click();
  const dialog = interviewDialog(page);
  await expect(dialog).toBeVisible();
  // Focus starts on the button that begins, not on Close, and moves to the question it brings.
  const beginButton = dialog.getByRole('button', { name: 'Begin the interview' });
  await expect(beginButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(page)).not.toBeEmpty();
  await expect(question(page)).toBeFocused();
  return dialog;
}

test('a two-answer interview, one spoken and one typed, is kept in My Memories with the words said', {
  tag: '@both-widths',
}, async ({ signedInPage: page }) => {
  test.setTimeout(240_000);
  const dialog = await begin(page);
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  const first = await question(page).textContent();

  // The first answer is spoken, and sent while it is said; from the keyboard, each press leads focus to the next.
  await dialog.getByRole('button', { name: 'Answer by speaking' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Recording… take your time.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stop and save my answer' })).toBeFocused();
  // Ten seconds: longer than Mary's words take, so the recording holds them whole wherever the fake microphone
  // happens to start.
  await waitForRecordedSeconds(dialog, 10, 25_000);
  const saved = page.waitForResponse((response) => /\/recordings\/[^/]+\/finish$/.test(response.url()));
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(201);
  await expect(dialog.getByText(/Your answer is saved\./)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Your answers so far' })).toContainText(first!);

  // The next question, from the keyboard.
  await expect(dialog.getByRole('button', { name: 'Next question' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(page)).not.toHaveText(first!);
  await expect(question(page)).toBeFocused();

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
  await expect(dialog.getByText(interviewSessionMessages.finishedKept)).toBeFocused();
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
  // Its button goes with the last answer; focus goes to the words that say what happened, not to the page.
  await expect(dialog.getByText('Your last answer was left out. It will not be kept.')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Leave this out' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Give me a minute' }).click();
  await expect(dialog.getByText(interviewSessionMessages.paused)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next question' })).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Carry on' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await page.keyboard.press('Enter');
  await expect(question(page)).toBeFocused();

  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog.getByText(interviewSessionMessages.noAnswers)).toBeFocused();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Start an Interview' }).click();
  await interviewDialog(page).getByRole('button', { name: 'Begin the interview' }).click();
  await expect(interviewDialog(page).getByRole('switch', { name: /Read questions aloud/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('typed words are never lost: Next question keeps them, Skip and Cancel ask "Save what you typed?"', {
  tag: '@both-widths',
}, async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  const dialog = await begin(page);
  const saveTyped = page.getByRole('alertdialog', { name: 'Save what you typed?' });

  // As the review did it: two typed sentences, then Next question instead of "Save my answer".
  await typeAnswer(
    page,
    'My father worked on the railway at Preston. On Sundays he took me up to the signal box.',
  );
  await shot(page, 'interview-typed-before-next');
  const first = await pressFromKeyboard(page, 'Next question');
  await expect(question(page)).not.toHaveText(first);
  await expect(saveTyped).toBeHidden();
  await expect(dialog.getByText('1 answer so far')).toBeVisible();
  await expect(answersSoFar(page).getByRole('listitem').first()).toContainText(first);
  await expect(answersSoFar(page)).toContainText('railway at Preston');
  await expect(question(page)).toBeFocused();
  await shot(page, 'interview-typed-kept-after-next');

  // Skip means "not this one", so it asks, with Save first and focused.
  await typeAnswer(page, 'Edna and I went to the Saturday matinee at the Regal every week.');
  const second = await pressFromKeyboard(page, 'Skip');
  await expect(saveTyped).toBeVisible();
  await expect(saveTyped.getByRole('button', { name: 'Save' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, { include: '[role="alertdialog"]' });
  await shot(page, 'interview-save-typed-dialog');
  // Escape changes nothing: the words stay, and so does the question, and focus is back on Skip.
  await page.keyboard.press('Escape');
  await expect(saveTyped).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Skip', exact: true })).toBeFocused();
  await expect(question(page)).toHaveText(second);
  await expect(dialog.getByRole('textbox', { name: 'Your answer' })).toHaveValue(
    'Edna and I went to the Saturday matinee at the Regal every week.',
  );
  // Skip again, and Enter keeps the words as the answer.
  await page.keyboard.press('Enter');
  await expect(saveTyped.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(page)).not.toHaveText(second);
  await expect(dialog.getByText('2 answers so far')).toBeVisible();
  await expect(answersSoFar(page)).toContainText('Saturday matinee');
  await expect(question(page)).toBeFocused();

  // Discard lets them go.
  await typeAnswer(page, 'Something I would rather not keep.');
  const third = await question(page).textContent();
  await dialog.getByRole('button', { name: 'Skip', exact: true }).click();
  await saveTyped.getByRole('button', { name: 'Discard' }).click();
  await expect(question(page)).not.toHaveText(third!);
  await expect(dialog.getByText('2 answers so far')).toBeVisible();
  await expect(answersSoFar(page)).not.toContainText('rather not keep');
  await expect(question(page)).toBeFocused();
  // Nothing of the discarded words comes back under the next question.
  await dialog.getByRole('button', { name: 'Type my answer' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');

  // Cancel with words typed asks too; Save keeps them as the answer and Next question is the next step.
  await dialog.getByRole('textbox', { name: 'Your answer' }).fill('We kept hens in the back yard.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await saveTyped.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('3 answers so far')).toBeVisible();
  await expect(answersSoFar(page)).toContainText('kept hens');
  await expect(dialog.getByRole('button', { name: 'Next question' })).toBeFocused();

  // Nothing typed: Cancel and Skip move on without a question.
  await dialog.getByRole('button', { name: 'Type my answer' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(saveTyped).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Type my answer' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Type my answer' }).click();
  const fourth = await pressFromKeyboard(page, 'Skip');
  await expect(saveTyped).toBeHidden();
  await expect(question(page)).not.toHaveText(fourth);
  await expect(question(page)).toBeFocused();
  await expect(dialog.getByText('3 answers so far')).toBeVisible();

  // "Give me a minute" and Finish keep what is typed, as they keep what is being said.
  await typeAnswer(page, 'Mother baked bread on Fridays.');
  await dialog.getByRole('button', { name: 'Give me a minute' }).click();
  await expect(dialog.getByText(interviewSessionMessages.paused)).toBeVisible();
  await expect(dialog.getByText('4 answers so far')).toBeVisible();
  await dialog.getByRole('button', { name: 'Carry on' }).click();
  await typeAnswer(page, 'We moved to Blackpool in 1952.');
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog.getByText('5 answers were kept.')).toBeVisible();

  const interviews = (await (await page.request.get('/api/interviews')).json()) as Interview[];
  expect(interviews[0]!.answers.map((answer) => answer.text)).toEqual([
    'My father worked on the railway at Preston. On Sundays he took me up to the signal box.',
    'Edna and I went to the Saturday matinee at the Regal every week.',
    'We kept hens in the back yard.',
    'Mother baked bread on Fridays.',
    'We moved to Blackpool in 1952.',
  ]);
});
