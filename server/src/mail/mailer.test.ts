import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { composeMail } from './mail-message.ts';
import { createMailer, createSmtpMailer } from './mailer.ts';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());

describe('the mailer', () => {
  it('is not configured without SMTP_URL, and says so instead of sending', async () => {
    const mailer = createMailer({ mail: undefined });
    expect(mailer.configured).toBe(false);
    await expect(mailer.send({ to: 'a@example.org', subject: 'x', text: 'x' })).rejects.toThrow(
      /not configured/,
    );
  });

  it('sends a text and an HTML part with the same words, every piece of text escaped', async () => {
    const mailer = createSmtpMailer({ smtpUrl: smtp.env.SMTP_URL, from: smtp.env.MAIL_FROM });
    expect(mailer.configured).toBe(true);
    await mailer.send(
      composeMail({
        to: 'rose@example.org',
        subject: 'Hello <Rose>',
        paragraphs: ['Dear Rose & Tom,', 'Open <this>.'],
        link: { href: 'http://heirloom.test/a?b=1&c=2', label: 'Open it' },
        after: ['Nothing else.'],
      }),
    );
    const mail = await smtp.nextTo('rose@example.org');
    expect(mail.subject).toBe('Hello <Rose>');
    expect(mail.from).toBe('heirloom@example.org');
    expect(mail.text).toContain('Dear Rose & Tom,');
    expect(mail.text).toContain('http://heirloom.test/a?b=1&c=2');
    expect(mail.html).toContain('Dear Rose &amp; Tom,');
    expect(mail.html).toContain('Open &lt;this&gt;.');
    expect(mail.html).toContain('href="http://heirloom.test/a?b=1&amp;c=2"');
    expect(mail.html).not.toContain('<this>');
  });

  it('fails plainly when the mail server cannot be reached', async () => {
    const mailer = createSmtpMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'h@example.org' });
    await expect(mailer.send({ to: 'a@example.org', subject: 'x', text: 'x' })).rejects.toThrow();
  });
});
