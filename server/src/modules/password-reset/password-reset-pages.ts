/**
 * The pages of a forgotten password, rendered on the server like the sign-in
 * page (they work without JavaScript) and styled by its stylesheet, since the
 * Content-Security-Policy forbids inline styles.
 */
import { cardPage, escapeHtml } from '#server/auth/sign-in-page.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/user.ts';

const backToSignIn = '<p class="hint"><a class="secondary-link" href="/api/login">Back to sign in</a></p>';

/** What the forgotten-password page shows. */
export type ForgotPageState =
  | { kind: 'form'; email?: string; error?: string }
  | { kind: 'sent'; message: string }
  /** Nothing can be mailed, or the server signs people in through a provider: the page says whom to ask. */
  | { kind: 'ask'; message: string };

export function renderForgotPasswordPage(state: ForgotPageState): string {
  const heading = '<h1>Forgot your password?</h1>';
  if (state.kind === 'sent')
    return cardPage(
      'Check your e-mail',
      `<h1>Check your e-mail</h1>\n<p class="lead" role="status">${escapeHtml(state.message)}</p>\n${backToSignIn}`,
    );
  if (state.kind === 'ask')
    return cardPage(
      'Forgot your password?',
      `${heading}\n<p class="lead" role="status">${escapeHtml(state.message)}</p>\n${backToSignIn}`,
    );
  const error = state.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(state.error)}</p>`
    : '';
  return cardPage(
    'Forgot your password?',
    `${heading}
<p class="lead">Enter the email address you sign in with. We will send you a link to choose a new password.</p>
${error}
<form method="post" action="/api/login/forgot" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email ?? '')}"${state.error ? ' aria-describedby="form-error"' : ''}>
<div class="actions">
<button type="submit">Send me a link</button>
</div>
</form>
${backToSignIn}`,
  );
}

/** What the page opened from a reset link shows. */
export type ResetPageState =
  | { kind: 'form'; token: string; error?: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'done'; message: string };

export function renderResetPasswordPage(state: ResetPageState): string {
  if (state.kind === 'invalid')
    return cardPage(
      'Link not working',
      `<h1>This link does not work</h1>
<p class="error" role="alert">${escapeHtml(state.message)}</p>
<div class="actions"><a class="button-link" href="/api/login/forgot">Ask for a new link</a></div>
${backToSignIn}`,
    );
  if (state.kind === 'done')
    return cardPage(
      'New password set',
      `<h1>Your new password is set</h1>
<p class="lead" role="status">${escapeHtml(state.message)}</p>
<div class="actions"><a class="button-link" href="/api/login">Sign in</a></div>`,
    );
  const error = state.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(state.error)}</p>`
    : '';
  const describedBy = state.error ? 'form-error password-hint' : 'password-hint';
  return cardPage(
    'Choose a new password',
    `<h1>Choose a new password</h1>
<p class="lead">Type your new password twice. After this, every device that was signed in is signed out.</p>
${error}
<form method="post" action="/api/login/reset" novalidate>
<input type="hidden" name="token" value="${escapeHtml(state.token)}">
<label for="newPassword">New password</label>
<p class="field-hint" id="password-hint">At least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember work well.</p>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" aria-describedby="${describedBy}">
<label for="confirmPassword">Type the new password again</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}">
<div class="actions">
<button type="submit">Set my new password</button>
</div>
</form>
${backToSignIn}`,
  );
}
