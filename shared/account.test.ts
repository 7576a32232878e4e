import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  fieldProblems,
  isAccountEmail,
} from './account.ts';

describe('account schemas', () => {
  it('says what is wrong with a new password, field by field', () => {
    expect(fieldProblems(changePasswordSchema, { currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: accountMessages.currentPasswordRequired,
      newPassword: accountMessages.newPasswordTooShort,
    });
    expect(
      fieldProblems(changePasswordSchema, { currentPassword: 'the same one', newPassword: 'the same one' }),
    ).toEqual({ newPassword: accountMessages.newPasswordSame });
    expect(
      fieldProblems(changePasswordSchema, { currentPassword: 'old password', newPassword: 'new password' }),
    ).toEqual({});
  });

  it('trims and lower-cases a new email, and refuses one that is not an address', () => {
    expect(changeEmailSchema.parse({ newEmail: '  Ann@Example.ORG ' }).newEmail).toBe('ann@example.org');
    expect(fieldProblems(changeEmailSchema, { newEmail: 'ann at example' })).toEqual({
      newEmail: accountMessages.emailInvalid,
    });
    expect(fieldProblems(changeEmailSchema, { newEmail: '   ' })).toEqual({
      newEmail: accountMessages.emailRequired,
    });
  });

  it("accepts the account's own email to confirm deleting, in any case, with spaces around it, and nothing else", () => {
    expect(isAccountEmail('  Rose.Miller@Example.ORG ', 'rose.miller@example.org')).toBe(true);
    expect(isAccountEmail('rose.miller@example.com', 'rose.miller@example.org')).toBe(false);
    expect(isAccountEmail('', 'rose.miller@example.org')).toBe(false);
    expect(isAccountEmail(undefined, 'rose.miller@example.org')).toBe(false);
  });

  it('asks for the typed email before an account is deleted', () => {
    expect(fieldProblems(deleteAccountSchema, { currentPassword: 'secret' })).toEqual({
      email: accountMessages.deleteEmailRequired,
    });
    expect(fieldProblems(deleteAccountSchema, { email: '   ', currentPassword: 'secret' })).toEqual({
      email: accountMessages.deleteEmailRequired,
    });
    expect(fieldProblems(deleteAccountSchema, { email: 'rose@example.org' })).toEqual({});
  });
});
