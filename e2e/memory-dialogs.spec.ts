import { writeFile } from 'node:fs/promises';
import { format } from 'date-fns';
import { MAX_UPLOAD_BYTES, type MemoryFragment, type UploadedFile } from '#shared/memories.ts';
import { SCHEDULE_TIMES, SCHEDULE_TOPICS } from '#shared/phone-sessions.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import {
  chooseAddMemory,
  expectToast,
  memoryRow,
  openMyMemories,
  shot,
  theToast,
} from './support/memories.ts';

test.describe('Add Memory and Memory DNA', () => {
  test('Create Memory pressed with a box empty says what to write and puts the cursor there, keyboard only (decision 813)', async ({
    signedInPage: page,
  }) => {
    await openMyMemories(page);
    await chooseAddMemory(page, 'Add Note');
    const dialog = page.getByRole('dialog', { name: 'Add Memory' });
    const name = dialog.getByLabel('Memory name');
    const words = dialog.getByLabel('Your memory');
    const create = dialog.getByRole('button', { name: 'Create Memory' });
    await expect(create).toBeEnabled();

    // Both empty: both are named, and the cursor goes to the first.
    await create.focus();
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Please give the memory a name.');
    await expect(words).toHaveAccessibleDescription('Please give the memory some text.');
    await shot(page, 'add-memory-says-what-is-missing');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

    // The name typed, the words only spaces: the cursor goes to the words.
    await page.keyboard.type('Summers at the lake');
    await expect(dialog.getByText('Please give the memory a name.')).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(words).toBeFocused();
    await page.keyboard.type('   ');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(create).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(words).toBeFocused();
    await expect(words).toHaveAccessibleDescription('Please give the memory some text.');
    expect(await (await page.request.get('/api/memory-fragments')).json()).toEqual([]);

    await words.fill('We swam every morning.');
    await create.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /Memory DNA/ })).toBeVisible();
  });

  test('a new memory opens Memory DNA prefilled with what the server found; saving stores it', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    await openMyMemories(page);
    await chooseAddMemory(page, 'Add Note');
    const add = page.getByRole('dialog', { name: 'Add Memory' });
    await add.getByLabel('Memory name').fill('Summers at the lake');
    await add
      .getByLabel('Your memory')
      .fill('In the summer of 1965 my brother Tom and I swam every morning in Lake Erie, near Cleveland.');
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/memory-fragments') && response.request().method() === 'POST',
    );
    await add.getByRole('button', { name: 'Create Memory' }).click();
    const fragment = (await (await created).json()) as MemoryFragment;
    // The offline engine finds the year, the lake and Tom, so "prefilled" really carries something.
    expect(Boolean(fragment.whenHappened || fragment.whereHappened || fragment.peopleInvolved.length)).toBe(
      true,
    );

    const dna = page.getByRole('dialog', { name: 'Memory DNA' });
    await expect(dna).toBeVisible();
    await expect(add).toBeHidden();
    await expect(dna.getByLabel('When did it happen?')).toHaveValue(fragment.whenHappened ?? '');
    await expect(dna.getByLabel('Where did it happen?')).toHaveValue(fragment.whereHappened ?? '');
    const people = dna.getByRole('list', { name: 'People involved added' }).getByRole('listitem');
    const topics = dna.getByRole('list', { name: 'Topics added' }).getByRole('listitem');
    await expect(people).toHaveText(fragment.peopleInvolved);
    await expect(topics).toHaveText(fragment.topics);
    await shot(page, 'memory-dna');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    // Each tag field says what goes in it: the Topics hint is about topics, not the people hint again.
    await expect(dna.getByLabel('People involved', { exact: true })).toHaveAccessibleDescription(
      /Type a name, then press Enter.*after Mr, Aunt or Grandma/,
    );
    const topicsField = dna.getByLabel('Topics', { exact: true });
    await expect(topicsField).toHaveAccessibleDescription(
      'Type what the memory is about, such as Family or School, then press Enter. A comma or a space adds it too.',
    );
    await expect(dna.getByLabel('Where did it happen?')).toHaveAttribute(
      'placeholder',
      'For example: the family home',
    );

    // Tags add on space, duplicates are allowed here, and the x removes one.
    await dna.getByLabel('When did it happen?').fill('Summer 1965');
    await dna.getByLabel('Where did it happen?').fill('   ');
    const peopleInput = dna.getByLabel('People involved', { exact: true });
    await peopleInput.pressSequentially('Rose Rose ');
    await dna.getByLabel('Topics', { exact: true }).pressSequentially('Swimming ');
    const expectedPeople = [...fragment.peopleInvolved, 'Rose', 'Rose'];
    await expect(people).toHaveText(expectedPeople);
    await dna.getByRole('button', { name: 'Remove Rose' }).last().click();
    await expect(people).toHaveText([...fragment.peopleInvolved, 'Rose']);

    const saved = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' &&
        request.url().endsWith(`/api/memory-fragments/${fragment.id}/narrative-dna`),
    );
    await dna.getByRole('button', { name: 'Save Memory DNA' }).click();
    expect((await saved).postDataJSON()).toEqual({
      whenHappened: 'Summer 1965',
      whereHappened: null,
      peopleInvolved: [...fragment.peopleInvolved, 'Rose'],
      topics: [...fragment.topics, 'Swimming'],
      // The spec's payload, plus the version it was based on (docs/decisions/541).
      version: fragment.version,
    });
    await expectToast(page, 'Memory DNA saved', undefined, 'success');
    await expect(dna).toBeHidden();
    const stored = (await (await page.request.get('/api/memory-fragments')).json()) as MemoryFragment[];
    expect(stored[0]).toMatchObject({ whenHappened: 'Summer 1965', whereHappened: null });
    await expect(memoryRow(page, 'Summers at the lake')).toContainText('Memory Fragment');
  });

  test('Skip for Now closes Memory DNA without changing anything', async ({ signedInPage: page }) => {
    await openMyMemories(page);
    await chooseAddMemory(page, 'Add Note');
    const add = page.getByRole('dialog', { name: 'Add Memory' });
    await add.getByLabel('Memory name').fill('A short one');
    await add.getByLabel('Your memory').fill('Just a few words.');
    await add.getByRole('button', { name: 'Create Memory' }).click();
    const dna = page.getByRole('dialog', { name: 'Memory DNA' });
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/narrative-dna')) saves += 1;
    });
    await dna.getByRole('button', { name: 'Skip for Now' }).click();
    await expect(dna).toBeHidden();
    await expect(memoryRow(page, 'A short one')).toBeVisible();
    expect(saves).toBe(0);
  });

  test('a memory that cannot be saved says so and keeps what was typed', async ({ signedInPage: page }) => {
    await openMyMemories(page);
    await page.route('**/api/memory-fragments', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await chooseAddMemory(page, 'Add Note');
    const add = page.getByRole('dialog', { name: 'Add Memory' });
    await add.getByLabel('Memory name').fill('Precious');
    await add.getByLabel('Your memory').fill('Words I do not want to lose.');
    await add.getByRole('button', { name: 'Create Memory' }).click();
    await expectToast(page, 'Error', 'Failed to save memory.', 'destructive');
    await expect(add.getByLabel('Your memory')).toHaveValue('Words I do not want to lose.');
    // Closing and reopening keeps the draft too.
    await page.keyboard.press('Escape');
    await chooseAddMemory(page, 'Add Note');
    await expect(add.getByLabel('Memory name')).toHaveValue('Precious');
  });

  test('Memory DNA that cannot be saved says so and stays open', async ({ signedInPage: page }) => {
    await openMyMemories(page);
    await chooseAddMemory(page, 'Add Note');
    const add = page.getByRole('dialog', { name: 'Add Memory' });
    await add.getByLabel('Memory name').fill('Another one');
    await add.getByLabel('Your memory').fill('More words.');
    await add.getByRole('button', { name: 'Create Memory' }).click();
    const dna = page.getByRole('dialog', { name: 'Memory DNA' });
    await expect(dna).toBeVisible();
    await page.route('**/api/memory-fragments/*/narrative-dna', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await dna.getByLabel('Where did it happen?').fill('Dayton');
    await dna.getByRole('button', { name: 'Save Memory DNA' }).click();
    await expectToast(page, 'Save failed', 'Failed to save memory DNA. Please try again.', 'destructive');
    await expect(dna.getByLabel('Where did it happen?')).toHaveValue('Dayton');
  });
});

test.describe('Add Files', () => {
  test('offers every supported type, PDF included', async ({ signedInPage: page }, testInfo) => {
    await openMyMemories(page);
    await chooseAddMemory(page, 'Upload File');
    const dialog = page.getByRole('dialog', { name: 'Add Files' });
    // A phone has nothing to drag from: it is only asked to choose.
    const onPhone = testInfo.project.name === 'phone';
    await expect(dialog.getByText('Drag and drop a file here, or')).toBeVisible({ visible: !onPhone });
    await expect(dialog.getByText('Choose a file from this device.')).toBeVisible({ visible: onPhone });
    await expect(dialog.getByLabel('Choose File')).toHaveAttribute(
      'accept',
      '.pdf,.docx,.txt,.epub,.mp3,.wav,.m4a',
    );
    await expect(dialog).toContainText('PDF, DOCX, TXT, EPUB, MP3, WAV or M4A, up to 50MB.');
    await shot(page, 'add-files');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  });

  test('a real text file uploads, then Memory DNA opens prefilled from the server', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    await openMyMemories(page);
    await chooseAddMemory(page, 'Upload File');
    const dialog = page.getByRole('dialog', { name: 'Add Files' });
    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/upload-file') && response.request().method() === 'POST',
    );
    await dialog.getByLabel('Choose File').setInputFiles({
      name: 'Letter to Rose.TXT',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        'Dear Rose,\nIn June 1970 we were married in Dayton, Ohio. Tom was the best man.\nLove, Margaret\n',
      ),
    });
    const response = await uploaded;
    expect(response.status()).toBe(201);
    const file = (await response.json()) as UploadedFile;
    expect(file.content).toContain('we were married in Dayton');

    const dna = page.getByRole('dialog', { name: 'Memory DNA' });
    await expect(dna).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(dna).toContainText(file.title);
    await expect(dna.getByLabel('When did it happen?')).toHaveValue(file.whenHappened ?? '');
    await expect(dna.getByLabel('Where did it happen?')).toHaveValue(file.whereHappened ?? '');
    await expect(dna.getByRole('list', { name: 'People involved added' }).getByRole('listitem')).toHaveText(
      file.peopleInvolved,
    );
    const saved = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().endsWith(`/api/uploaded-files/${file.id}/narrative-dna`),
    );
    await dna.getByRole('button', { name: 'Save Memory DNA' }).click();
    await saved;
    await expectToast(page, 'Memory DNA saved', undefined, 'success');
    await expect(memoryRow(page, file.title)).toContainText('Uploaded File');
    // The progress bar is gone once the upload is done.
    await chooseAddMemory(page, 'Upload File');
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  });

  test('shows a progress bar while the file is sent', async ({ signedInPage: page }) => {
    await openMyMemories(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/upload-file', async (route) => {
      await held;
      await route.continue();
    });
    await chooseAddMemory(page, 'Upload File');
    const dialog = page.getByRole('dialog', { name: 'Add Files' });
    await dialog.getByLabel('Choose File').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('A few notes about the farm.'),
    });
    const bar = dialog.getByRole('progressbar');
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(10);
    await shot(page, 'add-files-progress');
    release();
    await expect(page.getByRole('dialog', { name: 'Memory DNA' })).toBeVisible();
  });

  test('a file of another type is refused before sending, with the spec message', async ({
    signedInPage: page,
  }) => {
    await openMyMemories(page);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/upload-file')) uploads += 1;
    });
    await chooseAddMemory(page, 'Upload File');
    await page
      .getByRole('dialog', { name: 'Add Files' })
      .getByLabel('Choose File')
      .setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      });
    await expectToast(
      page,
      'Invalid file type',
      'Invalid file type: Please upload PDF, DOCX, TXT, EPUB, MP3, WAV, or M4A files only.',
      'destructive',
    );
    await shot(page, 'add-files-invalid-type');
    expect(uploads).toBe(0);
  });

  test('a file over 50 MB is refused before sending, with the spec message', async ({
    signedInPage: page,
  }, testInfo) => {
    await openMyMemories(page);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/upload-file')) uploads += 1;
    });
    // Playwright passes buffers only up to 50 MB, so the 50 MB + 1 byte file goes through disk.
    const big = testInfo.outputPath('too-big.mp3');
    await writeFile(big, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20));
    await chooseAddMemory(page, 'Upload File');
    await page.getByRole('dialog', { name: 'Add Files' }).getByLabel('Choose File').setInputFiles(big);
    await expectToast(
      page,
      'File too large',
      'File too large: Please upload files smaller than 50MB.',
      'destructive',
    );
    expect(uploads).toBe(0);
  });

  test("a file the server refuses shows the server's reason", async ({ signedInPage: page }) => {
    await openMyMemories(page);
    await chooseAddMemory(page, 'Upload File');
    const dialog = page.getByRole('dialog', { name: 'Add Files' });
    // Plain text dressed up as a PDF: the server checks the content, not only the name.
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/upload-file'));
    await dialog.getByLabel('Choose File').setInputFiles({
      name: 'not-really.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text'),
    });
    const response = await refused;
    expect(response.ok()).toBe(false);
    const { message } = (await response.json()) as { message: string };
    await expectToast(page, 'Upload failed', message, 'destructive');
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Memory DNA' })).toHaveCount(0);
  });

  test('an upload failure without a reason says "Failed to upload file."', async ({ signedInPage: page }) => {
    await openMyMemories(page);
    await page.route('**/api/upload-file', (route) => route.fulfill({ status: 502, body: '' }));
    await chooseAddMemory(page, 'Upload File');
    await page
      .getByRole('dialog', { name: 'Add Files' })
      .getByLabel('Choose File')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Some notes.') });
    await expectToast(page, 'Upload failed', 'Failed to upload file.', 'destructive');
  });

  test('dropping files uploads only the first one', async ({ signedInPage: page }) => {
    await openMyMemories(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/upload-file')) uploads.push(request.url());
    });
    await chooseAddMemory(page, 'Upload File');
    const dropped = page.waitForResponse((response) => response.url().endsWith('/api/upload-file'));
    await page.getByTestId('drop-zone').evaluate((zone) => {
      const data = new DataTransfer();
      data.items.add(new File(['The first letter, from 1970.'], 'first-letter.txt', { type: 'text/plain' }));
      data.items.add(new File(['The second letter.'], 'second-letter.txt', { type: 'text/plain' }));
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    const file = (await (await dropped).json()) as UploadedFile;
    expect(file.originalName).toBe('first-letter.txt');
    await expect(page.getByRole('dialog', { name: 'Memory DNA' })).toContainText(file.title);
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await expect(memoryRow(page, file.title)).toBeVisible();
    const files = (await (await page.request.get('/api/uploaded-files')).json()) as UploadedFile[];
    expect(files.map((f) => f.originalName)).toEqual(['first-letter.txt']);
    expect(uploads).toHaveLength(1);
  });
});

test.describe('Book an interview', () => {
  // A browser in the United States: dates and times as they were before decision 205 (en-GB is in
  // scheduled-calls.spec.ts).
  test.use({ locale: 'en-US' });

  test('needs a date, a time and a topic; past days cannot be chosen; confirms with date and time', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    await openMyMemories(page);
    const bookings: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/scheduled-calls') && request.method() === 'POST')
        bookings.push(request.postDataJSON());
    });
    await chooseAddMemory(page, 'Book an interview');
    const sheet = page.getByRole('dialog', { name: 'Book an interview' });
    const button = sheet.getByRole('button', { name: 'Book this interview' });
    await expect(button).toBeDisabled();
    await expect(sheet.getByRole('radio')).toHaveCount(SCHEDULE_TIMES.length);
    for (const time of SCHEDULE_TIMES) await expect(sheet.getByRole('radio', { name: time })).toBeVisible();
    await expect(sheet.getByRole('checkbox')).toHaveCount(SCHEDULE_TOPICS.length);
    for (const topic of SCHEDULE_TOPICS)
      await expect(sheet.getByRole('checkbox', { name: topic })).toBeAttached();

    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    if (yesterday.getMonth() === today.getMonth()) {
      await expect(sheet.locator(`[data-day="${format(yesterday, 'yyyy-MM-dd')}"] button`)).toBeDisabled();
    } else {
      await expect(sheet.getByRole('button', { name: /previous month/i })).toBeDisabled();
    }
    await shot(page, 'schedule-call');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

    // A day next month, so the chosen time is always still to come.
    const day = new Date(today.getFullYear(), today.getMonth() + 1, 15);
    await sheet.getByRole('button', { name: /next month/i }).click();
    await sheet.locator(`[data-day="${format(day, 'yyyy-MM-dd')}"] button`).click();
    await expect(button).toBeDisabled();
    await sheet.getByText('10:00 AM', { exact: true }).click();
    await expect(sheet.getByRole('radio', { name: '10:00 AM' })).toBeChecked();
    await expect(button).toBeDisabled();
    await sheet.getByText('Childhood', { exact: true }).click();
    await expect(button).toBeEnabled();
    await sheet.getByText('Childhood', { exact: true }).click();
    await expect(button).toBeDisabled();
    await sheet.getByText('Travel', { exact: true }).click();
    await expect(button).toBeEnabled();
    await shot(page, 'schedule-call-filled');
    await button.click();
    await expectToast(
      page,
      'Interview booked',
      `Your interview with Clio is booked for ${format(day, 'EEEE, MMMM d, yyyy')} at 10:00 AM.`,
      'success',
    );
    await expect(sheet).toBeHidden();
    // Stored with the day, time and topics chosen, and the time zone the browser is in (issue 12).
    expect(bookings).toEqual([
      {
        day: format(day, 'yyyy-MM-dd'),
        time: '10:00 AM',
        timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
        topics: ['Travel'],
      },
    ]);
    await expect(theToast(page)).toHaveCount(1);
  });
});
