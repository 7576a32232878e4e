/**
 * The local-accounts sign-in page: rendered on the server so it works without
 * JavaScript, with its styles in a separate file because the Content-Security-Policy
 * forbids inline scripts and styles.
 */
import { firstNameOf, possessiveOf } from '#shared/family-words.ts';
import { NAME_MAX_LENGTH } from '#shared/user.ts';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * "What should we call you?", optional, first on the create-account form: without it the family would see an
 * e-mail address where a name belongs (issue 31, N6).
 */
const nameField = (
  name: string,
  problems: FormProblem[],
) => `<label for="name">What should we call you?</label>
<p class="field-hint" id="name-hint">Optional. Your family sees this name when you share your stories, for example Arthur.</p>
<input id="name" name="name" type="text" autocomplete="given-name" maxlength="${NAME_MAX_LENGTH}" value="${escapeHtml(name)}"${fieldState('name', problems, 'name-hint')}>
`;

/** A page of the sign-in family: the brand and `body` on one card, styled by /api/login/styles.css. */
export function cardPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Heirloom</title>
<link rel="stylesheet" href="/api/login/styles.css">
</head>
<body>
<main class="card">
<a class="brand" href="/">Heirloom</a>
${body}
</main>
</body>
</html>`;
}

/** Which form the page shows: signing in to an account, or making a new one. */
export type SignInPageMode = 'signin' | 'signup';

/** A field of the form a problem is about. */
export type SignInField = 'name' | 'email' | 'password';

/** What is wrong with what was sent: about one field, or (field null) about the whole attempt. */
export interface FormProblem {
  field: SignInField | null;
  message: string;
}

export interface SignInPageOptions {
  mode?: SignInPageMode;
  email?: string;
  /** What the person typed as "What should we call you?" on the create-account form. */
  name?: string;
  problems?: FormProblem[];
  allowSignups: boolean;
  /** The invitation the create-account form was opened from: its address is the one to use. */
  invited?: InvitedSignUp & { token: string };
}

/** Who invited the person and which address was invited (issue 31, N14). */
export interface InvitedSignUp {
  ownerName: string;
  email: string;
}

/**
 * Every problem at once, in a box that takes focus when the page loads (the page has no script, so `autofocus`
 * does it) and links to each field it is about, as the GOV.UK error summary does (issue 31, N15).
 */
function problemSummary(problems: FormProblem[]): string {
  if (problems.length === 0) return '';
  const items = problems
    .map(({ field, message }) =>
      field ? `<li><a href="#${field}">${escapeHtml(message)}</a></li>` : `<li>${escapeHtml(message)}</li>`,
    )
    .join('');
  return `<div class="error" role="alert" id="form-error" tabindex="-1" autofocus>
<h2>There is a problem</h2>
<ul>${items}</ul>
</div>`;
}

/** The attributes that tie a field to the summary: invalid, and described by it, beside its own hint. */
function fieldState(field: SignInField, problems: FormProblem[], hint?: string): string {
  const invalid = problems.some((problem) => problem.field === field);
  const describedBy = [problems.length > 0 ? 'form-error' : '', hint ?? ''].filter(Boolean).join(' ');
  return `${invalid ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}`;
}

/** Where the create-account form lives: its own address, so it can be linked to and bookmarked. */
export const CREATE_ACCOUNT_PATH = '/api/login?account=new';

/**
 * Each form has one submit button, so Enter does what the person is filling the form in for: on the sign-in form
 * it signs in, on the create-account form it creates the account. A first visit is never greeted "Welcome back".
 */
export function renderSignInPage({
  mode = 'signin',
  email = '',
  name = '',
  problems = [],
  allowSignups,
  invited,
}: SignInPageOptions): string {
  const signingUp = mode === 'signup' && allowSignups;
  const forInvitation = signingUp ? invited : undefined;
  const otherForm = signingUp
    ? '<p class="hint">Already have an account? <a class="secondary-link" href="/api/login">Sign in</a></p>'
    : allowSignups
      ? `<p class="hint">New here? <a class="secondary-link" href="${CREATE_ACCOUNT_PATH}">Create an account</a></p>`
      : '';
  const heading = signingUp ? 'Create your account' : 'Sign in to Heirloom';
  const lead = forInvitation
    ? `Create an account to see ${escapeHtml(possessiveOf(firstNameOf(forInvitation.ownerName)))} stories. ${escapeHtml(forInvitation.ownerName)} invited ${escapeHtml(forInvitation.email)}, so that is the address to use.`
    : signingUp
      ? 'Make an account to start recording your story. Everything you write stays on this server.'
      : 'Sign in to keep recording your story. Everything you write stays on this server.';
  const passwordHint = signingUp
    ? '<p class="field-hint" id="password-hint">At least 8 characters. A few words you will remember work well.</p>'
    : '';
  // Under the button of the sign-in form, where a person who cannot remember looks next.
  const forgot = signingUp
    ? ''
    : '<p class="hint"><a class="secondary-link" href="/api/login/forgot">Forgot your password?</a></p>';
  const submit = signingUp
    ? '<button type="submit" name="intent" value="signup">Create account</button>'
    : '<button type="submit" name="intent" value="signin">Sign in</button>';
  return cardPage(
    `${problems.length > 0 ? 'Error: ' : ''}${signingUp ? 'Create an account' : 'Sign in'}`,
    `<h1>${heading}</h1>
<p class="lead">${lead}</p>
${problemSummary(problems)}
<form method="post" action="/api/login" novalidate>
${signingUp ? nameField(name, problems) : ''}<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${forInvitation ? ' readonly' : ''}${fieldState('email', problems)}>
${
  forInvitation
    ? `<input type="hidden" name="invitation" value="${escapeHtml(forInvitation.token)}">
`
    : ''
}
<label for="password">Password</label>
${passwordHint}
<input id="password" name="password" type="password" autocomplete="${signingUp ? 'new-password' : 'current-password'}" required minlength="8"${fieldState('password', problems, signingUp ? 'password-hint' : undefined)}>
<div class="actions">
${submit}
</div>
</form>
${forgot}
${otherForm}`,
  );
}

export const signInPageStyles = `
:root { color-scheme: light; --bg: #faf6ef; --card: #ffffff; --ink: #2b2118; --muted: #5c4f43; --primary: #8a4b14; --primary-ink: #ffffff; --line: #d9cbb8; --error-bg: #fdecea; --error: #9b1c1c; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--ink);
  font: 18px/1.6 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif; padding: 1.5rem; }
.card { width: 100%; max-width: 28rem; background: var(--card); border: 1px solid var(--line); border-radius: 1rem; padding: 2rem; box-shadow: 0 10px 30px rgba(60, 40, 20, .08); }
.brand { display: inline-flex; align-items: center; min-height: 48px; font-family: Georgia, "Times New Roman", serif; font-size: 1.5rem; font-weight: 700; color: var(--primary); text-decoration: none; }
h1 { font-family: Georgia, "Times New Roman", serif; font-size: 1.75rem; margin: 1rem 0 .25rem; }
h1, .lead strong { overflow-wrap: anywhere; }
.lead, .hint { color: var(--muted); margin: 0 0 1.25rem; }
.hint { margin-top: 1.25rem; }
.field-hint { color: var(--muted); margin: -.2rem 0 .35rem; }
label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
input { width: 100%; font: inherit; padding: .7rem .85rem; border: 1px solid #8c7a66; border-radius: .6rem; background: #fff; color: var(--ink); }
input:focus-visible, button:focus-visible, .brand:focus-visible { outline: 3px solid #c26d1f; outline-offset: 2px; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
button { font: inherit; font-weight: 600; padding: .7rem 1.25rem; border-radius: .6rem; border: 2px solid var(--primary); background: var(--primary); color: var(--primary-ink); cursor: pointer; min-height: 48px; }
button.secondary { background: #fff; color: var(--primary); }
.button-link { display: inline-flex; align-items: center; min-height: 48px; padding: .7rem 1.25rem; border-radius: .6rem; background: var(--primary); color: var(--primary-ink); font-weight: 600; text-decoration: none; }
.button-link:focus-visible { outline: 3px solid #c26d1f; outline-offset: 2px; }
.secondary-link { display: inline-flex; align-items: center; min-height: 48px; min-width: 44px; padding: 0 .5rem; color: var(--primary); font-weight: 600; }
.secondary-link:focus-visible { outline: 3px solid #c26d1f; outline-offset: 2px; }
.error { background: var(--error-bg); color: var(--error); border-radius: .6rem; padding: .75rem 1rem; font-weight: 600; }
.error h2 { font-size: 1.1rem; margin: 0 0 .35rem; }
.error ul { margin: 0; padding-left: 1.25rem; }
.error a { color: var(--error); }
.error:focus-visible, .error:focus { outline: 3px solid #c26d1f; outline-offset: 2px; }
input[aria-invalid="true"] { border: 2px solid var(--error); }
input[readonly] { background: var(--bg); }
`;

/**
 * Shown when another website sent the browser to /api/logout: nobody is signed
 * out by a link on someone else's page, but the person can still choose to.
 * The button posts to /api/logout, which only accepts requests from Heirloom's own pages.
 */
/**
 * Asked before signing out on a navigation we cannot trust: `another-site` when the browser said another site sent
 * the person here, `unknown` when it said nothing (plain-http addresses get no Sec-Fetch-Site).
 */
export function renderSignOutCheckPage(origin: 'another-site' | 'unknown' = 'another-site'): string {
  const why =
    origin === 'another-site'
      ? 'You are still signed in. Another website sent you here to sign you out of Heirloom, so we did not do it.'
      : 'You are still signed in. We could not tell whether this came from Heirloom itself, so we did not sign you out yet.';
  return cardPage(
    'Sign out?',
    `<h1>Sign out?</h1>
<p class="lead">${why}</p>
<p class="lead">If you do want to sign out, choose <strong>Sign out</strong>.</p>
<form method="post" action="/api/logout">
<div class="actions">
<button type="submit">Sign out</button>
<a class="secondary-link" href="/">Back to Heirloom</a>
</div>
</form>`,
  );
}

/**
 * Shown once, after a first sign-in through the provider whose (verified) email
 * another account already has: the new account was made without it, and the
 * person is told so instead of finding an account with a strange address.
 */
export function renderEmailUsedElsewherePage(email: string): string {
  return cardPage(
    'Welcome',
    `<h1>Welcome to Heirloom</h1>
<p class="lead">You are signed in to a new account. Another account on this server already uses the email ${escapeHtml(email)}, so your new account does not have an email yet.</p>
<p class="lead">If that other account is yours, please ask the person who runs this Heirloom to connect it to your sign-in. You can add an email to your new account later under <strong>Change email</strong>.</p>
<div class="actions">
<a class="button-link" href="/">Continue to Heirloom</a>
</div>`,
  );
}
