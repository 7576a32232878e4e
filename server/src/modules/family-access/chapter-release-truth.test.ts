/**
 * N3 (issue 31): sharing a chapter tells the truth about when the family sees it. A chapter is seen only when
 * every memory in it is (release-rules.ts), so one that opens later, or is not shared at all, holds it back; the
 * answer to the share names each such memory, and the owner's list of releases shows the day the chapter really
 * opens, or that it is held back. Days are the storyteller's (decision 1523), on a clock the test sets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemory, createProject } from '../../../test/factories.ts';
import { joinCircle } from '../../../test/security/family-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let clock = new Date('2026-11-27T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

describe('sharing a chapter says when the family sees it (N3)', () => {
  it('names the memory that opens later, shows the chapter opening that day, and then simply shared', async () => {
    const owner = await t.signUp();
    const reader = await t.signUp();
    await joinCircle(t, owner, reader, 'reader');
    const seaWall = await createMemory(owner, { name: 'Blackpool sea wall, 1947', text: 'The wind.' });
    const tram = await createMemory(owner, { name: 'The tram', text: 'Clanging.' });
    const project = await createProject(owner);
    const chapter = (
      await owner.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'A Childhood in the 1940s' })
    ).json().id as string;
    await owner.post(`/api/memoir-projects/${project.id}/chapters/${chapter}/memories`, {
      memories: [
        { kind: 'fragment', id: tram.id },
        { kind: 'fragment', id: seaWall.id },
      ],
    });
    await owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: seaWall.id }],
      state: 'released',
      opensOn: '2026-12-25',
      timeZone: 'Europe/London',
    });

    const shared = await owner.put('/api/family/releases', {
      items: [{ kind: 'chapter', id: chapter }],
      state: 'released',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toEqual({
      changed: 2,
      heldBack: [{ chapterId: chapter, name: 'Blackpool sea wall, 1947', opensOn: '2026-12-25' }],
    });
    const releases = async () =>
      (await owner.get('/api/family/releases')).json() as Array<{ kind: string; id: string }>;
    expect((await releases()).find((r) => r.id === chapter)).toEqual({
      kind: 'chapter',
      id: chapter,
      state: 'released',
      opensOn: '2026-12-25',
      heldBack: false,
    });
    const chaptersSeen = async () =>
      (
        (await reader.get(`/api/shared-with-me/${owner.user.id}`)).json().chapters as Array<{ id: string }>
      ).map((c) => c.id);
    expect(await chaptersSeen()).toEqual([]);

    // Christmas morning in London: the chapter is there, and its row simply says Shared.
    clock = new Date('2026-12-25T00:00:00Z');
    expect(await chaptersSeen()).toEqual([chapter]);
    const open = await releases();
    expect(open.find((r) => r.id === chapter)).toMatchObject({ opensOn: null, heldBack: false });
    expect(open.find((r) => r.id === seaWall.id)).toMatchObject({ opensOn: null, state: 'released' });
  });

  it('names a memory left out, which holds the chapter back until it is shared', async () => {
    clock = new Date('2026-11-27T12:00:00Z');
    const owner = await t.signUp();
    const diary = await createMemory(owner, { name: 'My diary', text: 'Only for me.' });
    const letter = await createMemory(owner, { name: 'A letter', text: 'Dear Rose.' });
    const project = await createProject(owner);
    const chapter = (
      await owner.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'Work' })
    ).json().id as string;
    await owner.post(`/api/memoir-projects/${project.id}/chapters/${chapter}/memories`, {
      memories: [
        { kind: 'fragment', id: diary.id },
        { kind: 'fragment', id: letter.id },
      ],
    });
    await owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: diary.id }],
      state: 'left-out',
    });

    const shared = await owner.put('/api/family/releases', {
      items: [{ kind: 'chapter', id: chapter }],
      state: 'released',
    });
    expect(shared.json().heldBack).toEqual([{ chapterId: chapter, name: 'My diary', opensOn: null }]);
    const row = (await owner.get('/api/family/releases'))
      .json()
      .find((r: { id: string }) => r.id === chapter);
    expect(row).toMatchObject({ state: 'released', opensOn: null, heldBack: true });

    // Sharing the memory lets the chapter go to the family, and nothing holds it back any more.
    await owner.put('/api/family/releases', {
      items: [{ kind: 'fragment', id: diary.id }],
      state: 'released',
    });
    const again = await owner.put('/api/family/releases', {
      items: [{ kind: 'chapter', id: chapter }],
      state: 'released',
    });
    expect(again.json().heldBack).toEqual([]);
    const now = (await owner.get('/api/family/releases'))
      .json()
      .find((r: { id: string }) => r.id === chapter);
    expect(now).toMatchObject({ state: 'released', opensOn: null, heldBack: false });
  });
});
