import type { Page } from '@playwright/test';
import type { UploadedFile } from '#shared/memories.ts';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';
import { chooseRowAction, openMyMemories, shot, silentWav, uploadThroughApi } from './support/memories.ts';
import { withServerDatabase } from './support/server-database.ts';

const TITLE = 'My Father';
const FIRST = 'We moved house that summer.';
const MISHEARD = 'My father was on the color wheel you will you sixty.';
const CORRECTED = 'My father worked in Dayton in nineteen sixty.';
/** Her corrected sentence as the book and drafts print it: the clean copy writes years in figures (decision 671). */
const CORRECTED_FOR_THE_BOOK = 'My father worked in Dayton in 1960.';
/** Where the misheard sentence is said in the recording. */
const MISHEARD_STARTS_MS = 3000;

/** Where the misheard sentence ends in the recording. */
const MISHEARD_ENDS_MS = 5800;
/** The recogniser's words of the misheard sentence, each with its moment: 250 ms a word, 30 ms between. */
const MISHEARD_WORDS = MISHEARD.replace('.', '')
  .split(' ')
  .map((word, k) => ({
    word,
    startMs: MISHEARD_STARTS_MS + k * 280,
    endMs: MISHEARD_STARTS_MS + k * 280 + 250,
  }));

/**
 * A recording whose transcript the offline recogniser misheard, as the transcription job leaves it (two timed
 * sentences, not yet checked; with `words`, the misheard one has its words' moments too), then checked by the
 * person while still misheard, through the real API.
 */
async function confirmedMisheardRecording(
  page: Page,
  { words }: { words?: typeof MISHEARD_WORDS } = {},
): Promise<UploadedFile> {
  const uploaded = await uploadThroughApi(page, {
    name: `${TITLE}.wav`,
    mimeType: 'audio/wav',
    // Longer than the sentences, so a moment that stops at its sentence's end is seen to stop.
    buffer: silentWav(8),
  });
  const segments = [
    { startMs: 0, endMs: 2600, text: FIRST },
    { startMs: MISHEARD_STARTS_MS, endMs: MISHEARD_ENDS_MS, text: MISHEARD, ...(words ? { words } : {}) },
  ];
  // The job only writes a recording that is still processing, so this transcript is the one that stays.
  await withServerDatabase((connection) =>
    connection.pool.query(
      `update uploaded_files set status = 'ready', failure_reason = null, origin = 'recording', content = $2,
         transcript_segments = $3, transcript_checked = false where id = $1`,
      [uploaded.id, `${FIRST} ${MISHEARD}`, JSON.stringify(segments)],
    ),
  );
  const checked = await page.request.post(`/api/uploaded-files/${uploaded.id}/transcript-check`, {
    data: { version: uploaded.version },
  });
  expect(checked.status(), await checked.text()).toBe(200);
  return (await checked.json()) as UploadedFile;
}

/** A memoir with one chapter holding the recording, drafted afterwards through the API (as chapters.spec.ts does). */
async function draftChapterWith(page: Page, recordingId: string) {
  const project = await page.request.post('/api/memoir-projects', {
    data: {
      motivation: 'So the grandchildren know where they come from',
      audience: 'My grandchildren',
      tone: 'Warm',
      title: 'Our Family',
      startingPoint: 'My father and his work.',
    },
  });
  expect(project.status(), await project.text()).toBe(200);
  const { id } = (await project.json()) as { id: string };
  const chapter = await page.request.post(`/api/memoir-projects/${id}/chapters`, { data: { title: TITLE } });
  const chapterUrl = `/api/memoir-projects/${id}/chapters/${((await chapter.json()) as { id: string }).id}`;
  const added = await page.request.post(`${chapterUrl}/memories`, {
    data: { memories: [{ kind: 'file', id: recordingId }] },
  });
  expect(added.status(), await added.text()).toBe(200);
  // While the Dashboard's panels ask Clio, a draft is answered 429 and nothing is made: ask again until it is.
  await expect
    .poll(async () => (await page.request.post(`${chapterUrl}/draft`)).status(), { timeout: 30_000 })
    .toBe(201);
}

test('a confirmed recording’s misheard sentence is heard by its moment, corrected by keyboard, and flows into a draft', {
  tag: '@both-widths',
}, async ({ signedInPage: page }) => {
  test.setTimeout(90_000);
  const recording = await confirmedMisheardRecording(page);
  expect(recording.transcriptChecked).toBe(true);

  await openMyMemories(page);
  await chooseRowAction(page, TITLE, 'View Memory');
  const details = page.getByRole('dialog', { name: 'Memory Details' });
  const transcript = details.getByRole('region', { name: 'Transcript', exact: true });
  const player = details.locator('audio');
  await expect(player)
    .toHaveJSProperty('readyState', 4, { timeout: 15_000 })
    .catch(() => {});

  // She plays the misheard sentence: the recording jumps to its moment.
  await transcript.getByRole('button', { name: MISHEARD, exact: true }).click();
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThanOrEqual(MISHEARD_STARTS_MS / 1000 - 0.05);
  await player.evaluate((audio: HTMLAudioElement) => audio.pause());

  // She fixes it by keyboard: from the sentence, Tab reaches its Correct, whose box opens with the words.
  await transcript.getByRole('button', { name: MISHEARD, exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(transcript.getByRole('button', { name: 'Correct sentence 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  const box = transcript.getByRole('textbox', { name: 'Sentence 2, in your words' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(MISHEARD);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(CORRECTED);
  await shot(page, 'transcript-correction-open');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await page.keyboard.press('Tab');
  await expect(transcript.getByRole('button', { name: 'Save correction' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Saved: the box closes, the focus is back on the sentence, which now holds her words and still plays its moment.
  const fixed = transcript.getByRole('button', { name: CORRECTED, exact: true });
  await expect(fixed).toBeFocused();
  await expect(box).toHaveCount(0);
  await expect(transcript).not.toContainText('color wheel');
  await expect(transcript).toContainText('Corrected by you');
  await expect(fixed).toHaveAttribute('data-start-ms', String(MISHEARD_STARTS_MS));
  await shot(page, 'transcript-correction-saved');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThanOrEqual(MISHEARD_STARTS_MS / 1000 - 0.05);
  await player.evaluate((audio: HTMLAudioElement) => audio.pause());

  // Memory DNA is read again from her corrected words.
  await details.getByRole('tab', { name: 'Memory DNA' }).click();
  await expect(details).toContainText('Dayton');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // A chapter drafted afterwards is written from the corrected words.
  await draftChapterWith(page, recording.id);
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Memoir Studio' })
    .click();
  await page.getByRole('button', { name: 'Continue Our Family' }).click();
  await page.getByRole('button', { name: 'Open chapter 1' }).click();
  const draft = page.getByRole('textbox', { name: 'Chapter draft' });
  await expect(draft).toContainText(CORRECTED_FOR_THE_BOOK);
  await expect(draft).not.toContainText('color wheel');
});

test('while correcting a confirmed transcript she plays a word’s moment by keyboard, to the end of its sentence', {
  tag: '@both-widths',
}, async ({ signedInPage: page }) => {
  test.setTimeout(60_000);
  if (isPhone(page)) await page.setViewportSize({ width: 390, height: 844 });
  await confirmedMisheardRecording(page, { words: MISHEARD_WORDS });
  await openMyMemories(page);
  await chooseRowAction(page, TITLE, 'View Memory');
  const details = page.getByRole('dialog', { name: 'Memory Details' });
  const transcript = details.getByRole('region', { name: 'Transcript', exact: true });
  const player = details.locator('audio');
  await expect(player)
    .toHaveJSProperty('readyState', 4, { timeout: 15_000 })
    .catch(() => {});
  // Where the player is sent each time a moment is played.
  await player.evaluate((audio: HTMLAudioElement) => {
    const seeks: number[] = [];
    (window as unknown as { seeks: number[] }).seeks = seeks;
    audio.addEventListener('seeking', () => seeks.push(audio.currentTime));
  });
  const lastSeek = () => page.evaluate(() => (window as unknown as { seeks: number[] }).seeks.at(-1));

  // By keyboard: from the sentence, Tab to its Correct, Enter; the words are just before her box.
  await transcript.getByRole('button', { name: MISHEARD, exact: true }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const box = transcript.getByRole('textbox', { name: 'Sentence 2, in your words' });
  await expect(box).toBeFocused();
  const words = transcript.getByRole('toolbar', { name: 'Words of sentence 2' });
  await page.keyboard.press('Shift+Tab');
  await expect(words.getByRole('button', { name: 'Play from “My”' })).toBeFocused();
  // The arrow keys go from word to word: "color" is the sixth.
  for (let k = 0; k < 5; k++) await page.keyboard.press('ArrowRight');
  const color = words.getByRole('button', { name: 'Play from “color”' });
  await expect(color).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(lastSeek).toBeCloseTo(MISHEARD_WORDS[5]!.startMs / 1000, 2);
  await shot(page, 'transcript-word-moments');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

  // The last word plays to the end of its sentence, and the recording stops there.
  await page.keyboard.press('End');
  await expect(words.getByRole('button', { name: 'Play from “sixty.”' })).toBeFocused();
  await page.keyboard.press(' ');
  await expect.poll(lastSeek).toBeCloseTo(MISHEARD_WORDS.at(-1)!.startMs / 1000, 2);
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.paused && audio.currentTime), {
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(MISHEARD_ENDS_MS / 1000 - 0.05);
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeLessThan(
    MISHEARD_ENDS_MS / 1000 + 0.5,
  );

  // She corrects the sentence: the words she kept keep their moments, her new words have none.
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('My father worked at the color wheel in sixty.');
  await transcript.getByRole('button', { name: 'Save correction' }).click();
  await transcript.getByRole('button', { name: 'Correct sentence 2' }).click();
  await expect(words.getByRole('button', { name: 'Play from “color”' })).toHaveAttribute(
    'data-start-ms',
    String(MISHEARD_WORDS[5]!.startMs),
  );
  await expect(words).toContainText('worked');
  await expect(words.getByRole('button', { name: 'Play from “worked”' })).toHaveCount(0);
  await shot(page, 'transcript-word-moments-corrected');
  await page.keyboard.press('Escape');

  // A sentence the recogniser gave no word moments for is heard as a whole, as before.
  await transcript.getByRole('button', { name: 'Correct sentence 1' }).click();
  await expect(transcript.getByRole('textbox', { name: 'Sentence 1, in your words' })).toBeFocused();
  await expect(transcript.getByRole('toolbar')).toHaveCount(0);
});

test('a correction based on words changed meanwhile is not saved over them, and says what to do', async ({
  signedInPage: page,
}) => {
  const recording = await confirmedMisheardRecording(page);
  await openMyMemories(page);
  await chooseRowAction(page, TITLE, 'View Memory');
  const transcript = page
    .getByRole('dialog', { name: 'Memory Details' })
    .getByRole('region', { name: 'Transcript', exact: true });
  // Escape leaves the correction, not Memory Details, and the focus is back on the sentence.
  await transcript.getByRole('button', { name: 'Correct sentence 2' }).click();
  await page.keyboard.press('Escape');
  await expect(transcript.getByRole('textbox')).toHaveCount(0);
  await expect(transcript.getByRole('button', { name: MISHEARD, exact: true })).toBeFocused();
  await transcript.getByRole('button', { name: 'Correct sentence 2' }).click();
  // Meanwhile, another window corrects the same sentence.
  const elsewhere = await page.request.post(`/api/uploaded-files/${recording.id}/transcript-corrections`, {
    data: { version: recording.version, sentence: 1, text: 'My father worked at the wheel works.' },
  });
  expect(elsewhere.status()).toBe(200);
  const box = transcript.getByRole('textbox', { name: 'Sentence 2, in your words' });
  await box.fill(CORRECTED);
  await transcript.getByRole('button', { name: 'Save correction' }).click();
  await expect(transcript.getByTestId('form-failure')).toContainText('changed in another window');
  // Her words are still in the box, the newest words are behind it, and saving again is her choice.
  await expect(box).toHaveValue(CORRECTED);
  await expect(
    transcript.getByRole('button', { name: 'My father worked at the wheel works.' }),
  ).toBeVisible();
  await transcript.getByRole('button', { name: 'Save correction' }).click();
  await expect(transcript.getByRole('button', { name: CORRECTED, exact: true })).toBeFocused();
});

test('a spoken interview answer is heard by its moment and corrected in place, and stays checked', async ({
  signedInPage: page,
}) => {
  // The answer's recording: a stored original, which the answer shares as the interview would keep its own.
  const original = await uploadThroughApi(page, {
    name: 'Original.wav',
    mimeType: 'audio/wav',
    buffer: silentWav(6),
  });
  const segments = [
    { startMs: 0, endMs: 2600, text: FIRST },
    { startMs: MISHEARD_STARTS_MS, endMs: 5800, text: MISHEARD },
  ];
  // A finished interview Mum told, its one spoken answer checked while still misheard.
  await withServerDatabase(({ pool }) =>
    pool.query(
      `with f as (select user_id, storage_key from uploaded_files where id = $1),
            s as (insert into interview_sessions (user_id, person, topics, status)
                  select user_id, 'Mum', '{Family}', 'finished' from f returning id, user_id)
       insert into interview_answers (session_id, user_id, position, question, question_key, text, storage_key,
           mime_type, size_bytes, transcript_segments, words_checked)
         select s.id, s.user_id, 0, 'What did your father do?', 'topic:family:1', $2, f.storage_key, 'audio/wav', 4,
           $3, true
         from s, f`,
      [original.id, `${FIRST} ${MISHEARD}`, JSON.stringify(segments)],
    ),
  );
  await openMyMemories(page);
  await chooseRowAction(page, 'Interview: Family', 'View Memory');
  const details = page.getByRole('dialog', { name: 'Memory Details' });
  const words = details.getByRole('region', { name: 'Words of answer 1' });
  const player = details.getByLabel('Recording of answer 1');
  await words.getByRole('button', { name: MISHEARD, exact: true }).click();
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThanOrEqual(MISHEARD_STARTS_MS / 1000 - 0.05);
  await player.evaluate((audio: HTMLAudioElement) => audio.pause());

  await words.getByRole('button', { name: 'Correct sentence 2' }).focus();
  await page.keyboard.press('Enter');
  const box = words.getByRole('textbox', { name: 'Sentence 2, in your words' });
  await expect(box).toBeFocused();
  await box.fill(CORRECTED);
  await shot(page, 'answer-correction-open');
  await words.getByRole('button', { name: 'Save correction' }).click();
  await expect(words.getByRole('button', { name: CORRECTED, exact: true })).toBeFocused();
  await expect(words).not.toContainText('color wheel');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  const interviews = (await (await page.request.get('/api/interviews')).json()) as {
    answers: { text: string; wordsChecked: boolean }[];
  }[];
  expect(interviews[0]!.answers[0]).toMatchObject({ text: `${FIRST} ${CORRECTED}`, wordsChecked: true });
});
