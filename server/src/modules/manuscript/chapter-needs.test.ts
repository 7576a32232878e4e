import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAPTER_NEED_ITEMS, type ChapterNeeds, chapterNeedsSchema } from '#shared/chapter-needs.ts';
import type { InterviewSession } from '#shared/interview-sessions.ts';
import { createMemory, createProject } from '../../../test/factories.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

async function newChapter(person: Person, title: string) {
  const project = await createProject(person);
  const response = await person.post(`/api/memoir-projects/${project.id}/chapters`, { title });
  expect(response.statusCode, response.body).toBe(200);
  const chapter = response.json() as { id: string };
  return {
    projectId: project.id,
    chapterId: chapter.id,
    url: `/api/memoir-projects/${project.id}/chapters/${chapter.id}`,
  };
}

async function needsOf(person: Person, url: string) {
  const response = await person.get(`${url}/needs`);
  expect(response.statusCode, response.body).toBe(200);
  return chapterNeedsSchema.parse(response.json());
}

const met = (needs: ChapterNeeds) => needs.items.filter((need) => need.met).map((need) => need.item);

describe('what a chapter still needs', () => {
  it('shows the owner the six things, and changes when a memory with feelings is added', async () => {
    const ann = await t.signUp();
    const { url } = await newChapter(ann, 'The Farm');

    const empty = await needsOf(ann, url);
    expect(empty.memories).toBe(0);
    expect(empty.items.map((need) => need.item)).toEqual([...CHAPTER_NEED_ITEMS]);
    expect(met(empty)).toEqual([]);
    expect(empty.questions).toHaveLength(6);

    const milking = await createMemory(ann, {
      name: 'Milking before school',
      text: 'In 1950 my brother Tom and I milked the cows on the farm. The barn was cold and smelled of hay. I was so proud when Dad said I did it well.',
    });
    const added = await ann.post(`${url}/memories`, { memories: [{ kind: 'fragment', id: milking.id }] });
    expect(added.statusCode, added.body).toBe(200);

    const after = await needsOf(ann, url);
    expect(after.memories).toBe(1);
    expect(met(after)).toEqual(expect.arrayContaining(['feelings', 'scene', 'who']));
    expect(after.items.find((need) => need.item === 'feelings')!.reason).toBe(
      '“Milking before school” says how you felt: “proud”.',
    );
    expect(after.questions.map((q) => q.item)).toContain('meaning');
  });

  it("answers 404 to another person's project or chapter, and 400 to ids that are not ids", async () => {
    const ann = await t.signUp();
    const mallory = await t.signUp();
    const { url, projectId, chapterId } = await newChapter(ann, 'Private');
    const own = await newChapter(mallory, 'Hers');

    expect((await mallory.get(`${url}/needs`)).statusCode).toBe(404);
    // Her own project with Ann's chapter, and Ann's project with her chapter: still 404.
    expect(
      (await mallory.get(`/api/memoir-projects/${own.projectId}/chapters/${chapterId}/needs`)).statusCode,
    ).toBe(404);
    expect(
      (await mallory.get(`/api/memoir-projects/${projectId}/chapters/${own.chapterId}/needs`)).statusCode,
    ).toBe(404);
    expect((await ann.get(`/api/memoir-projects/${projectId}/chapters/not-an-id/needs`)).statusCode).toBe(
      400,
    );
    expect((await ann.get(`/api/memoir-projects/nope/chapters/${chapterId}/needs`)).statusCode).toBe(400);
    expect((await t.visitor.get(`${url}/needs`)).statusCode).toBe(401);
  });

  it("offers Clio's chip for a thin chapter, and her reply to it uses the chapter's checklist", async () => {
    const ann = await t.signUp();
    const { projectId, url } = await newChapter(ann, 'The War Years');
    const memory = await createMemory(ann, { name: 'Rationing', text: 'We had ration books.' });
    await ann.post(`${url}/memories`, { memories: [{ kind: 'fragment', id: memory.id }] });

    const chips = (await ann.get(`/api/memoir-projects/${projectId}/suggestions`)).json() as {
      suggestions: string[];
    };
    expect(chips.suggestions).toContain('Help me with what chapter 1 still needs');

    const reply = await ann.post(`/api/memoir-projects/${projectId}/chat`, {
      message: 'Help me with what chapter 1 still needs',
      currentChapters: [],
      currentThemes: [],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const message = (reply.json() as { message: string }).message;
    expect(message).toContain('**Chapter 1: “The War Years”** draws on 1 memory.');
    expect(message).toContain('**How you felt**');
    expect(message).toContain("Let's start with one question:");
  });

  it("asks a thin chapter's next questions in an interview, each only once in the account", async () => {
    const ann = await t.signUp();
    const { chapterId } = await newChapter(ann, 'Growing Up');

    const first = await ann.post('/api/interview-sessions', { topics: [] });
    expect(first.statusCode, first.body).toBe(201);
    const session = first.json() as InterviewSession;
    expect(session.question).toMatchObject({
      key: `chapter-need:${chapterId}:when`,
      source: 'chapter',
      text: 'When did the things in “Growing Up” happen? How old were you then?',
    });
    const finished = await ann.post(`/api/interview-sessions/${session.id}/finish`);
    expect(finished.statusCode, finished.body).toBeLessThan(300);

    const again = (await ann.post('/api/interview-sessions', { topics: [] })).json() as InterviewSession;
    expect(again.question).toMatchObject({ key: `chapter-need:${chapterId}:where`, source: 'chapter' });
  });
});
