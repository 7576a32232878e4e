import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterRecordings } from '#shared/book.ts';
import { createProject } from '../../../test/factories.ts';
import { type FamilyCircle, familyCircle } from '../../../test/security/family-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let circle: FamilyCircle;

beforeAll(async () => {
  t = await createTestApp();
  circle = await familyCircle(t);
});
afterAll(async () => {
  await t.close();
});

const recordingsUrl = (projectId: string, chapterId: string) =>
  `/api/memoir-projects/${projectId}/chapters/${chapterId}/recordings`;

describe('the page a printed code opens, for the family', () => {
  it('plays a released chapter’s recording to a reader of the circle, through the family’s own audio route', async () => {
    const { owner, people, ids } = circle;
    const response = await people.reader.get(recordingsUrl(ids.project, ids.chapter));
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as ChapterRecordings;
    expect(page.chapterTitle).toBe('The farm');
    expect(page.recordings).toEqual([
      {
        title: 'Where did you grow up?',
        url: `/api/shared-with-me/${owner.user.id}/audio/answer/${ids.answer}`,
      },
    ]);
    const audio = await people.reader.get(page.recordings[0]!.url);
    expect(audio.statusCode).toBe(200);
  });

  it('answers 404 for a chapter not released to the family, and to someone outside the circle', async () => {
    const { owner, people, ids } = circle;
    const later = (
      await owner.post(`/api/memoir-projects/${ids.project}/chapters`, { title: 'Later years' })
    ).json().id as string;
    await owner.post(`/api/memoir-projects/${ids.project}/chapters/${later}/memories`, {
      memories: [{ kind: 'answer', id: ids.answer }],
    });
    expect((await owner.get(recordingsUrl(ids.project, later))).statusCode).toBe(200);
    expect((await people.reader.get(recordingsUrl(ids.project, later))).statusCode).toBe(404);
    expect((await people.stranger.get(recordingsUrl(ids.project, ids.chapter))).statusCode).toBe(404);
    expect((await people.removed.get(recordingsUrl(ids.project, ids.chapter))).statusCode).toBe(404);
    // A released chapter asked for under another project's id is not found either.
    const other = (await createProject(owner, { title: 'Another' })).id;
    expect((await people.reader.get(recordingsUrl(other, ids.chapter))).statusCode).toBe(404);
  });
});
