/**
 * "A home for everyone" (decision 1524): GET /api/shared-with-me says whether the signed-in person's own account
 * holds anything of their own story, so the workspace knows to open on Shared with me for someone who only reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comesToReadOthersStories } from '#shared/family.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';
import { createMemory, createProject, uploadFile } from '../../../test/factories.ts';
import { joinCircle, signUpNamed } from '../../../test/security/family-fixture.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function sharedList(person: Person) {
  const response = await person.get('/api/shared-with-me');
  expect(response.statusCode, response.body).toBe(200);
  return sharedWithMeApi.storytellers.response.parse(response.json());
}

describe('whether a person holds a story of their own', () => {
  it('a member who only accepted an invitation holds nothing of their own, even after adding to the circle', async () => {
    const owner = await signUpNamed(t, 'Arthur', 'Price');
    await createMemory(owner, { name: 'The mill', text: 'I worked at the mill for forty years.' });
    const ruth = await signUpNamed(t, 'Ruth', 'Price');
    expect(await sharedList(ruth)).toMatchObject({ storytellers: [], ownStoryStarted: false });

    await joinCircle(t, owner, ruth, 'contributor');
    const list = await sharedList(ruth);
    expect(list).toMatchObject({ storytellers: [{ ownerName: 'Arthur Price' }], ownStoryStarted: false });
    expect(comesToReadOthersStories(list)).toBe(true);

    // What a contributor adds is stored in the storyteller's collection, not in her own account.
    const added = await ruth.post(`/api/shared-with-me/${owner.user.id}/added-memories`, {
      name: 'Dad at the mill',
      text: 'He brought us to the mill on Saturdays.',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await sharedList(ruth)).ownStoryStarted).toBe(false);

    await createMemory(ruth, { name: 'My first day at school', text: 'I cried at the gate.' });
    const started = await sharedList(ruth);
    expect(started.ownStoryStarted).toBe(true);
    expect(comesToReadOthersStories(started)).toBe(false);
  });

  it('a file, a memoir project or a circle of one’s own is a story started', async () => {
    const withFile = await t.signUp();
    await uploadFile(withFile);
    const withProject = await t.signUp();
    await createProject(withProject);
    const withCircle = await t.signUp();
    await joinCircle(t, withCircle, await t.signUp(), 'reader');

    for (const person of [withFile, withProject, withCircle])
      expect((await sharedList(person)).ownStoryStarted).toBe(true);
  });
});
