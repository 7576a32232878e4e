import { profileMessages, type UpdateProfile } from '../../../../shared/profile.ts';
import type { CurrentUser } from '../../../../shared/user.ts';
import { toCurrentUser, type UsersRepository } from '../../auth/users.repository.ts';
import { AppError } from '../../lib/app-error.ts';

const emailTaken = () => new AppError('CONFLICT', profileMessages.emailTaken);

/** PostgreSQL's unique_violation: another account took the email between our check and the write. */
const isUniqueViolation = (error: unknown) => {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

export function createProfileService(users: UsersRepository) {
  return {
    /** Saves the About Me form. An email used by another account is refused; the person's own is fine. */
    async update(userId: string, profile: UpdateProfile): Promise<CurrentUser> {
      const owner = await users.findByEmail(profile.email);
      if (owner && owner.id !== userId) throw emailTaken();
      try {
        const updated = await users.update(userId, profile);
        if (!updated) throw new AppError('UNAUTHORIZED', 'Unauthorized');
        return toCurrentUser(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  };
}
