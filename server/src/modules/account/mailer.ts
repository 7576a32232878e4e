/**
 * How the server sends e-mail. Nothing is configured today, so the "not
 * configured" mailer is the only one; SMTP (SMTP_URL, MAIL_FROM) will be a
 * second implementation of this same interface, chosen in `createMailer`.
 */
import type { AppConfig } from '#server/config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** False when nothing can be mailed: features that need e-mail take their fallback path. */
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
}

export const notConfiguredMailer: Mailer = {
  configured: false,
  async send() {
    throw new Error('E-mail is not configured on this server.');
  },
};

/** The mailer chosen by configuration. */
export function createMailer(_config: AppConfig): Mailer {
  return notConfiguredMailer;
}
