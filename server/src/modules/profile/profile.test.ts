import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '#shared/profile.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const putProfile = (payload: unknown, cookie?: string) =>
  (cookie ? t.as(cookie) : t.visitor).put('/api/user/profile', payload as object);
const currentUser = async (cookie: string) => (await t.as(cookie).get('/api/auth/user')).json();

const validProfile = (email: string) => ({
  firstName: 'Margaret',
  lastName: 'Ellis',
  email,
  phone: '+1 (555) 010-0199',
  birthday: '1948-03-14',
  language: 'fr',
});

describe('PUT /api/user/profile', () => {
  it('saves every field, and the current user then shows them', async () => {
    const { cookie, email } = await t.signUp();
    const response = await putProfile(validProfile(email), cookie);
    expect(response.statusCode).toBe(200);
    const expected = {
      firstName: 'Margaret',
      lastName: 'Ellis',
      email,
      phone: '+1 (555) 010-0199',
      birthday: '1948-03-14',
      language: 'fr',
    };
    expect(response.json()).toMatchObject(expected);
    expect(await currentUser(cookie)).toMatchObject(expected);
  });

  it('accepts the email the person already has, typed in another case or with spaces', async () => {
    const { cookie, email } = await t.signUp();
    const response = await putProfile({ ...validProfile(email), email: `  ${email.toUpperCase()} ` }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(email);
  });

  // The email is who a person signs in as: it changes only through "Change email" (password, then link).
  it('refuses a different email with 422 pointing to "Change email", and saves nothing of the form', async () => {
    const { cookie, email, password } = await t.signUp();
    const before = await currentUser(cookie);
    const newEmail = `renamed-${Date.now()}@example.org`;
    const response = await putProfile({ ...validProfile(email), email: newEmail }, cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(profileMessages.emailChangeElsewhere);
    expect(await currentUser(cookie)).toEqual(before);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: newEmail, password, intent: 'signin' },
    });
    expect(signIn.statusCode).not.toBe(303);
  });

  it('treats blank optional fields as not filled in, and uses English when no language is sent', async () => {
    const { cookie, email } = await t.signUp();
    await putProfile(validProfile(email), cookie);
    const response = await putProfile(
      { firstName: '  ', lastName: '', email, phone: '', birthday: '' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: null,
      lastName: null,
      phone: null,
      birthday: null,
      language: 'en',
    });
  });

  it.each([
    ['email', '', profileMessages.emailRequired],
    ['email', 'not-an-email', profileMessages.emailInvalid],
    ['email', 'two words@example.org', profileMessages.emailInvalid],
    ['phone', 'call me maybe', profileMessages.phoneInvalid],
    ['phone', '12345', profileMessages.phoneInvalid],
    ['phone', '+1 555 010 0100 0100 0100', profileMessages.phoneInvalid],
    ['birthday', '2999-01-01', profileMessages.birthdayFuture],
    ['birthday', '1850-06-01', profileMessages.birthdayTooOld],
    ['birthday', '1950-02-30', profileMessages.birthdayInvalid],
    ['birthday', '14/03/1948', profileMessages.birthdayInvalid],
    ['language', 'xx', profileMessages.languageInvalid],
    ['firstName', 'M'.repeat(101), profileMessages.nameTooLong],
    ['lastName', 'E'.repeat(101), profileMessages.nameTooLong],
  ])('refuses %s %j with 400 "%s" and changes nothing', async (field, value, message) => {
    const { cookie, email } = await t.signUp();
    await putProfile(validProfile(email), cookie);
    const before = await currentUser(cookie);
    const response = await putProfile({ ...validProfile(email), [field]: value }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await currentUser(cookie)).toEqual(before);
  });

  it('refuses a birthday of tomorrow but accepts today', async () => {
    const { cookie, email } = await t.signUp();
    const day = 24 * 60 * 60 * 1000;
    const inTwoDays = new Date(Date.now() + 2 * day).toISOString().slice(0, 10);
    const future = await putProfile({ ...validProfile(email), birthday: inTwoDays }, cookie);
    expect(future.statusCode).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    const ok = await putProfile({ ...validProfile(email), birthday: today }, cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().birthday).toBe(today);
  });

  it('answers an email another account uses exactly like any other new email (no list of who is registered)', async () => {
    const other = await t.signUp();
    const { cookie, email } = await t.signUp();
    const taken = await putProfile({ ...validProfile(email), email: other.email.toUpperCase() }, cookie);
    const free = await putProfile(
      { ...validProfile(email), email: `free-${Date.now()}@example.org` },
      cookie,
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual(free.json());
    expect((await currentUser(cookie)).email).toBe(email);
    expect((await currentUser(other.cookie)).email).toBe(other.email);
  });

  it('changes only the signed-in person', async () => {
    const other = await t.signUp();
    const before = await currentUser(other.cookie);
    const { cookie, email } = await t.signUp();
    await putProfile(validProfile(email), cookie);
    expect(await currentUser(other.cookie)).toEqual(before);
  });

  it('refuses a visitor who is not signed in with 401', async () => {
    const response = await putProfile(validProfile('someone@example.org'));
    expect(response.statusCode).toBe(401);
  });
});
