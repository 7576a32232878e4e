/**
 * A real SMTP server on a free local port for tests (npm smtp-server): the app
 * sends through nodemailer exactly as it would in production, and the test
 * reads what arrived, parsed by mailparser, and follows the links in it.
 *   const smtp = await startSmtpTestServer();  createTestApp({ env: smtp.env })  …  await smtp.close();
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The addresses of the SMTP envelope (who it was really sent to). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: ParsedMail['attachments'];
}

export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((address) => address.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments,
          });
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    received,
    /** The configuration that makes the app send here. */
    env: {
      SMTP_URL: `smtp://heirloom:secret@127.0.0.1:${port}`,
      MAIL_FROM: 'Heirloom <heirloom@example.org>',
      // With e-mail, every mailed link starts with PUBLIC_URL (decision 538); tests follow links by path (linkIn).
      PUBLIC_URL: 'http://localhost',
    },
    /** Waits until a message to `address` has arrived (or fails after a few seconds) and answers it. */
    async nextTo(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((message) => message.to.includes(address));
        if (mail) {
          received.splice(received.indexOf(mail), 1);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no e-mail arrived for ${address}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The path and query of the first link in a message's text, to follow it with the test app. */
export function linkIn(mail: { text: string }): string {
  const href = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!href) throw new Error(`no link in the e-mail: ${mail.text}`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}
