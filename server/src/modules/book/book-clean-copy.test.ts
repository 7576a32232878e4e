import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookStatus, uncheckedChaptersMessage } from '#shared/book.ts';
import { engineWithEditorsCleanCopy } from '../../../test/editors-clean-copy.ts';
import { createMemory, createProject } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bookUrl, chapter, typedAnswer, waitForBook } from './book-api-test-support.ts';

const run = promisify(execFile);
const editor = engineWithEditorsCleanCopy();
let t: TestApp;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp({ ai: editor.ai });
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'heirloom-clean-book-'));
});

afterAll(async () => {
  await t.close();
  await editor.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

/** The review's kind of material: a transcript typed as she talks, and an answer typed the same way. */
const TYPED_TRANSCRIPT =
  'um so i grew up above the bakery, you know, and i helped my mother with the bread. uh we got up at four';
const TYPED_ANSWER =
  'well i met your grandfather at the dance hall, you know, and um i thought he was the shyest man alive';
const WEDDING = 'um we married in june and i wore my sister’s dress';

describe('the book prints what she chose of her words', () => {
  it('counts the chapters nobody has checked, then prints clean copies and her edit: no filler, no lower-case “i”', async () => {
    const rose = await t.signUp();
    const project = await createProject(rose, { title: 'Above the Bakery' });
    const bakery = await createMemory(rose, { name: 'The bakery', text: TYPED_TRANSCRIPT });
    const answer = await typedAnswer(t, rose, TYPED_ANSWER);
    const wedding = await createMemory(rose, { name: 'Our wedding', text: WEDDING });
    await chapter(rose, project.id, 'Early Years', [{ kind: 'fragment', id: bakery.id }]);
    await chapter(rose, project.id, 'Meeting Walter', [answer]);
    await chapter(rose, project.id, 'Married Life', [{ kind: 'fragment', id: wedding.id }]);

    // Before anyone looks, every chapter holds words nobody has checked, and each names its memories.
    const before = (await rose.get(bookUrl(project.id))).json() as BookStatus;
    expect(before.uncheckedChapters).toEqual([
      {
        position: 1,
        title: 'Early Years',
        memories: [{ kind: 'fragment', id: bakery.id, name: 'The bakery' }],
      },
      { position: 2, title: 'Meeting Walter', memories: [{ ...answer, name: 'How did you meet?' }] },
      {
        position: 3,
        title: 'Married Life',
        memories: [{ kind: 'fragment', id: wedding.id, name: 'Our wedding' }],
      },
    ]);
    expect(uncheckedChaptersMessage(before.uncheckedChapters.length)).toBe(
      '3 chapters hold words nobody has checked yet.',
    );

    // She edits the wedding's clean copy: that chapter is checked, the others are not.
    const copy = (await rose.get(`/api/clean-copies/fragment/${wedding.id}`)).json();
    const edited = await rose.put(`/api/clean-copies/fragment/${wedding.id}`, {
      choice: 'edited',
      text: 'We married in June, and I wore my sister’s lace dress.',
      version: copy.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await rose.get(bookUrl(project.id))).json() as BookStatus;
    expect(after.uncheckedChapters.map((c) => c.title)).toEqual(['Early Years', 'Meeting Walter']);

    const started = await rose.post(bookUrl(project.id), {
      storyteller: 'Rose Nowak',
      recordingCodes: false,
    });
    expect(started.statusCode, started.body).toBe(201);
    const book = await waitForBook(rose, project.id);
    expect(book.failure).toBeNull();
    const pdf = await rose.get(book.files.find((file) => file.format === 'pdf')!.url);
    const pdfPath = path.join(scratch, 'book.pdf');
    await fs.writeFile(pdfPath, pdf.rawPayload);
    const { stdout } = await run('pdftotext', [pdfPath, '-']);
    const words = stdout.replace(/\s+/g, ' ');

    expect(words).toContain('So I grew up above the bakery and I helped my mother with the bread.');
    expect(words).toContain('I thought he was the shyest man alive');
    expect(words).toContain('We married in June, and I wore my sister’s lace dress.');
    expect(words).not.toMatch(/\b(um|uh)\b/i);
    expect(words).not.toMatch(/you know/i);
    expect(words).not.toMatch(/ i /);
    // No paragraph begins in the middle of a sentence: each starts with a capital letter.
    const paragraphs = stdout
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    for (const paragraph of paragraphs) expect(paragraph, paragraph).not.toMatch(/^\p{Ll}/u);
  });
});
