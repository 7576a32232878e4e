import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { UploadedFile } from '#shared/memories.ts';
import { fakeMicrophone, MARY_SPEAKS } from './support/fake-microphone.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { waitForRecordedSeconds } from './support/recording-clock.ts';

/** Record a Memory with a microphone: the fake one says Mary's words (support/fake-microphone.ts). */
const microphone = fakeMicrophone(MARY_SPEAKS);
const voiceDir = microphone.folder;

test.use({ permissions: ['microphone'], launchOptions: microphone.launchOptions });

const recordDialog = (page: Page) => page.getByRole('dialog', { name: 'Record a Memory' });

/** Records from the Dashboard's quick action until the clock shows `seconds`. */
async function record(page: Page, seconds: number, whileRecording?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Record a Memory' }).click();
  const dialog = recordDialog(page);
  await dialog.getByRole('button', { name: 'Start recording' }).click();
  await expect(dialog.getByText('Recording… speak as you would to a friend.')).toBeVisible();
  await whileRecording?.();
  await waitForRecordedSeconds(dialog, seconds, (seconds + 10) * 1000);
  const finished = page.waitForResponse((response) =>
    /\/api\/recordings\/[^/]+\/finish$/.test(response.url()),
  );
  await dialog.getByRole('button', { name: 'Stop and save' }).click();
  const answer = await finished;
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as UploadedFile;
}

async function transcribed(page: Page, id: string): Promise<UploadedFile> {
  let file: UploadedFile | undefined;
  await expect
    .poll(
      async () => {
        const files = (await (await page.request.get('/api/uploaded-files')).json()) as UploadedFile[];
        file = files.find((candidate) => candidate.id === id);
        return file?.status;
      },
      { timeout: 120_000 },
    )
    .not.toBe('processing');
  return file!;
}

test('a memory recorded in the browser is kept, asks for its Memory DNA, and its words are written down', {
  tag: '@both-widths',
}, async ({ signedInPage: page }) => {
  test.setTimeout(180_000);
  // Ten seconds: longer than Mary's words take, so the recording holds them whole wherever the fake microphone
  // happens to start.
  const file = await record(page, 10);
  // Memory DNA is asked for next, as after an upload.
  const dna = page.getByRole('dialog', { name: /Memory DNA/ });
  await expect(dna).toBeVisible();
  await expect(dna).toContainText(file.title);
  await expectNoSeriousA11yViolations(page);
  await dna.getByRole('button', { name: 'Skip for Now' }).click();

  const done = await transcribed(page, file.id);
  expect(done.status, done.failureReason ?? '').toBe('ready');
  // The offline recogniser hears a synthetic voice roughly, and the fake microphone starts the voice at any point:
  // of the words spoken, it reliably gets the family ones.
  expect(done.content).toMatch(/\b(?:mother|father)\b/i);

  // Listen and fix: the transcript shows sentence by sentence, and choosing one plays the recording from there.
  const sentence = done.transcriptSegments?.find((segment) => /\b(?:mother|father)\b/i.test(segment.text));
  expect(sentence).toBeDefined();
  await page.reload();
  await page.getByRole('button', { name: 'View Memories' }).click();
  await page.getByRole('button', { name: file.title, exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Memory Details' });
  const transcript = details.getByRole('region', { name: 'Transcript', exact: true });
  await expect(transcript).toContainText('Written down automatically from the recording');
  await expectNoSeriousA11yViolations(page);
  // Mary says the same words more than once: the first sentence with these words is the one found above.
  await transcript.getByRole('button', { name: sentence!.text, exact: true }).first().click();
  const player = details.locator('audio');
  await expect
    .poll(() =>
      player.evaluate((audio: HTMLAudioElement) => ({ playing: !audio.paused, at: audio.currentTime })),
    )
    .toMatchObject({ playing: true });
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThanOrEqual(
    sentence!.startMs / 1000 - 0.05,
  );

  // The original is the recording itself, playable from any point.
  const original = await page.request.get(`/api/uploaded-files/${file.id}/original`, {
    headers: { range: 'bytes=0-3' },
  });
  expect(original.status()).toBe(206);
  expect([...(await original.body())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
});

test('the recorder works from the keyboard, pauses and resumes, and says plainly when the microphone is refused', async ({
  signedInPage: page,
  context,
}) => {
  await page.getByRole('button', { name: 'Record a Memory' }).focus();
  await page.keyboard.press('Enter');
  const dialog = recordDialog(page);
  await expect(dialog.getByRole('button', { name: 'Start recording' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Recording… speak as you would to a friend.')).toBeVisible();
  // Start recording gives way to the clock; focus goes to Stop and save, not to the dialog.
  await expect(dialog.getByRole('button', { name: 'Stop and save' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await expect(dialog.getByText('Paused. Take your time.')).toBeVisible();
  const pausedAt = await dialog.getByText(/^Time recorded: /).textContent();
  await page.waitForTimeout(1500);
  // The clock stands still while paused.
  expect(await dialog.getByText(/^Time recorded: /).textContent()).toBe(pausedAt);
  await dialog.getByRole('button', { name: 'Resume' }).click();
  await expect(dialog.getByText('Recording… speak as you would to a friend.')).toBeVisible();
  // Closing while recording saves what was said rather than throwing it away.
  const finished = page.waitForResponse((response) => /\/finish$/.test(response.url()));
  await page.keyboard.press('Escape');
  expect((await finished).status()).toBe(201);
  await expect(page.getByRole('dialog', { name: /Memory DNA/ })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for Now' }).click();

  await context.clearPermissions();
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Record a Memory' }).click();
  await recordDialog(page).getByRole('button', { name: 'Start recording' }).click();
  await expect(recordDialog(page).getByRole('alert')).toHaveText(
    /Heirloom was not allowed to use the microphone\. Allow it .*then choose Start recording again\./,
  );
  await expect(recordDialog(page).getByRole('button', { name: 'Start recording' })).toBeFocused();
});

test('a connection cut while recording loses no more than a few seconds', async ({ signedInPage: page }) => {
  test.setTimeout(180_000);
  const seconds = 16;
  const file = await record(page, seconds, async () => {
    // Four seconds in, the connection drops for six seconds: pieces wait on the device and follow later.
    await waitForRecordedSeconds(recordDialog(page), 4, 15_000);
    await page.route('**/api/recordings/*/chunks/*', (route) => route.abort('internetdisconnected'));
    await expect(recordDialog(page).getByText(/The connection dropped\. Keep talking/)).toBeVisible({
      timeout: 15_000,
    });
    await waitForRecordedSeconds(recordDialog(page), 10, 15_000);
    await page.unroute('**/api/recordings/*/chunks/*');
  });
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  // How long the kept original plays, decoded by ffmpeg.
  const original = await page.request.get(`/api/uploaded-files/${file.id}/original`);
  const saved = path.join(voiceDir, `${file.id}.webm`);
  fs.writeFileSync(saved, await original.body());
  const log = execFileSync('sh', ['-c', `ffmpeg -hide_banner -i "${saved}" -f null - 2>&1`], {
    encoding: 'utf8',
  });
  const times = [...log.matchAll(/time=(\d+):(\d+):(\d+\.\d+)/g)];
  const [, h, m, s] = times.at(-1)!;
  const keptSeconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  expect(keptSeconds).toBeGreaterThanOrEqual(seconds - 10);
});
