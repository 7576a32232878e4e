/**
 * One way to write an e-mail: a few plain paragraphs and at most one link,
 * turned into a text part and a simple HTML part with the same words, so the
 * message reads well in any mail client, old or new (docs/decisions/1501).
 */
import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

export interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs before the link. */
  paragraphs: string[];
  /** The one thing to open, shown as a button with its address written out too. */
  link?: { href: string; label: string };
  /** Paragraphs after the link, e.g. what to do if the message was not expected. */
  after?: string[];
  attachments?: MailMessage['attachments'];
}

/** The message with its text and HTML parts. Every piece of text is escaped in the HTML. */
export function composeMail(content: MailContent): MailMessage {
  const after = content.after ?? [];
  const textParts = [
    ...content.paragraphs,
    ...(content.link ? [`${content.link.label}:\n${content.link.href}`] : []),
    ...after,
    'Heirloom',
  ];
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const link = content.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.link.href)}" style="display:inline-block;padding:12px 20px;background:#8a4b14;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:8px">${escapeHtml(content.link.label)}</a></p>
<p style="margin:0 0 16px;color:#5c4f43">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(content.link.href)}" style="color:#8a4b14;word-break:break-all">${escapeHtml(content.link.href)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#faf6ef;color:#2b2118;font-family:Georgia,'Times New Roman',serif;font-size:18px;line-height:1.6">
<div style="max-width:560px;margin:0 auto">
${content.paragraphs.map(paragraph).join('\n')}
${link}
${after.map(paragraph).join('\n')}
<p style="margin:24px 0 0;color:#5c4f43">Heirloom</p>
</div>
</body>
</html>`;
  return {
    to: content.to,
    subject: content.subject,
    text: `${textParts.join('\n\n')}\n`,
    html,
    ...(content.attachments ? { attachments: content.attachments } : {}),
  };
}

/**
 * What may be logged of a failed send: the mail server's error code only. Its message can quote the recipient's
 * address, which the logs never carry with its context (decision 534).
 */
export function mailErrorCode(error: unknown) {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return typeof code === 'string'
    ? code
    : typeof responseCode === 'number'
      ? String(responseCode)
      : 'unknown';
}
