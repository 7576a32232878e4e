/** The page a person sees after opening the link that confirms a new email address. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

export function renderEmailConfirmPage({ email, problem }: { email?: string; problem?: string }) {
  const message = problem
    ? `<p role="alert">${escapeHtml(problem)}</p>`
    : `<p role="status">Your email address is now <strong>${escapeHtml(email ?? '')}</strong>. Please use it the next time you sign in.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${problem ? 'Email not changed' : 'Email changed'} · Heirloom</title>
<style>
  body { font-family: Georgia, serif; font-size: 20px; line-height: 1.5; color: #2b2118; background: #faf6f0;
         margin: 0; padding: 2rem 1.25rem; }
  main { max-width: 34rem; margin: 0 auto; }
  h1 { font-size: 1.75rem; }
  a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 1.25rem; border-radius: 0.5rem;
      background: #7a4a21; color: #fff; text-decoration: none; font-weight: bold; }
  a:focus-visible { outline: 3px solid #2b2118; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<h1>${problem ? 'Your email was not changed' : 'Email changed'}</h1>
${message}
<p><a href="/">Go to Heirloom</a></p>
</main>
</body>
</html>`;
}
