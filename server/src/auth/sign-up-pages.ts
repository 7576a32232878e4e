/**
 * The pages of creating an account by e-mail (decision 543): "check your e-mail", which reads the same whether or
 * not the address has an account, and the page the mailed link opens, which asks for one click before the
 * account is made (mail scanners open links; only a person presses the button).
 */
import { CREATE_ACCOUNT_PATH, cardPage, escapeHtml } from './sign-in-page.ts';
import { CONFIRM_SIGN_UP_PATH, SIGN_UP_LINK_HOURS } from './sign-up-by-mail.ts';

export function renderCheckEmailPage(email: string): string {
  return cardPage(
    'Check your e-mail',
    `<h1>Check your e-mail</h1>
<p class="lead" role="status">We sent a message to <strong>${escapeHtml(email)}</strong>. Please open it and follow the link in it to go on. The link works for ${SIGN_UP_LINK_HOURS} hours.</p>
<p class="lead">If nothing arrives in a few minutes, look in your spam folder, or check the address and try again.</p>
<p class="hint"><a class="secondary-link" href="${CREATE_ACCOUNT_PATH}">Try again</a> <a class="secondary-link" href="/api/login">Sign in</a></p>`,
  );
}

export function renderConfirmSignUpPage(token: string): string {
  return cardPage(
    'Finish creating your account',
    `<h1>Finish creating your account</h1>
<p class="lead">Your e-mail address is confirmed. Choose the button to make your Heirloom account and sign in.</p>
<form method="post" action="${CONFIRM_SIGN_UP_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<div class="actions">
<button type="submit">Finish creating my account</button>
</div>
</form>`,
  );
}

/** A link that cannot make an account any more, or an account that could not be made: what happened and what next. */
export function renderSignUpProblemPage(message: string): string {
  return cardPage(
    'Your account',
    `<h1>Your account</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="hint"><a class="secondary-link" href="/api/login">Sign in</a> <a class="secondary-link" href="${CREATE_ACCOUNT_PATH}">Create an account</a></p>`,
  );
}
