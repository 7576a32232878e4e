import { toCurrentUser, type UsersRepository } from '#server/auth/users.repository.ts';
import { AppError } from '#server/lib/app-error.ts';
import { profileMessages, type UpdateProfile } from '#shared/profile.ts';
import type { CurrentUser } from '#shared/user.ts';

export function createProfileService(users: UsersRepository) {
  return {
    /**
     * Saves the About Me form. The email is who a person signs in as, so it is
     * not changed here: the form sends it unchanged, and a different one is
     * refused (the "Change email" control asks for the password and confirms
     * the address; see docs/decisions/511-email-change.md). Being refused says
     * nothing about other accounts, so the form is no list of who is registered.
     */
    async update(userId: string, { email, ...profile }: UpdateProfile): Promise<CurrentUser> {
      const current = await users.findById(userId);
      if (!current) throw new AppError('UNAUTHORIZED', 'Unauthorized');
      if (email !== current.email) throw new AppError('UNPROCESSABLE', profileMessages.emailChangeElsewhere);
      const updated = await users.update(userId, profile);
      if (!updated) throw new AppError('UNAUTHORIZED', 'Unauthorized');
      return toCurrentUser(updated);
    },
  };
}
