/**
 * Clio's chapter proposals through the API (docs/decisions/907): "Draft chapter 2" and "Put 'X' in chapter 1"
 * are proposed with the reply, change nothing until accepted, and are carried out by the manuscript's own rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterProposal } from '#shared/chapter-actions.ts';
import type { ChapterContents } from '#shared/manuscript.ts';
import type { ChatMessage } from '#shared/studio.ts';
import { createMemory, createProject } from '../../../test/factories.ts';
import { snapshotTables } from '../../../test/security/db-snapshot.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';
import { checkedProposal } from './chapter-proposals.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

/** A project with "Early Years" (empty) and "The Farm" (two memories), and a memory "Meeting Helen" in none. */
async function memoir(person: Person) {
  const project = await createProject(person);
  const base = `/api/memoir-projects/${project.id}`;
  const chapterIds: string[] = [];
  for (const title of ['Early Years', 'The Farm']) {
    const response = await person.post(`${base}/chapters`, { title });
    expect(response.statusCode, response.body).toBe(200);
    chapterIds.push((response.json() as { id: string }).id);
  }
  const cows = await createMemory(person, {
    name: 'Milking the cows',
    text: 'I milked the cows every morning.',
  });
  const hay = await createMemory(person, { name: 'Hay making', text: 'We made hay in the long summer.' });
  const helen = await createMemory(person, {
    name: 'Meeting Helen',
    text: 'I met Helen at a dance in 1952.',
  });
  const added = await person.post(`${base}/chapters/${chapterIds[1]}/memories`, {
    memories: [cows, hay].map((m) => ({ kind: 'fragment', id: m.id })),
  });
  expect(added.statusCode, added.body).toBe(200);
  return { projectId: project.id, base, chapterIds, helenId: helen.id };
}

async function say(person: Person, base: string, message: string) {
  const response = await person.post(`${base}/chat`, { message });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { message: string; messageId: string; proposal?: ChapterProposal | null };
}

const draftOf = async (person: Person, base: string, chapterId: string) =>
  (await person.get(`${base}/chapters/${chapterId}/draft`)).json() as { draft: { version: number } | null };

const memoriesOf = async (person: Person, base: string, chapterId: string) =>
  (await person.get(`${base}/chapters/${chapterId}/memories`)).json() as ChapterContents;

/** The tables a proposal must leave alone until it is accepted. */
async function manuscriptTables() {
  const { chapter_drafts, chapter_memories, memoir_chapters, memory_fragments } = await snapshotTables(
    t.pool,
  );
  return { chapter_drafts, chapter_memories, memoir_chapters, memory_fragments };
}

describe("Clio's chapter proposals", () => {
  it('proposes drafting chapter 2, drafts nothing before Accept, and drafts it on Accept', async () => {
    const ann = await t.signUp();
    const { base, chapterIds } = await memoir(ann);
    const reply = await say(ann, base, 'could you draft chapter two');
    expect(reply.proposal).toEqual({
      action: { kind: 'draft-chapter', chapterId: chapterIds[1] },
      summary: 'Draft chapter 2, “The Farm”, from its 2 memories.',
    });
    expect((await draftOf(ann, base, chapterIds[1]!)).draft).toBeNull();
    // The proposal is stored with Clio's message, so it is offered again after a visit (decision 806).
    const messages = (await ann.get(`${base}/chat`)).json() as ChatMessage[];
    expect(messages.at(-1)).toMatchObject({ id: reply.messageId, proposal: reply.proposal });

    const accepted = await ann.post(`${base}/chat/${reply.messageId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ kind: 'draft-chapter', chapterId: chapterIds[1] });
    expect((await draftOf(ann, base, chapterIds[1]!)).draft?.version).toBe(1);
    const after = (await ann.get(`${base}/chat`)).json() as ChatMessage[];
    expect(after.slice(-2).map((m) => [m.role, m.proposal ?? null])).toEqual([
      ['user', null],
      ['assistant', null],
    ]);
    expect(after.at(-2)?.message).toBe('Yes, please draft chapter 2.');

    // Answered: accepting it again changes nothing.
    const before = await manuscriptTables();
    const again = await ann.post(`${base}/chat/${reply.messageId}/accept`, {});
    expect(again.statusCode).toBe(409);
    expect(await manuscriptTables()).toEqual(before);

    // A second draft is a new version; the first is kept.
    const redraft = await say(ann, base, 'Draft “The Farm”');
    expect(redraft.proposal?.summary).toContain('the draft it has now is kept in its versions');
    expect((await ann.post(`${base}/chat/${redraft.messageId}/accept`, {})).statusCode).toBe(200);
    const versions = (await ann.get(`${base}/chapters/${chapterIds[1]}/draft/versions`)).json() as unknown[];
    expect(versions).toHaveLength(2);
  });

  it('changes nothing when the person declines (moves on) instead', async () => {
    const ann = await t.signUp();
    const { base, chapterIds } = await memoir(ann);
    const before = await manuscriptTables();
    const reply = await say(ann, base, 'Draft chapter 2');
    expect(reply.proposal?.action.kind).toBe('draft-chapter');
    await say(ann, base, 'Tell me about my childhood');
    expect(await manuscriptTables()).toEqual(before);
    expect((await ann.post(`${base}/chat/${reply.messageId}/accept`, {})).statusCode).toBe(409);
    expect(await manuscriptTables()).toEqual(before);
    expect((await draftOf(ann, base, chapterIds[1]!)).draft).toBeNull();
  });

  it('puts the memory named in the chapter once, however often it is accepted', async () => {
    const ann = await t.signUp();
    const { base, chapterIds, helenId } = await memoir(ann);
    const reply = await say(ann, base, 'put meeting helen in the first chapter');
    expect(reply.proposal).toEqual({
      action: { kind: 'add-to-chapter', chapterId: chapterIds[0], memory: { kind: 'fragment', id: helenId } },
      summary: 'Put “Meeting Helen” at the end of chapter 1, “Early Years”.',
    });
    expect((await memoriesOf(ann, base, chapterIds[0]!)).memories).toEqual([]);
    const accepted = await ann.post(`${base}/chat/${reply.messageId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toContain('“Meeting Helen” is now at the end of chapter 1');

    const again = await say(ann, base, "Put 'Meeting Helen' in chapter 1");
    const second = await ann.post(`${base}/chat/${again.messageId}/accept`, {});
    expect(second.json().message).toContain('was already in chapter 1');
    const held = await memoriesOf(ann, base, chapterIds[0]!);
    expect(held.memories.map((m) => m.id)).toEqual([helenId]);
  });

  it('answers what chapter 2 is missing from its checklist, and an unknown chapter plainly', async () => {
    const ann = await t.signUp();
    const { base } = await memoir(ann);
    const needs = await say(ann, base, "What's missing from chapter 2?");
    expect(needs.message).toContain('Chapter 2: “The Farm”');
    expect(needs.proposal ?? null).toBeNull();
    expect((await say(ann, base, 'what is missing from chapter 5')).message).toContain(
      'This memoir has no chapter 5 yet.',
    );
  });

  it("answers 404 for another person's message, chapter or memory and changes nothing", async () => {
    const ann = await t.signUp();
    const bob = await t.signUp();
    const annsMemoir = await memoir(ann);
    const bobsMemoir = await memoir(bob);
    const reply = await say(ann, annsMemoir.base, 'Draft chapter 2');

    const before = await manuscriptTables();
    expect((await bob.post(`${bobsMemoir.base}/chat/${reply.messageId}/accept`, {})).statusCode).toBe(404);
    expect((await bob.post(`${annsMemoir.base}/chat/${reply.messageId}/accept`, {})).statusCode).toBe(404);

    // A stored proposal naming Bob's chapter, or Bob's memory, is refused too.
    const setProposal = (proposal: unknown) =>
      t.pool.query('update memoir_chat_messages set proposal = $1 where id = $2', [
        JSON.stringify(proposal),
        reply.messageId,
      ]);
    await setProposal({
      action: { kind: 'draft-chapter', chapterId: bobsMemoir.chapterIds[1] },
      summary: '',
    });
    expect((await ann.post(`${annsMemoir.base}/chat/${reply.messageId}/accept`, {})).statusCode).toBe(404);
    await setProposal({
      action: {
        kind: 'add-to-chapter',
        chapterId: annsMemoir.chapterIds[0],
        memory: { kind: 'fragment', id: bobsMemoir.helenId },
      },
      summary: '',
    });
    expect((await ann.post(`${annsMemoir.base}/chat/${reply.messageId}/accept`, {})).statusCode).toBe(404);
    expect(await manuscriptTables()).toEqual(before);
  });

  it("offers a model's proposed action only when its ids are the person's own", async () => {
    const ann = await t.signUp();
    const bob = await t.signUp();
    const annsMemoir = await memoir(ann);
    const bobsMemoir = await memoir(bob);
    const check = (action: unknown) => checkedProposal(t.db, ann.user.id, annsMemoir.projectId, action, null);
    expect(await check({ kind: 'draft-chapter', chapterId: annsMemoir.chapterIds[1] })).toMatchObject({
      summary: 'Draft chapter 2, “The Farm”, from its 2 memories.',
    });
    expect(await check({ kind: 'draft-chapter', chapterId: bobsMemoir.chapterIds[1] })).toBeNull();
    expect(
      await check({
        kind: 'add-to-chapter',
        chapterId: annsMemoir.chapterIds[0],
        memory: { kind: 'fragment', id: bobsMemoir.helenId },
      }),
    ).toBeNull();
    expect(await check({ kind: 'delete-chapter', chapterId: annsMemoir.chapterIds[0] })).toBeNull();
    expect(
      await check({ kind: 'draft-chapter', chapterId: annsMemoir.chapterIds[1], extra: 'field' }),
    ).toBeNull();
  });
});
