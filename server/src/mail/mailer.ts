/**
 * How the server sends e-mail (docs/decisions/1501). With SMTP_URL and MAIL_FROM
 * set, messages go out through nodemailer; without them, the "not configured"
 * mailer answers `configured: false` and every feature that would mail a link
 * takes its fallback (shows the link, or tells whom to ask).
 */
import nodemailer from 'nodemailer';
import type { AppConfig } from '#server/config.ts';

/** A file sent along with a message, such as an interview's .ics. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part, which every mail client can show. */
  text: string;
  /** The HTML part, made from the same words (see mail-message.ts). */
  html?: string;
  attachments?: MailAttachment[];
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

/** How long to wait for the mail server: a person is waiting on the answer of the request that sends. */
const SMTP_TIMEOUT_MS = 20_000;

/** A mailer sending through the SMTP server of `smtpUrl` (smtp:// with STARTTLS when offered, or smtps://). */
export function createSmtpMailer(mail: { smtpUrl: string; from: string }): Mailer {
  const url = new URL(mail.smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({
        from: mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    },
  };
}

/** The mailer chosen by configuration: SMTP when SMTP_URL is set, otherwise the "not configured" one. */
export function createMailer(config: Pick<AppConfig, 'mail'>): Mailer {
  return config.mail ? createSmtpMailer(config.mail) : notConfiguredMailer;
}
