/** A family member's question is asked first in the storyteller's interview, once, and its answer answers it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('family questions in the interview', () => {
  it('asks the open question first, once, and the answer becomes its answer', async () => {
    const owner = await t.signUp();
    const member = await t.signUp();
    await t.pool.query('update users set first_name = $2 where id = $1', [member.user.id, 'Lucy']);
    await t.pool.query(
      `insert into family_members (owner_id, email, role, member_id, accepted_at) values ($1, $2, 'contributor', $3, now())`,
      [owner.user.id, member.email, member.user.id],
    );
    const asked = await member.post(`/api/shared-with-me/${owner.user.id}/questions`, {
      text: 'How did you meet Grandad?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const questionId = asked.json().id;

    const started = await owner.post('/api/interview-sessions', { topics: ['Family'] });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const session = started.json();
    expect(session.question).toEqual({
      key: `family:${questionId}`,
      text: 'Lucy asks: How did you meet Grandad?',
      source: 'general',
    });
    const answered = await owner.post(`/api/interview-sessions/${session.id}/answers`, {
      text: 'At a dance in 1958.',
    });
    expect(answered.statusCode, answered.body).toBeLessThan(300);
    const answerId = answered.json().answers[0].id;
    const questions = (await owner.get('/api/family/questions')).json();
    expect(questions[0].answeredBy).toEqual({ kind: 'answer', id: answerId });

    // Asked once: the next question is from the plan.
    const next = (await owner.post(`/api/interview-sessions/${session.id}/next`)).json();
    expect(next.question?.key ?? '').not.toContain(questionId);
  });
});
