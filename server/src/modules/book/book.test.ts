import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spokenMp3 } from '#server/book/book-fixtures.ts';
import { readZipEntries } from '#server/book/book-test-support.ts';
import { type BookStatus, emptyChapterMessage } from '#shared/book.ts';
import { createMemory, createProject, listFiles, uploadFile } from '../../../test/factories.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';
import { ALREADY_MAKING_MESSAGE, NO_BOOK_MESSAGE, NO_CHAPTERS_MESSAGE } from './book.service.ts';
import { bookUrl, waitForBook } from './book-api-test-support.ts';

const run = promisify(execFile);
/** Every download a made book offers, in the order the workspace shows them. */
const EVERY_FORMAT = ['pdf', 'large-print-pdf', 'epub', 'keepsake', 'cover', 'large-print-cover'];
let t: TestApp;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'heirloom-book-test-'));
});

afterAll(async () => {
  await t.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

async function addChapter(person: Person, projectId: string, title: string) {
  const response = await person.post(`/api/memoir-projects/${projectId}/chapters`, { title });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }).id;
}

async function putInChapter(person: Person, projectId: string, chapterId: string, kind: string, id: string) {
  const response = await person.post(`/api/memoir-projects/${projectId}/chapters/${chapterId}/memories`, {
    memories: [{ kind, id }],
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A project of two chapters: the first drafted (with a bold word) and holding a recording, the second not. */
async function projectWithChapters(person: Person) {
  const project = await createProject(person, { title: 'A Life on the Farm' });
  const farm = await addChapter(person, project.id, 'Early Years');
  const war = await addChapter(person, project.id, 'The War Years');
  const milking = await createMemory(person, {
    name: 'The dairy farm',
    text: 'Every morning I helped my brother Tom milk the cows.',
  });
  await putInChapter(person, project.id, farm, 'fragment', milking.id);
  // Her Memory DNA for it: when, where and who, as she saved it in the Memory DNA dialog.
  const dna = await person.put(`/api/memory-fragments/${milking.id}/narrative-dna`, {
    whenHappened: '1938-1940',
    whereHappened: 'Ashby dairy farm',
    peopleInvolved: ['Tom', 'Mr. Ashby'],
  });
  expect(dna.statusCode, dna.body).toBe(200);
  const mp3 = await spokenMp3(scratch, `${farm}.mp3`, 'We kept twelve cows and a grey horse.');
  const recording = await uploadFile(person, 'Cows and the horse.mp3', await fs.readFile(mp3));
  await putInChapter(person, project.id, farm, 'file', recording.id);
  const draft = await person.put(`/api/memoir-projects/${project.id}/chapters/${farm}/draft`, {
    basedOn: 0,
    paragraphs: [
      {
        text: 'Every morning I helped my brother Tom milk the cows. It was cold.',
        sources: [{ kind: 'fragment', id: milking.id }],
        marks: [{ type: 'bold', from: 60, to: 64 }],
      },
    ],
  });
  expect(draft.statusCode, draft.body).toBe(200);
  const wireless = await createMemory(person, {
    name: 'The wireless',
    text: 'In 1942 we listened to the wireless in the kitchen.\n\nFather said nothing.',
  });
  await putInChapter(person, project.id, war, 'fragment', wireless.id);
  const wirelessDna = await person.put(`/api/memory-fragments/${wireless.id}/narrative-dna`, {
    whenHappened: '1942',
    whereHappened: 'Leeds',
    peopleInvolved: ['Father', 'Tom'],
  });
  expect(wirelessDna.statusCode, wirelessDna.body).toBe(200);
  // The recording is told in the undrafted chapter too, where its words would come from its transcript.
  await putInChapter(person, project.id, war, 'file', recording.id);
  return { projectId: project.id, recordingId: recording.id };
}

/** The recording's automatic transcript, once the transcription job has written it (not yet checked). */
async function transcriptOf(person: Person, fileId: string): Promise<string> {
  for (let i = 0; i < 240; i++) {
    const file = (await listFiles(person)).find((candidate) => candidate.id === fileId);
    if (file?.status === 'ready') return file.content;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the recording was not transcribed within 60 s');
}

async function storedFiles() {
  const files = await fs.readdir(path.join(t.config.uploadsDir, 'files'), {
    recursive: true,
    withFileTypes: true,
  });
  return files.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('Make the Book', () => {
  it('makes the PDF, the large-print PDF, the EPUB, the keepsake and the first pages, and they download', async () => {
    const sarah = await t.signUp();
    const { projectId, recordingId } = await projectWithChapters(sarah);
    const transcript = await transcriptOf(sarah, recordingId);
    const profile = await sarah.put('/api/user/profile', { email: sarah.email, birthday: '1931-05-02' });
    expect(profile.statusCode, profile.body).toBe(200);

    const started = await sarah.post(bookUrl(projectId), {
      storyteller: 'Mary Brown',
      dedication: 'For my grandchildren.',
      recordingCodes: true,
    });
    expect(started.statusCode, started.body).toBe(201);
    expect((started.json() as BookStatus).making).toMatchObject({ step: 'Waiting to start…' });
    // A second make while the first is under way is refused, and says why.
    const again = await sarah.post(bookUrl(projectId), { storyteller: 'Mary Brown' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: ALREADY_MAKING_MESSAGE });

    const book = await waitForBook(sarah, projectId);
    expect(book.failure).toBeNull();
    expect(book.madeAt).not.toBeNull();
    expect(book.choices).toEqual({
      storyteller: 'Mary Brown',
      dedication: 'For my grandchildren.',
      recordingCodes: true,
      bleed: false,
    });
    expect(book.files.map((file) => file.format)).toEqual(EVERY_FORMAT);
    expect(book.preview.length).toBeGreaterThanOrEqual(3);
    // The book keeps which memories it was made from, so the family sees it only while they may see them all.
    const made = await t.pool.query('select source_refs from books where project_id = $1', [projectId]);
    const inChapters = await t.pool.query(
      `select count(distinct coalesce(cm.fragment_id, cm.file_id, cm.answer_id))::int as n
       from chapter_memories cm join memoir_chapters c on c.id = cm.chapter_id
       where c.project_id = $1`,
      [projectId],
    );
    expect(made.rows[0].source_refs.length).toBe(inChapters.rows[0].n);
    expect(inChapters.rows[0].n).toBeGreaterThan(0);

    const pdf = await sarah.get(book.files[0]!.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('A Life on the Farm.pdf');
    const pdfPath = path.join(scratch, 'book.pdf');
    await fs.writeFile(pdfPath, pdf.rawPayload);
    const { stdout: text } = await run('pdftotext', [pdfPath, '-']);
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('A Life on the Farm');
    expect(words).toContain('Mary Brown');
    expect(words).toContain('For my grandchildren.');
    // The drafted chapter's draft, and the undrafted chapter's memories in their own words, in order.
    const order = [
      'Early Years',
      'Every morning I helped my brother Tom milk the cows. It was cold.',
      'The War Years',
      'In 1942 we listened to the wireless in the kitchen.',
      'Father said nothing.',
    ].map((phrase) => words.lastIndexOf(phrase));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // A transcript nobody has checked yet stays out of the printed words (its recording is in the keepsake).
    if (transcript.trim()) expect(words).not.toContain(transcript.trim());
    // Each story under its memory's name and the date line of its Memory DNA, the range with an en dash.
    expect(words).toMatch(/The dairy farm 1938–1940 Every morning I helped my brother Tom/);
    expect(words).toMatch(/The wireless 1942 In 1942 we listened to the wireless/);
    // The copyright page, About the storyteller from her profile, and the index from her Memory DNA with the
    // page each story is printed on.
    expect(words).toMatch(/© \d{4} Mary Brown All rights reserved\. Reading edition, made on /);
    expect(words).toContain('Mary Brown was born on 2 May 1931.');
    const pages = text.split('\f');
    const pageOf = (title: string) => pages.findIndex((page) => new RegExp(`^${title}$`, 'm').test(page)) + 1;
    const [farmPage, wirelessPage] = [pageOf('The dairy farm'), pageOf('The wireless')];
    expect(farmPage).toBeGreaterThan(0);
    expect(wirelessPage).toBeGreaterThan(farmPage);
    const index = (pages.find((page) => /^Index$/m.test(page)) ?? '').replace(/\s+/g, ' ');
    expect(index).toContain(`Mr. Ashby ${farmPage}`);
    expect(index).toContain(`Tom ${farmPage}, ${wirelessPage}`);
    expect(index).toContain(`Leeds ${wirelessPage}`);
    const { stdout: info } = await run('pdfinfo', [pdfPath]);
    expect(Number(info.match(/Pages:\s+(\d+)/)?.[1]) % 2).toBe(0);

    const largePrint = await sarah.get(book.files[1]!.url);
    expect(largePrint.headers['content-disposition']).toContain('A Life on the Farm (Large Print).pdf');
    expect(largePrint.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const epub = await sarah.get(book.files[2]!.url);
    expect(epub.headers['content-type']).toBe('application/epub+zip');
    expect(epub.rawPayload.subarray(30, 58).toString()).toBe('mimetypeapplication/epub+zip');
    const keepsake = await sarah.get(book.files[3]!.url);
    expect(keepsake.headers['content-type']).toBe('application/zip');
    const keepsakePath = path.join(scratch, 'keepsake.zip');
    await fs.writeFile(keepsakePath, keepsake.rawPayload);
    const names = (await readZipEntries(keepsakePath)).map((entry) => entry.name);
    expect(names).toContain('index.html');
    expect(names).toContain('audio/chapter-01-recording-1.mp3');
    expect(names).toContain('audio/chapter-02-recording-1.mp3');

    const picture = await sarah.get(book.preview[0]!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('leaves out a chapter with no words yet, numbers the others without a gap, and says which was left out', async () => {
    const sarah = await t.signUp();
    const project = await createProject(sarah, { title: 'A Life on the Farm' });
    const early = await addChapter(sarah, project.id, 'Early Years');
    await addChapter(sarah, project.id, 'Coming of Age');
    const war = await addChapter(sarah, project.id, 'The War Years');
    const cows = await createMemory(sarah, {
      name: 'The cows',
      text: 'We kept twelve cows and a grey horse.',
    });
    await putInChapter(sarah, project.id, early, 'fragment', cows.id);
    const wireless = await createMemory(sarah, {
      name: 'The wireless',
      text: 'In 1942 we listened to the wireless.',
    });
    await putInChapter(sarah, project.id, war, 'fragment', wireless.id);

    // Before the make, the person is told which chapter will be left out; the make's answer says it too.
    const before = (await sarah.get(bookUrl(project.id))).json() as BookStatus;
    expect(before.emptyChapters).toEqual([{ position: 2, title: 'Coming of Age' }]);
    expect(emptyChapterMessage(before.emptyChapters[0]!)).toBe(
      'Chapter 2, “Coming of Age”, has no words yet, so it is left out of the book.',
    );
    const started = await sarah.post(bookUrl(project.id), {
      storyteller: 'Mary Brown',
      recordingCodes: false,
    });
    expect(started.statusCode, started.body).toBe(201);
    expect((started.json() as BookStatus).emptyChapters).toEqual([{ position: 2, title: 'Coming of Age' }]);

    const book = await waitForBook(sarah, project.id);
    expect(book.failure).toBeNull();
    for (const file of book.files.filter((candidate) => candidate.format.endsWith('pdf'))) {
      const pdfPath = path.join(scratch, `${project.id}-${file.format}.pdf`);
      await fs.writeFile(pdfPath, (await sarah.get(file.url)).rawPayload);
      const { stdout: text } = await run('pdftotext', [pdfPath, '-']);
      const pages = text.split('\f').map((page) => page.replace(/\s+/g, ' ').trim());
      const words = pages.join(' ');
      expect(words, file.format).not.toContain('Coming of Age');
      const contents = pages.find((page) => page.startsWith('Contents')) ?? '';
      // The chapters, then the back matter (About the storyteller, and the index when Memory DNA names anyone).
      expect(contents).toMatch(
        /^Contents Early Years[ .\u2060]+\d+ The War Years[ .\u2060]+\d+ About the storyteller[ .\u2060]+\d+( Index[ .\u2060]+\d+)?$/,
      );
      // Each chapter's story under its memory's name (and the date line its Memory DNA may give).
      expect(words).toMatch(/CHAPTER 1 Early Years The cows (\S+ ){0,3}We kept twelve cows/);
      expect(words).toMatch(/CHAPTER 2 The War Years The wireless (\S+ ){0,3}In 1942 we listened/);
      expect(words).not.toContain('CHAPTER 3');
    }
    const epub = await sarah.get(book.files.find((file) => file.format === 'epub')!.url);
    const epubPath = path.join(scratch, `${project.id}.epub`);
    await fs.writeFile(epubPath, epub.rawPayload);
    const epubText = (await readZipEntries(epubPath)).map((entry) => entry.bytes.toString()).join(' ');
    expect(epubText).toContain('The War Years');
    expect(epubText).not.toContain('Coming of Age');
    const keepsake = await sarah.get(book.files.find((file) => file.format === 'keepsake')!.url);
    const keepsakePath = path.join(scratch, `${project.id}-keepsake.zip`);
    await fs.writeFile(keepsakePath, keepsake.rawPayload);
    const keepsakeText = (await readZipEntries(keepsakePath))
      .map((entry) => entry.bytes.toString())
      .join(' ');
    expect(keepsakeText).toContain('The War Years');
    expect(keepsakeText).not.toContain('Coming of Age');
  });

  it('says plainly when the project has no chapters, and makes nothing', async () => {
    const sarah = await t.signUp();
    const project = await createProject(sarah);
    const response = await sarah.post(bookUrl(project.id), { storyteller: 'Mary Brown' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: NO_CHAPTERS_MESSAGE });
    const status = (await sarah.get(bookUrl(project.id))).json() as BookStatus;
    expect(status).toMatchObject({ making: null, failure: null, files: [], preview: [] });
    const download = await sarah.get(`${bookUrl(project.id)}/files/pdf`);
    expect(download.statusCode).toBe(404);
    expect(download.json()).toMatchObject({ message: NO_BOOK_MESSAGE });
  });

  it('refuses a missing name or an overlong dedication, and starts nothing', async () => {
    const sarah = await t.signUp();
    const { projectId } = await projectWithChapters(sarah);
    const blank = await sarah.post(bookUrl(projectId), { storyteller: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('storyteller’s name');
    const long = await sarah.post(bookUrl(projectId), { storyteller: 'Mary', dedication: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('dedication is too long');
    expect(((await sarah.get(bookUrl(projectId))).json() as BookStatus).making).toBeNull();
  });

  it("is the owner's alone: another person's ids answer 404 everywhere", async () => {
    const sarah = await t.signUp();
    const { projectId } = await projectWithChapters(sarah);
    expect((await sarah.post(bookUrl(projectId), { storyteller: 'Mary Brown' })).statusCode).toBe(201);
    const book = await waitForBook(sarah, projectId);
    const stranger = await t.signUp();
    expect((await stranger.get(bookUrl(projectId))).statusCode).toBe(404);
    expect((await stranger.post(bookUrl(projectId), { storyteller: 'Eve' })).statusCode).toBe(404);
    for (const file of book.files) expect((await stranger.get(file.url)).statusCode).toBe(404);
    expect((await stranger.get(book.preview[0]!)).statusCode).toBe(404);
    expect((await t.visitor.get(book.files[0]!.url)).statusCode).toBe(401);
  });

  it('a new book replaces the old one, and the project takes its book with it when deleted', async () => {
    const sarah = await t.signUp();
    const { projectId } = await projectWithChapters(sarah);
    const before = await storedFiles();
    await sarah.post(bookUrl(projectId), { storyteller: 'Mary Brown' });
    const first = await waitForBook(sarah, projectId);
    const firstFiles = (await storedFiles()).filter((name) => !before.includes(name));
    expect(firstFiles).toHaveLength(first.files.length + first.preview.length);

    await sarah.post(bookUrl(projectId), { storyteller: 'Mary Brown', bleed: true });
    const second = await waitForBook(sarah, projectId);
    expect(second.choices.bleed).toBe(true);
    // The replaced book's files go just after the new one is recorded.
    const newFiles = async () => (await storedFiles()).filter((name) => !before.includes(name));
    await expect
      .poll(async () => (await newFiles()).length)
      .toBe(second.files.length + second.preview.length);
    const secondFiles = await newFiles();
    expect(secondFiles.some((name) => firstFiles.includes(name))).toBe(false);

    expect((await sarah.delete(`/api/memoir-projects/${projectId}`)).statusCode).toBe(204);
    expect((await storedFiles()).filter((name) => !before.includes(name))).toEqual([]);
    expect((await sarah.get(bookUrl(projectId))).statusCode).toBe(404);
  });

  it('a recording that cannot be read says which and what to do, and the finished book stays', async () => {
    const sarah = await t.signUp();
    const { projectId, recordingId } = await projectWithChapters(sarah);
    await sarah.post(bookUrl(projectId), { storyteller: 'Mary Brown' });
    const made = await waitForBook(sarah, projectId);

    const { rows } = await t.pool.query('select storage_key from uploaded_files where id = $1', [
      recordingId,
    ]);
    await fs.writeFile(path.join(t.config.uploadsDir, 'files', rows[0].storage_key), 'not a recording');
    await sarah.post(bookUrl(projectId), { storyteller: 'Mary Brown' });
    const failed = await waitForBook(sarah, projectId);
    expect(failed.failure).toBe(
      'The recording “Cows and the horse” in chapter 1 could not be read for the book. Please check that it plays in My Memories (or take it out of the chapter), then make the book again.',
    );
    // The book made before is still there to download.
    expect(failed.files).toEqual(made.files);
    expect((await sarah.get(made.files[0]!.url)).statusCode).toBe(200);
  });

  it('several people making their books at once each get theirs, one make at a time, and others are still answered', async () => {
    const makers = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
    const projects: string[] = [];
    for (const [index, person] of makers.entries()) {
      const project = await createProject(person, { title: `The book of person ${index + 1}` });
      const chapter = await addChapter(person, project.id, 'Early Years');
      const memory = await createMemory(person, { name: 'The farm', text: 'We kept twelve cows.' });
      await putInChapter(person, project.id, chapter, 'fragment', memory.id);
      projects.push(project.id);
    }
    const reader = await t.signUp();
    await createMemory(reader, { name: 'The wireless', text: 'We listened in the kitchen.' });

    const started = await Promise.all(
      makers.map((person, index) => person.post(bookUrl(projects[index]!), { storyteller: 'Mary Brown' })),
    );
    expect(started.map((response) => response.statusCode)).toEqual([201, 201, 201]);

    // Watched from the database while they run: how many makes are past "Waiting to start…" at once, and
    // what another person's list of memories answers meanwhile.
    const underWay = async () =>
      (
        await t.pool.query<{ step: string }>(
          `select step from books where project_id = any($1) and status = 'making'`,
          [projects],
        )
      ).rows;
    let mostAtOnce = 0;
    const answersWhileMaking: number[] = [];
    for (let making = await underWay(); making.length > 0; making = await underWay()) {
      const begun = making.filter((row) => row.step !== 'Waiting to start…').length;
      mostAtOnce = Math.max(mostAtOnce, begun);
      if (begun > 0) {
        const list = await reader.get('/api/memory-fragments');
        answersWhileMaking.push(list.statusCode);
        expect(list.json()).toEqual([expect.objectContaining({ name: 'The wireless' })]);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect(mostAtOnce).toBe(1);
    expect(answersWhileMaking.length).toBeGreaterThan(0);
    expect(new Set(answersWhileMaking)).toEqual(new Set([200]));
    for (const [index, person] of makers.entries()) {
      const book = await waitForBook(person, projects[index]!);
      expect(book.failure).toBeNull();
      expect(book.files.map((file) => file.format)).toEqual(EVERY_FORMAT);
    }
  });
});
