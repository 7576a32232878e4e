import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  changeEmailSchema,
  changePasswordSchema,
  fieldProblems,
  isDeleteConfirmation,
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

  it('accepts the confirmation phrase in any case, with spaces around it, and nothing else', () => {
    expect(isDeleteConfirmation('  Delete My Account ')).toBe(true);
    expect(isDeleteConfirmation('delete')).toBe(false);
    expect(isDeleteConfirmation(undefined)).toBe(false);
  });
});
