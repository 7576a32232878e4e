/**
 * GET /api/config tells the client whether this server has an interview agent's number. None ships with
 * Heirloom (decision 809): a server that was not given AGENT_PHONE_NUMBER answers without one, so no Call Agent
 * or Call Now is shown anywhere.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/config', () => {
  it('has no agent number when AGENT_PHONE_NUMBER is not set', async () => {
    t = await createTestApp();
    const response = await t.visitor.get('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signInWithProvider: false });
  });

  it('has no agent number when AGENT_PHONE_NUMBER is empty', async () => {
    t = await createTestApp({ env: { AGENT_PHONE_NUMBER: '' } });
    expect((await t.visitor.get('/api/config')).json()).not.toHaveProperty('agentPhoneNumber');
  });

  it("answers the operator's number when one is set", async () => {
    t = await createTestApp({ env: { AGENT_PHONE_NUMBER: '+44 20 7946 0000' } });
    expect((await t.visitor.get('/api/config')).json()).toEqual({
      agentPhoneNumber: '+44 20 7946 0000',
      signInWithProvider: false,
    });
  });
});
