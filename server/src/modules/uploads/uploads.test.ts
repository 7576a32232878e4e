import fs from 'node:fs/promises';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractionMessages } from '#server/extract/extraction-errors.ts';
import { MAX_UPLOAD_BYTES, type UploadedFile, uploadMessages } from '#shared/memories.ts';
import { wordMoments } from '#shared/transcript-words.ts';
import { createProject, listFiles, uploadFile } from '../../../test/factories.ts';
import {
  convertAudio,
  makeDocx,
  makeEpub,
  makePdf,
  makeSpeechWav,
  makeZipBomb,
  tempDir,
  wavHeader,
} from '../../../test/fixtures/samples.ts';
import {
  BOUNDARY,
  eventually,
  fileRows,
  multipartBody,
  storedFiles,
} from '../../../test/fixtures/upload-helpers.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';
import { transcriptionMessages } from './transcription.task.ts';

let t: TestApp;
let ann: Person;
let bob: Person;
let samplesDir: string;
let speech: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
  bob = await t.signUp();
  samplesDir = await tempDir();
  speech = await makeSpeechWav(
    'Hello. My name is Mary. I grew up on a farm with my mother and my father.',
    samplesDir,
  );
});
afterAll(async () => {
  await t?.close();
  if (samplesDir) await fs.rm(samplesDir, { recursive: true, force: true });
});

/** After a refused upload: nothing new in the database, nothing new on disk. */
async function expectNothingLeftBehind(rowsBefore: number, filesBefore: number) {
  expect(await fileRows(t, ann.user.id)).toHaveLength(rowsBefore);
  expect(await storedFiles(t)).toHaveLength(filesBefore);
}

async function snapshot() {
  return [(await fileRows(t, ann.user.id)).length, (await storedFiles(t)).length] as const;
}

async function waitUntilProcessed(cookie: string, id: string): Promise<UploadedFile> {
  return eventually(async () => {
    const file = (await listFiles(t.as(cookie))).find((candidate) => candidate.id === id);
    return file && file.status !== 'processing' ? file : undefined;
  }, 120_000);
}

describe('uploading documents', () => {
  it.each([
    [
      'PDF',
      'Grandpa Joe.pdf',
      () => makePdf(['In 1965 Grandpa Joe taught me to ride a bike in Leeds.']),
      'application/pdf',
    ],
    [
      'DOCX',
      'Letter to Rose.DOCX',
      () => makeDocx(['In 1972 we moved to Leeds.', 'My sister Rose cried all the way.']),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'EPUB',
      'My Book.epub',
      () =>
        makeEpub([
          { title: 'Chapter One', text: 'I was born in Ohio in 1950.' },
          { title: 'Chapter Two', text: 'My brother Tom was born two years later.' },
        ]),
      'application/epub+zip',
    ],
    [
      'TXT (UTF-8)',
      'notes.txt',
      () => Buffer.from('Café evenings in Paris with my wife Anna, 1980.'),
      'text/plain',
    ],
    [
      'TXT (windows-1252)',
      'old notes.TXT',
      () => Buffer.from('Café evenings in Paris with my wife Anna, 1980.', 'latin1'),
      'text/plain',
    ],
    [
      'TXT (UTF-16 with BOM)',
      'utf16.txt',
      () =>
        Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from('Café evenings in Paris with my wife Anna, 1980.', 'utf16le'),
        ]),
      'text/plain',
    ],
  ])('reads the text of a %s and answers with it and its Memory DNA', async (_kind, name, make, mimeType) => {
    const data = await make();
    const response = await ann.upload(name, data);
    expect(response.statusCode, response.body).toBe(201);
    const file: UploadedFile = response.json();
    expect(file).toMatchObject({
      title: name.replace(/\.[^.]+$/, ''),
      originalName: name,
      mimeType,
      sizeBytes: data.length,
      status: 'ready',
      failureReason: null,
    });
    const expectedText: Record<string, RegExp> = {
      PDF: /In 1965 Grandpa Joe taught me to ride a bike in Leeds\./,
      DOCX: /In 1972 we moved to Leeds\.\n+My sister Rose cried all the way\./,
      EPUB: /Chapter One\n+I was born in Ohio in 1950\.\n+Chapter Two\n+My brother Tom was born two years later\./,
    };
    expect(file.content).toMatch(expectedText[_kind] ?? /^Café evenings in Paris with my wife Anna, 1980\.$/);
    expect(file.whenHappened ?? '').toMatch(/19\d\d/);
    expect(file.topics.length + file.peopleInvolved.length).toBeGreaterThan(0);
    expect((await listFiles(ann))[0]).toEqual(file);

    const original = await ann.get(`/api/uploaded-files/${file.id}/original`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe(mimeType);
    expect(original.headers['content-disposition']).toContain('attachment;');
    expect(original.rawPayload.equals(data)).toBe(true);
  });

  it('keeps a safe file name in the download header', async () => {
    const response = await ann.upload('Brief für Oma; 100%.txt', Buffer.from('Liebe Oma, danke für alles.'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      originalName: 'Brief für Oma; 100%.txt',
      title: 'Brief für Oma; 100%',
    });
    const original = await ann.get(`/api/uploaded-files/${response.json().id}/original`);
    expect(original.headers['content-disposition']).toBe(
      `attachment; filename="Brief f_r Oma_ 100_.txt"; filename*=UTF-8''Brief%20f%C3%BCr%20Oma%3B%20100%25.txt`,
    );
  });
});

describe('refused uploads leave nothing behind', () => {
  it('refuses a file type that is not on the list (415)', async () => {
    const [rows, files] = await snapshot();
    for (const name of ['photo.png', 'notes', 'archive.zip', 'song.flac']) {
      const response = await ann.upload(name, Buffer.from('whatever'));
      expect(response.statusCode, name).toBe(415);
      expect(response.json().message).toBe(uploadMessages.invalidType);
    }
    await expectNothingLeftBehind(rows, files);
  });

  it('refuses a file of 50 MB + 1 byte (413) and accepts one of exactly 50 MB', async () => {
    const [rows, files] = await snapshot();
    const tooBig = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    wavHeader(tooBig.length).copy(tooBig);
    const response = await ann.upload('long recording.wav', tooBig);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(uploadMessages.tooLarge);
    await expectNothingLeftBehind(rows, files);

    const justRight = tooBig.subarray(0, MAX_UPLOAD_BYTES);
    wavHeader(justRight.length).copy(justRight);
    const accepted = await ann.upload('long recording.wav', justRight);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ sizeBytes: MAX_UPLOAD_BYTES, status: 'processing' });
    // Not waiting for 27 minutes of silence to be transcribed: remove it again.
    const removed = await ann.delete(`/api/uploaded-files/${accepted.json().id}`);
    expect(removed.statusCode).toBe(204);
    await expectNothingLeftBehind(rows, files);
  });

  it('refuses a renamed file whose content does not match its extension (415)', async () => {
    const [rows, files] = await snapshot();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const cases: [string, Buffer][] = [
      ['holiday.pdf', png],
      ['letter.docx', makePdf(['not a word document'])],
      ['book.epub', await makeDocx(['a docx, not a book'])],
      ['song.mp3', Buffer.from('just some text pretending to be music')],
      ['voice.wav', makePdf(['a pdf'])],
      ['voice.m4a', speech],
      ['notes.txt', png],
      ['notes.txt', Buffer.concat([Buffer.from('text then '), Buffer.alloc(100), Buffer.from('binary')])],
    ];
    for (const [name, data] of cases) {
      const response = await ann.upload(name, data);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().message).toBe(uploadMessages.contentMismatch);
    }
    await expectNothingLeftBehind(rows, files);
  });

  it.each(['docx', 'epub'] as const)(
    'refuses a zip bomb disguised as %s with a clear message',
    async (kind) => {
      const [rows, files] = await snapshot();
      const response = await ann.upload(`innocent.${kind}`, await makeZipBomb(kind));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(extractionMessages.zipBomb);
      await expectNothingLeftBehind(rows, files);
      // The server is still fine.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    },
  );

  it('refuses a truncated PDF, and a damaged one, with messages that say what to do', async () => {
    const [rows, files] = await snapshot();
    const pdf = makePdf(['A letter from 1944.']);
    const truncated = await ann.upload('cut short.pdf', pdf.subarray(0, Math.floor(pdf.length * 0.6)));
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().message).toBe(extractionMessages.incompletePdf);
    const damaged = Buffer.from(`%PDF-1.4\n${'garbage '.repeat(200)}\n%%EOF\n`);
    const unreadable = await ann.upload('damaged.pdf', damaged);
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().message).toBe(extractionMessages.unreadable);
    await expectNothingLeftBehind(rows, files);
  });

  it('refuses a document without any text', async () => {
    const [rows, files] = await snapshot();
    const response = await ann.upload('empty.docx', await makeDocx([]));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(extractionMessages.noText);
    await expectNothingLeftBehind(rows, files);
  });

  it('refuses a request without a file, or with the file in another field (400)', async () => {
    const [rows, files] = await snapshot();
    const wrongField = await ann.upload('notes.txt', Buffer.from('hello'), { field: 'document' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(uploadMessages.noFile);
    const json = await ann.post('/api/upload-file', { file: 'notes.txt' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(uploadMessages.noFile);
    await expectNothingLeftBehind(rows, files);
  });

  it('refuses uploads without a session (401)', async () => {
    const response = await t.visitor.upload('notes.txt', Buffer.from('hello'));
    expect(response.statusCode).toBe(401);
  });

  it('cleans up after a browser that disconnects halfway through an upload', async () => {
    const [rows, files] = await snapshot();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const data = Buffer.alloc(8 * 1024 * 1024, 1);
    wavHeader(data.length).copy(data);
    const body = multipartBody('interrupted.wav', data);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/upload-file HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${ann.cookie}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
        );
        socket.write(body.payload.subarray(0, body.payload.length / 2), () => {
          // Let the server start writing the temporary file, then vanish.
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 300);
        });
      });
      socket.on('error', reject);
    });
    await eventually(async () => ((await storedFiles(t)).length === files ? true : undefined), 10_000);
    await expectNothingLeftBehind(rows, files);
  });
});

describe('recordings', () => {
  it.each(['wav', 'mp3', 'm4a'] as const)(
    'keeps a %s recording, transcribes it in the background, and fills its Memory DNA once its transcript is checked',
    async (format) => {
      const data = format === 'wav' ? speech : await convertAudio(speech, format, samplesDir);
      const response = await ann.upload(`Growing up.${format}`, data);
      expect(response.statusCode, response.body).toBe(201);
      const uploaded: UploadedFile = response.json();
      expect(uploaded).toMatchObject({ status: 'processing', content: '', title: 'Growing up' });

      const done = await waitUntilProcessed(ann.cookie, uploaded.id);
      expect(done.status, done.failureReason ?? '').toBe('ready');
      expect(done.failureReason).toBeNull();
      // Offline speech recognition of a synthetic voice is rough; the phrase it reliably hears must be there.
      expect(done.content).toMatch(/\bgrew up\b/i);
      // Written down automatically and not yet checked: it suggests no Memory DNA.
      expect(done.transcriptChecked).toBe(false);
      expect(done.topics.length + done.peopleInvolved.length).toBe(0);
      const checked = await ann.post(`/api/uploaded-files/${uploaded.id}/transcript-check`, {
        version: done.version,
      });
      expect(checked.statusCode, checked.body).toBe(200);
      const after: UploadedFile = checked.json();
      expect(after.transcriptChecked).toBe(true);
      expect(after.topics.length + after.peopleInvolved.length).toBeGreaterThan(0);

      const original = await ann.get(`/api/uploaded-files/${uploaded.id}/original`);
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe(
        { wav: 'audio/wav', mp3: 'audio/mpeg', m4a: 'audio/mp4' }[format],
      );
      expect(original.headers['content-disposition']).toContain('inline;');
      expect(original.rawPayload.equals(data)).toBe(true);
    },
    180_000,
  );

  it('keeps an unchecked transcript away from Clio until the person has checked it; only the owner can check it', async () => {
    const carl = await t.signUp();
    const uploaded: UploadedFile = (await carl.upload('Growing up.wav', speech)).json();
    const done = await waitUntilProcessed(carl.cookie, uploaded.id);
    expect(done).toMatchObject({ status: 'ready', transcriptChecked: false });
    const homeMoment = 'The house and town where you grew up';
    const moments = async () =>
      ((await carl.post('/api/generate-missing-moments')).json() as { missingMoments: string[] })
        .missingMoments;
    // "I grew up on a farm" is not read while unchecked: the moment is still missing.
    expect(await moments()).toContain(homeMoment);

    // Someone else cannot check it, a stale version is refused, a bad body is refused: nothing changes.
    const url = `/api/uploaded-files/${uploaded.id}/transcript-check`;
    expect((await bob.post(url, { version: done.version })).statusCode).toBe(404);
    expect((await carl.post(url, { version: done.version + 5 })).statusCode).toBe(409);
    expect((await carl.post(url, { version: 'one' })).statusCode).toBe(400);
    expect((await listFiles(carl)).find((file) => file.id === uploaded.id)?.transcriptChecked).toBe(false);

    expect((await carl.post(url, { version: done.version })).statusCode).toBe(200);
    expect(await moments()).not.toContain(homeMoment);
  }, 180_000);

  it('plays from any point: the original answers byte ranges', async () => {
    const uploaded: UploadedFile = (await ann.upload('range.wav', speech)).json();
    const part = await ann.get(`/api/uploaded-files/${uploaded.id}/original`, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${speech.length}`);
    expect(part.rawPayload.equals(speech.subarray(100, 200))).toBe(true);
    const outside = await ann.get(`/api/uploaded-files/${uploaded.id}/original`, {
      range: `bytes=${speech.length + 10}-`,
    });
    expect(outside.statusCode).toBe(416);
    await waitUntilProcessed(ann.cookie, uploaded.id);
  }, 180_000);

  it('marks a silent recording as failed, with a reason the person can act on', async () => {
    const silence = Buffer.alloc(32_000 * 3 + 44);
    wavHeader(silence.length).copy(silence);
    const uploaded: UploadedFile = (await ann.upload('silence.wav', silence)).json();
    const done = await waitUntilProcessed(ann.cookie, uploaded.id);
    expect(done).toMatchObject({ status: 'failed', failureReason: transcriptionMessages.noSpeech });
  }, 180_000);
});

describe('correcting a transcript by its sentences (listen and fix)', () => {
  const MISHEARD = 'My father was on the color wheel you will you sixty.';
  const SECOND = 'We moved house that summer.';
  const CORRECTED = 'My father worked in Dayton in nineteen sixty.';

  /** The recogniser's words of the misheard sentence, 240 ms each. */
  const MISHEARD_WORDS = MISHEARD.replace('.', '')
    .split(' ')
    .map((word, k) => ({ word, startMs: k * 240, endMs: k * 240 + 200 }));

  /**
   * A recording as the transcription job leaves it: two timed sentences, written down automatically, the first with
   * its words' moments.
   */
  async function misheardRecording(person: Person) {
    const uploaded = await uploadFile(person, 'My father.txt', Buffer.from('placeholder'));
    const segments = [
      { startMs: 0, endMs: 2400, text: MISHEARD, words: MISHEARD_WORDS },
      { startMs: 2600, endMs: 4100, text: SECOND },
    ];
    await t.pool.query(
      `update uploaded_files set origin = 'recording', mime_type = 'audio/wav', content = $2,
         transcript_segments = $3, transcript_checked = false where id = $1`,
      [uploaded.id, `${MISHEARD} ${SECOND}`, JSON.stringify(segments)],
    );
    return (await listFiles(person)).find((file) => file.id === uploaded.id)!;
  }

  const correct = (person: Person, id: string, body: object) =>
    person.post(`/api/uploaded-files/${id}/transcript-corrections`, body);

  it('corrects a checked transcript: her words change, the moment stays, and the “where” follows the correction', async () => {
    const carl = await t.signUp();
    const recording = await misheardRecording(carl);
    const checked: UploadedFile = (
      await carl.post(`/api/uploaded-files/${recording.id}/transcript-check`, { version: recording.version })
    ).json();
    // Checked while misheard: nowhere could be read from "the color wheel".
    expect(checked).toMatchObject({ transcriptChecked: true, whereHappened: null });

    const response = await correct(carl, recording.id, {
      version: checked.version,
      sentence: 0,
      text: `  ${CORRECTED} `,
    });
    expect(response.statusCode, response.body).toBe(200);
    const corrected: UploadedFile = response.json();
    expect(corrected.content).toBe(`${CORRECTED} ${SECOND}`);
    expect(corrected.transcriptSegments).toEqual([
      { startMs: 0, endMs: 2400, text: CORRECTED, heard: MISHEARD, words: MISHEARD_WORDS },
      { startMs: 2600, endMs: 4100, text: SECOND },
    ]);
    // The words she kept keep their moments; the words she wrote instead have none (decision 724).
    expect(wordMoments(corrected.transcriptSegments![0]!)?.slice(0, 3)).toEqual([
      { word: 'My', startMs: 0, endMs: 200 },
      { word: 'father', startMs: 240, endMs: 440 },
      { word: 'worked' },
    ]);
    expect(corrected).toMatchObject({ transcriptChecked: true, whereHappened: 'Dayton' });
    expect(corrected.version).toBe(checked.version + 1);

    // A draft made afterwards is written from the corrected words.
    const project = await createProject(carl);
    const chapters = `/api/memoir-projects/${project.id}/chapters`;
    const chapter = (await carl.post(chapters, { title: 'My Father' })).json() as { id: string };
    const url = `${chapters}/${chapter.id}`;
    const added = await carl.post(`${url}/memories`, { memories: [{ kind: 'file', id: recording.id }] });
    expect(added.statusCode, added.body).toBe(200);
    const draft = await carl.post(`${url}/draft`);
    expect(draft.statusCode, draft.body).toBe(201);
    const printed = JSON.stringify(draft.json());
    expect(printed).toContain('Dayton');
    expect(printed).not.toContain('color wheel');
  }, 60_000);

  it('keeps what she set herself, and keeps the recogniser’s words once however often she corrects', async () => {
    const dora = await t.signUp();
    const recording = await misheardRecording(dora);
    const checked: UploadedFile = (
      await dora.post(`/api/uploaded-files/${recording.id}/transcript-check`, { version: recording.version })
    ).json();
    const hers: UploadedFile = (
      await dora.put(`/api/uploaded-files/${recording.id}/narrative-dna`, {
        whenHappened: checked.whenHappened,
        whereHappened: 'Grandma’s house',
        peopleInvolved: ['Dad'],
        version: checked.version,
      })
    ).json();
    const first: UploadedFile = (
      await correct(dora, recording.id, {
        version: hers.version,
        sentence: 0,
        text: 'My father worked in town.',
      })
    ).json();
    const second = await correct(dora, recording.id, {
      version: first.version,
      sentence: 0,
      text: CORRECTED,
    });
    expect(second.statusCode, second.body).toBe(200);
    const after: UploadedFile = second.json();
    expect(after).toMatchObject({ whereHappened: 'Grandma’s house', peopleInvolved: ['Dad'] });
    expect(after.transcriptSegments?.[0]).toEqual({
      startMs: 0,
      endMs: 2400,
      text: CORRECTED,
      heard: MISHEARD,
      words: MISHEARD_WORDS,
    });
  }, 60_000);

  it('corrects an unchecked transcript without suggesting Memory DNA from it', async () => {
    const erin = await t.signUp();
    const recording = await misheardRecording(erin);
    const response = await correct(erin, recording.id, {
      version: recording.version,
      sentence: 0,
      text: CORRECTED,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      transcriptChecked: false,
      whereHappened: null,
      content: `${CORRECTED} ${SECOND}`,
    });
  }, 60_000);

  it('refuses another person’s memory, a stale version and bad input, and changes nothing', async () => {
    const fay = await t.signUp();
    const recording = await misheardRecording(fay);
    const good = { version: recording.version, sentence: 1, text: 'We moved that autumn.' };
    expect((await correct(bob, recording.id, good)).statusCode).toBe(404);
    const stale = await correct(fay, recording.id, { ...good, version: recording.version + 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_MEMORY', current: { content: recording.content } });
    for (const bad of [
      { ...good, text: '   ' },
      { ...good, text: 'a'.repeat(2_001) },
      { ...good, sentence: -1 },
      { ...good, sentence: 1.5 },
      { ...good, sentence: 2 },
      { ...good, version: 'one' },
      { sentence: 0, text: 'No version' },
    ]) {
      const refused = await correct(fay, recording.id, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toMatch(/\w/);
    }
    const notTimed = await uploadFile(fay, 'note.txt', Buffer.from('A typed note.'));
    expect((await correct(fay, notTimed.id, { ...good, version: notTimed.version })).statusCode).toBe(422);
    const unchanged = (await listFiles(fay)).find((file) => file.id === recording.id)!;
    expect(unchanged).toMatchObject({ content: recording.content, version: recording.version });
  }, 60_000);
});

describe('managing uploaded files', () => {
  it('saves Memory DNA for a file, in both payload shapes', async () => {
    const file: UploadedFile = (await ann.upload('dna.txt', Buffer.from('A day at the seaside.'))).json();
    const url = `/api/uploaded-files/${file.id}/narrative-dna`;
    const fromDialog = await ann.put(url, {
      whenHappened: 'Summer 1970',
      whereHappened: 'Brighton',
      peopleInvolved: ['Mum'],
      topics: ['Travel'],
    });
    expect(fromDialog.statusCode).toBe(200);
    expect(fromDialog.json()).toMatchObject({
      whenHappened: 'Summer 1970',
      whereHappened: 'Brighton',
      peopleInvolved: ['Mum'],
      topics: ['Travel'],
    });
    const fromEdit = await ann.put(url, {
      id: file.id,
      whenHappened: null,
      whereHappened: 'Hove',
      peopleInvolved: [],
    });
    expect(fromEdit.json()).toMatchObject({
      whenHappened: null,
      whereHappened: 'Hove',
      peopleInvolved: [],
      topics: ['Travel'],
    });
    const bad = await ann.put(url, { peopleInvolved: 'Mum' });
    expect(bad.statusCode).toBe(400);
    expect((await listFiles(ann)).find((f) => f.id === file.id)).toMatchObject({
      whereHappened: 'Hove',
    });
  });

  it('deletes a file together with its stored original', async () => {
    const [rows, files] = await snapshot();
    const file: UploadedFile = (await ann.upload('bye.txt', Buffer.from('Goodbye, old house.'))).json();
    expect(await storedFiles(t)).toHaveLength(files + 1);
    const response = await ann.delete(`/api/uploaded-files/${file.id}`);
    expect(response.statusCode).toBe(204);
    await expectNothingLeftBehind(rows, files);
    const original = await ann.get(`/api/uploaded-files/${file.id}/original`);
    expect(original.statusCode).toBe(404);
  });

  it("answers 404 for someone else's file and leaves it alone, 400 for a malformed id", async () => {
    const file: UploadedFile = (await ann.upload('mine.txt', Buffer.from('Only mine.'))).json();
    expect(await listFiles(bob)).toEqual([]);
    const requests = [
      { method: 'GET', url: `/api/uploaded-files/${file.id}/original` },
      {
        method: 'PUT',
        url: `/api/uploaded-files/${file.id}/narrative-dna`,
        payload: { peopleInvolved: ['Mallory'] },
      },
      { method: 'DELETE', url: `/api/uploaded-files/${file.id}` },
    ] as const;
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: { cookie: bob.cookie } });
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json().message).toBe('That file was not found. It may have been deleted.');
      const malformed = await t.app.inject({
        ...request,
        url: request.url.replace(file.id, 'not-a-uuid'),
        headers: { cookie: ann.cookie },
      });
      expect(malformed.statusCode, request.url).toBe(400);
    }
    expect((await listFiles(ann)).find((f) => f.id === file.id)).toEqual(file);
  });

  it('removes files left behind by a crash when the app starts', async () => {
    const scratch = `${t.config.uploadsDir}/incoming`;
    const stale = `${scratch}/00000000-0000-4000-8000-000000000000.part`;
    await fs.writeFile(stale, 'half an upload');
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await fs.utimes(stale, longAgo, longAgo);
    const orphanDir = `${t.config.uploadsDir}/files/${ann.user.id}`;
    await fs.mkdir(orphanDir, { recursive: true });
    const orphan = `${orphanDir}/11111111-1111-4111-8111-111111111111.pdf`;
    await fs.writeFile(orphan, 'a file whose row never committed');
    await fs.utimes(orphan, longAgo, longAgo);
    const kept = (await fileRows(t, ann.user.id)).length;

    const restarted = await createTestApp({ env: { UPLOADS_DIR: t.config.uploadsDir } });
    try {
      await expect(fs.access(stale)).rejects.toThrow();
      await expect(fs.access(orphan)).rejects.toThrow();
    } finally {
      await restarted.close();
    }
    // Files with rows (in the other database) are not touched by this sweep's database… but this app's rows still have theirs.
    expect((await fileRows(t, ann.user.id)).length).toBe(kept);
  });
});
