/** "Leave this out" keeps a memory out of chapter drafts and out of the book (issue 15). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemory, createProject } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { chapterParagraphs } from '../book/book-contents.ts';
import { createManuscriptRepository } from '../manuscript/manuscript.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function chapterWithTwoMemories() {
  const owner = await t.signUp();
  const kept = await createMemory(owner, { name: 'Kept', text: 'We walked to school along the river.' });
  const out = await createMemory(owner, { name: 'Out', text: 'The quarrel with my sister.' });
  const project = await createProject(owner);
  const chapter = (
    await owner.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'School' })
  ).json();
  const base = `/api/memoir-projects/${project.id}/chapters/${chapter.id}`;
  await owner.post(`${base}/memories`, {
    memories: [
      { kind: 'fragment', id: kept.id },
      { kind: 'fragment', id: out.id },
    ],
  });
  return { owner, kept, out, project, chapter, base };
}

const bookWords = async (userId: string, chapter: { id: string; title: string }) =>
  JSON.stringify(
    await chapterParagraphs({ userId, chapterId: chapter.id, manuscript: createManuscriptRepository(t.db) }),
  );

describe('leaving a memory out', () => {
  it('keeps it out of the drafted chapter', async () => {
    const { owner, out, base } = await chapterWithTwoMemories();
    await owner.put('/api/family/releases', { items: [{ kind: 'fragment', id: out.id }], state: 'left-out' });
    const draft = await owner.post(`${base}/draft`);
    expect(draft.statusCode, draft.body).toBe(201);
    const text = JSON.stringify(draft.json().paragraphs);
    expect(text).toContain('river');
    expect(text).not.toContain('quarrel');
  });

  it('keeps it out of the book, with no draft and with a draft written before it was left out', async () => {
    const { owner, out, chapter, base } = await chapterWithTwoMemories();
    expect(await bookWords(owner.user.id, chapter)).toContain('quarrel');
    await owner.put('/api/family/releases', { items: [{ kind: 'fragment', id: out.id }], state: 'left-out' });
    const withoutDraft = await bookWords(owner.user.id, chapter);
    expect(withoutDraft).toContain('river');
    expect(withoutDraft).not.toContain('quarrel');

    // A draft made while it was still in: its paragraph from that memory stays out of the book.
    await owner.put('/api/family/releases', { items: [{ kind: 'fragment', id: out.id }], state: 'private' });
    expect((await owner.post(`${base}/draft`)).statusCode).toBe(201);
    expect(await bookWords(owner.user.id, chapter)).toContain('quarrel');
    await owner.put('/api/family/releases', { items: [{ kind: 'fragment', id: out.id }], state: 'left-out' });
    const fromDraft = await bookWords(owner.user.id, chapter);
    expect(fromDraft).toContain('river');
    expect(fromDraft).not.toContain('quarrel');
  });
});
