import type { JoinWaitlistResponse, WaitlistRole } from '#shared/waitlist.ts';
import type { createWaitlistRepository } from './waitlist.repository.ts';

export function createWaitlistService(repository: ReturnType<typeof createWaitlistRepository>) {
  return {
    /** Emails are compared trimmed and case-insensitively, so "Ann@X.org " and "ann@x.org" are one person. */
    async join(email: string, role: WaitlistRole): Promise<JoinWaitlistResponse> {
      const added = await repository.addOnce(email.trim().toLowerCase(), role);
      return added
        ? { alreadyExists: false, message: "You're on the waitlist. We'll email you when beta access opens." }
        : { alreadyExists: true, message: "You're already on our waitlist - we'll be in touch soon!" };
    },
  };
}
