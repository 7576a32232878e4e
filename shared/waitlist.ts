import { z } from 'zod';
import { WAITLIST_ROLES, waitlistEmailProblem, waitlistMessages } from './waitlist-rules.ts';

export * from './waitlist-rules.ts';

/** POST /api/waitlist request: the same rules the form checks (waitlist-rules.ts). */
export const joinWaitlistRequestSchema = z.object({
  email: z
    .string({ error: waitlistMessages.emailRequired })
    .superRefine((email, context) => {
      const problem = waitlistEmailProblem(email);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((email) => email.trim()),
  role: z.enum(WAITLIST_ROLES, { error: waitlistMessages.roleInvalid }).default('self'),
});

export const joinWaitlistResponseSchema = z.object({
  alreadyExists: z.boolean(),
  message: z.string(),
});
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;
