import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineWithEditorsCleanCopy } from '../../../test/editors-clean-copy.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectWordsCleaned, printedBook, threeChaptersOneEdited } from './book-api-test-support.ts';

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

describe('the book prints what she chose of her words', () => {
  it('counts the chapters nobody has checked, then prints clean copies and her edit: no filler, no lower-case “i”', async () => {
    const { rose, projectId } = await threeChaptersOneEdited(t);
    const { stdout } = await printedBook(rose, projectId, 'Rose Nowak', scratch);
    const words = stdout.replace(/\s+/g, ' ');
    expect(words).toContain('So I grew up above the bakery and I helped my mother with the bread.');
    expect(words).toContain('I thought he was the shyest man alive');
    expectWordsCleaned(stdout);
  });
});
