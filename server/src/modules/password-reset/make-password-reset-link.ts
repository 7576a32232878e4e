import type { Database } from '#server/db/client.ts';
import { createRateLimitCounters } from '#server/lib/rate-limit/rate-limit-counters.ts';
import { notConfiguredMailer } from '#server/mail/mailer.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { createPasswordResetService } from './password-reset.service.ts';

/**
 * A new password-reset link for the account with `email`, made without e-mail
 * (the operator's `npm run user:reset-password`); undefined when no account has it.
 * `base` is where people reach this Heirloom, e.g. PUBLIC_URL.
 */
export function makePasswordResetLink(db: Database, email: string, base: string) {
  const service = createPasswordResetService({
    repository: createPasswordResetRepository(db),
    counters: createRateLimitCounters(db),
    mailer: notConfiguredMailer,
    log: { warn: () => {} },
  });
  return service.makeLink(email, base);
}
