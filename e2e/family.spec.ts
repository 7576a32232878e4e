/**
 * The family circle (issue 15), with two browsers: the storyteller (owner) and a family member. The normal e2e
 * server sends no e-mail (other specs rely on that), so the journey that follows the real invitation e-mail starts
 * a real SMTP server and a second app server of its own that sends through it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { linkIn, startSmtpTestServer } from '../server/test/smtp-test-server.ts';
import {
  test as base,
  expect,
  expectNoSeriousA11yViolations,
  gotoWorkspace,
  isPhone,
  signUp,
} from './support/fixtures.ts';
import { createMemory, memoryRow } from './support/memories.ts';
import { e2eClientDirFile } from './support/server-files.ts';

const SHOTS = process.env.FAMILY_SHOTS_DIR;

/** Keeps a picture of a screen at this width when FAMILY_SHOTS_DIR is set (docs/screenshots/family-*.png). */
async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  await page.screenshot({
    path: path.join(SHOTS, `family-${name}-${isPhone(page) ? 'phone' : 'desktop'}.png`),
    fullPage,
  });
}

/** The device of the running project (desktop or Pixel 7), for the second person's browser. */
function deviceOf(info: TestInfo) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  return { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };
}

async function newPerson(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...deviceOf(test.info()), baseURL });
  return { context, page: await context.newPage() };
}

async function setName(page: Page, email: string, firstName: string, lastName: string) {
  const response = await page.request.put('/api/user/profile', {
    data: { firstName, lastName, email, phone: '', birthday: '', language: 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

type Section = 'Dashboard' | 'Memoir Studio' | 'My Memories' | 'Shared with me' | 'Account';

async function openSection(page: Page, label: Section) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: label }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

async function openWorkspace(page: Page, section: Section) {
  await gotoWorkspace(page);
  if (section !== 'Dashboard') await openSection(page, section);
}

async function openLegacyControls(page: Page) {
  await openWorkspace(page, 'Account');
  await page.getByRole('tab', { name: 'Legacy Controls' }).click();
  await expect(page.getByRole('heading', { name: 'Share your legacy' })).toBeVisible();
}

/** Chooses an item of a memory's row menu in My Memories. */
async function chooseRowAction(page: Page, name: string, action: string) {
  await memoryRow(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The release badge on a memory's row in My Memories. */
const releaseBadge = (page: Page, name: string) => memoryRow(page, name).getByTestId('release-badge');

/** Shares a memory with the family from its row in My Memories; its badge then says so. */
async function shareFromRow(page: Page, name: string) {
  await chooseRowAction(page, name, 'Share with family');
  await expect(releaseBadge(page, name)).toHaveText('Shared');
}

/** A released memory as the family sees it in Shared with me. */
const sharedMemoryCard = (page: Page, name: string) =>
  page.getByTestId('shared-memory').filter({ hasText: name });

/**
 * Answers `method` requests to `url` with what the server answered, changed by `edit`: for what this server
 * cannot make happen (a mail server that is down, a recording not transcribed yet).
 */
async function changeAnswers<Body>(page: Page, url: string, method: string, edit: (body: Body) => unknown) {
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, json: edit(await response.json()) });
  });
}

/** Invites through the API (the journeys that test Add Access itself use the form); answers the link's path. */
async function inviteByApi(owner: Page, email: string, role: 'reader' | 'contributor' | 'editor') {
  const response = await owner.request.post('/api/family/members', { data: { email, role } });
  expect(response.status(), await response.text()).toBe(201);
  const sent = (await response.json()) as { inviteLink: string };
  return new URL(sent.inviteLink).pathname;
}

async function acceptByApi(member: Page, invitePath: string) {
  const token = invitePath.split('/').pop();
  const response = await member.request.post('/api/family/invitations/accept', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs the storyteller, Rose Miller, up on the owner's page. */
async function signUpRose(owner: Page) {
  const account = await signUp(owner);
  await setName(owner, account.email, 'Rose', 'Miller');
  return account;
}

interface Invitee {
  role: 'reader' | 'contributor' | 'editor';
  /** The address invited: the invitee signs up with it, as only that address accepts (decision 1518). */
  email: string;
  name?: { first: string; last: string };
}

/** A project "Seasons on the Farm" with one chapter holding these typed memories, made through the API. */
async function projectWithChapter(owner: Page, chapterTitle: string, memoryIds: string[]) {
  const project = await owner.request.post('/api/memoir-projects', {
    data: {
      motivation: 'To share my life and lessons with my family',
      audience: 'For my close family and friends',
      tone: 'A sense of warmth and nostalgia',
      title: 'Seasons on the Farm',
      startingPoint: 'Growing up on a dairy farm.',
    },
  });
  expect(project.status(), await project.text()).toBe(200);
  const { id: projectId } = (await project.json()) as { id: string };
  const chapter = await owner.request.post(`/api/memoir-projects/${projectId}/chapters`, {
    data: { title: chapterTitle },
  });
  const { id: chapterId } = (await chapter.json()) as { id: string };
  const added = await owner.request.post(`/api/memoir-projects/${projectId}/chapters/${chapterId}/memories`, {
    data: { memories: memoryIds.map((id) => ({ kind: 'fragment', id })) },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
}

async function release(owner: Page, kind: 'fragment' | 'file', id: string, state: string, opensOn?: string) {
  const response = await owner.request.put('/api/family/releases', {
    data: { items: [{ kind, id }], state, ...(opensOn ? { opensOn } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const uniqueEmail = (who: string) =>
  `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/** Someone invited in this role, at a fresh address. */
const invitee = (role: Invitee['role'], who: string): Invitee => ({ role, email: uniqueEmail(who) });

/** A contributor with a name, so the owner's screens can say who he is. */
const tomBaker = (): Invitee => ({ ...invitee('contributor', 'tom'), name: { first: 'Tom', last: 'Baker' } });

const test = base.extend<{
  /** The storyteller's page, signed up as Rose Miller. */
  owner: Page;
  /**
   * Rose invites someone by API; they sign up and accept in a browser of their own, then play their part in
   * `story`. Their browser is closed afterwards, whatever happens.
   */
  withMember: (who: Invitee, story: (member: Page) => Promise<void>) => Promise<void>;
}>({
  owner: async ({ page }, use) => {
    await signUpRose(page);
    await use(page);
  },
  withMember: async ({ owner, browser, baseURL }, use) => {
    await use(async (who, story) => {
      const invitePath = await inviteByApi(owner, who.email, who.role);
      const person = await newPerson(browser, baseURL!);
      try {
        const member = person.page;
        await signUp(member, { email: who.email });
        if (who.name) await setName(member, who.email, who.name.first, who.name.last);
        await acceptByApi(member, invitePath);
        await story(member);
      } finally {
        await person.context.close();
      }
    });
  },
});

test.describe('the family circle, with e-mail', () => {
  test.describe.configure({ mode: 'serial' });
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let server: ChildProcess | undefined;
  let mailBaseURL: string;

  test.beforeAll(async () => {
    const info = test.info();
    info.setTimeout(180_000);
    smtp = await startSmtpTestServer();
    const mainPort = process.env.E2E_PORT ?? '4300';
    // A port of its own per project, so desktop and phone can run side by side.
    const port = String(Number(mainPort) + (info.project.name === 'phone' ? 12 : 11));
    mailBaseURL = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(import.meta.dirname, 'support/start-server.ts')], {
      env: {
        ...process.env,
        E2E_PORT: port,
        E2E_CLIENT_DIST_DIR: readFileSync(e2eClientDirFile(mainPort), 'utf8'),
        ...smtp.env,
        // Mailed links start with PUBLIC_URL (decision 538): this server's own address, which the browser opens.
        PUBLIC_URL: mailBaseURL,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<never>((_resolve, reject) =>
      server?.once('exit', (code) => reject(new Error(`the server with e-mail stopped (${code})`))),
    );
    const ready = (async () => {
      for (;;) {
        const up = await fetch(`${mailBaseURL}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (up) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    await Promise.race([ready, exited]);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const stopped = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    await smtp?.close();
  });

  /** Makes an account as a person does where e-mail is set up (decision 543): the form, the mail, its button. */
  async function signUpByMail(page: Page, email: string) {
    await page.goto('/api/login?account=new');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    const mail = await smtp.nextTo(email);
    expect(mail.subject).toBe('Finish creating your Heirloom account');
    await page.goto(linkIn(mail));
    await page.getByRole('button', { name: 'Finish creating my account' }).click();
  }

  test('the owner adds access by keyboard; the invitee follows the e-mail, signs up, accepts, reads only what was released and asks a question the owner sees', {
    tag: '@both-widths',
  }, async ({ browser }) => {
    test.setTimeout(150_000);
    const rose = await newPerson(browser, mailBaseURL);
    const tom = await newPerson(browser, mailBaseURL);
    try {
      const owner = rose.page;
      const roseAccount = { email: uniqueEmail('rose') };
      await signUpByMail(owner, roseAccount.email);
      await expect(owner.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await setName(owner, roseAccount.email, 'Rose', 'Miller');
      await createMemory(owner, { name: 'The farm in summer', text: 'We picked strawberries until dark.' });
      await createMemory(owner, { name: 'My private diary', text: 'Only for me.' });
      await createMemory(owner, { name: 'The argument', text: 'Best forgotten.' });

      // Release one memory and leave another out, from My Memories.
      await openWorkspace(owner, 'My Memories');
      await shareFromRow(owner, 'The farm in summer');
      await chooseRowAction(owner, 'The argument', 'Leave this out');
      await expect(releaseBadge(owner, 'The argument')).toHaveText('Left out');
      await expect(releaseBadge(owner, 'My private diary')).toHaveCount(0);

      // Add Access, by keyboard, with the error paths first.
      await openLegacyControls(owner);
      await expectNoSeriousA11yViolations(owner);
      const email = owner.getByLabel('Share by email');
      await email.focus();
      await owner.keyboard.type('tom@');
      await owner.keyboard.press('Enter');
      await expect(
        owner.getByText('Please enter a valid email address, like name@example.com.'),
      ).toBeVisible();
      await expect(email).toBeFocused();
      await email.fill(roseAccount.email);
      await owner.keyboard.press('Enter');
      await expect(
        owner.getByText(
          'That is your own email address. Please enter the address of the person you want to share with.',
        ),
      ).toBeVisible();
      await expect(email).toBeFocused();
      await expectNoSeriousA11yViolations(owner);

      const tomEmail = uniqueEmail('tom');
      await email.fill(tomEmail);
      await owner.keyboard.press('Tab');
      await expect(owner.getByRole('radio', { name: 'Reader' })).toBeFocused();
      await owner.keyboard.press('ArrowDown');
      await expect(owner.getByRole('radio', { name: 'Contributor' })).toBeChecked();
      await owner.keyboard.press('Tab');
      await expect(owner.getByRole('button', { name: 'Add Access' })).toBeFocused();
      await owner.keyboard.press('Enter');
      await expect(owner.getByText(`We sent an invitation to ${tomEmail}.`)).toBeVisible();
      const listed = owner.getByTestId('family-member').filter({ hasText: tomEmail });
      await expect(listed).toContainText('Invited');
      await expect(listed.getByLabel(/^Role/)).toHaveValue('contributor');
      await shot(owner, 'legacy-controls');

      // The invitee follows the link in the e-mail's text part.
      const mail = await smtp.nextTo(tomEmail);
      expect(mail.subject).toBe('You are invited to read family stories on Heirloom');
      const member = tom.page;
      await member.goto(linkIn(mail));
      await expect(member.getByTestId('invitation-summary')).toHaveText(
        "Rose Miller has invited you to read Rose's stories, as a Contributor.",
      );
      await expect(
        member.getByText(
          'You can read what Rose shares, ask Rose questions, add what you remember and add memories of your own.',
        ),
      ).toBeVisible();
      await expect(member.getByText(tomEmail)).toBeVisible();
      await expectNoSeriousA11yViolations(member);
      await shot(member, 'invitation');

      await member.getByRole('link', { name: 'Create an account' }).click();
      await expect(member.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      // The form holds the invited address and says whose stories it is for (N14).
      await expect(member.getByText("Create an account to see Rose's stories.")).toBeVisible();
      await expect(member.getByLabel('Email')).toHaveValue(tomEmail);
      await expect(member.getByLabel('Email')).not.toBeEditable();
      await expectNoSeriousA11yViolations(member);
      await member.getByLabel('What should we call you?').fill('Tom');
      await member.getByLabel('Password').fill('a long enough password');
      await member.getByRole('button', { name: 'Create account' }).click();
      // Where e-mail is set up, the account is made from a mailed link (decision 543): the page says where to look.
      await expect(member.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
      await expect(member.getByText(tomEmail)).toBeVisible();
      await expectNoSeriousA11yViolations(member);
      await shot(member, 'check-your-email');
      const finish = await smtp.nextTo(tomEmail);
      expect(finish.subject).toBe('Finish creating your Heirloom account');
      await member.goto(linkIn(finish));
      await expect(member.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
      await expectNoSeriousA11yViolations(member);
      await member.getByRole('button', { name: 'Finish creating my account' }).click();
      // Back on the invitation, signed in.
      const accept = member.getByRole('button', { name: 'Accept the invitation' });
      await expect(accept).toBeVisible();
      await expectNoSeriousA11yViolations(member);
      await setName(member, tomEmail, 'Tom', 'Baker');
      await accept.click();

      // The workspace opens on Shared with me: only the released memory.
      await expect(member.getByRole('heading', { name: 'Shared with me', level: 1 })).toBeVisible();
      await expect(member.getByRole('heading', { name: "Rose Miller's stories" })).toBeVisible();
      await expect(member.getByRole('heading', { name: 'The farm in summer' })).toBeVisible();
      await expect(member.getByText('We picked strawberries until dark.')).toBeVisible();
      await expect(member.getByText('My private diary')).toHaveCount(0);
      await expect(member.getByText('The argument')).toHaveCount(0);
      await expectNoSeriousA11yViolations(member);

      // A contributor asks a question.
      const question = member.getByLabel('Your question');
      await member.getByRole('button', { name: 'Send my question' }).click();
      await expect(member.getByText('Please write your question.')).toBeVisible();
      await expect(question).toBeFocused();
      await question.fill('What was your first job like?');
      await member.getByRole('button', { name: 'Send my question' }).click();
      await expect(member.getByText('Your question was sent to Rose.')).toBeVisible();
      await expect(member.getByTestId('my-question')).toContainText('What was your first job like?');
      await expect(member.getByTestId('my-question')).toContainText('Not answered yet.');
      await shot(member, 'shared-with-me');

      // The owner's Dashboard shows it with the asker's name.
      await openWorkspace(owner, 'Dashboard');
      const asked = owner.getByTestId('family-question');
      await expect(asked).toContainText('Tom Baker asks:');
      await expect(asked).toContainText('What was your first job like?');
      await expectNoSeriousA11yViolations(owner);
      await asked.scrollIntoViewIfNeeded();
      await shot(owner, 'dashboard-questions', false);
      await asked.getByRole('button', { name: "Answer Tom's question" }).click();
      const dialog = owner.getByRole('dialog', { name: 'Add Memory' });
      await expect(dialog.getByTestId('question-being-answered')).toContainText(
        'What was your first job like?',
      );
    } finally {
      await rose.context.close();
      await tom.context.close();
    }
  });
});

test.describe('the family circle', () => {
  test('without e-mail the link is shown to copy; after Remove, the member no longer sees the storyteller', async ({
    owner,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const memory = await createMemory(owner, { name: 'Our wedding', text: 'It rained all day.' });
    await release(owner, 'fragment', memory.id, 'released');

    await openLegacyControls(owner);
    const annEmail = uniqueEmail('ann');
    await owner.getByLabel('Share by email').fill(annEmail);
    await owner.getByRole('button', { name: 'Add Access' }).click();
    await expect(
      owner.getByText('E-mail is not set up on this server. Copy this link and send it to them yourself.'),
    ).toBeVisible();
    const linkField = owner.getByLabel(`Invitation link for ${annEmail}`);
    await expect(linkField).toHaveAttribute('readonly', '');
    const firstLink = new URL(await linkField.inputValue());
    expect(firstLink.pathname).toMatch(/^\/invite\/[A-Za-z0-9_-]{32,64}$/);
    await expect(owner.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expectNoSeriousA11yViolations(owner);

    // Sending the invitation again makes a new link; the old one stops working.
    const invited = owner.getByTestId('family-member').filter({ hasText: annEmail });
    await invited.getByRole('button', { name: 'Send the invitation again' }).click();
    const newField = owner.getByLabel(`Invitation link for ${annEmail}`).last();
    await expect(newField).not.toHaveValue(firstLink.href);
    const link = new URL(await newField.inputValue());
    await invited.getByLabel(/^Role/).selectOption('contributor');
    await expect(owner.getByText(`${annEmail} is now a Contributor.`)).toBeVisible();
    await invited.getByLabel(/^Role/).selectOption('reader');
    await expect(owner.getByText(`${annEmail} is now a Reader.`)).toBeVisible();

    const ann = await newPerson(browser, baseURL!);
    try {
      const member = ann.page;
      await signUp(member, { email: annEmail });
      await setName(member, annEmail, 'Ann', 'Lee');
      await member.goto(firstLink.pathname);
      await expect(member.getByRole('heading', { name: 'This invitation no longer works' })).toBeVisible();
      await member.goto(link.pathname);
      await member.getByRole('button', { name: 'Accept the invitation' }).click();
      await expect(member.getByRole('heading', { name: 'Our wedding' })).toBeVisible();
      // A reader reads, and is offered nothing that would be refused.
      await expect(member.getByRole('button', { name: 'Add what you remember' })).toHaveCount(0);
      await expect(member.getByLabel('Your question')).toHaveCount(0);

      // The ended link says so.
      await member.goto(link.pathname);
      await expect(
        member.getByText(
          'This invitation has ended or was already used. Please ask the person who shared with you to send a new one.',
        ),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(member);

      // The owner sees Ann as active and removes her, after a question.
      await openLegacyControls(owner);
      const row = owner.getByTestId('family-member').filter({ hasText: 'Ann Lee' });
      await expect(row).toContainText('Active');
      await row.getByRole('button', { name: 'Remove Ann Lee' }).click();
      const confirm = owner.getByRole('alertdialog', { name: "Remove Ann Lee's access?" });
      await expect(confirm).toContainText('They will no longer see your stories.');
      await expectNoSeriousA11yViolations(owner, { include: '[role="alertdialog"]' });
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(owner.getByText('Ann Lee no longer has access.')).toBeVisible();
      await expect(owner.getByText('Nobody has access yet. Only you can see your memories.')).toBeVisible();

      await openWorkspace(member, 'Shared with me');
      await expect(member.getByText('Nobody shares their stories with you yet')).toBeVisible();
      await expect(member.getByText('Our wedding')).toHaveCount(0);
    } finally {
      await ann.context.close();
    }
  });

  test('an invitation opened by an account with another address says what to do and offers no Accept', async ({
    owner,
    browser,
    baseURL,
  }) => {
    const grandson = uniqueEmail('grandson');
    const invitePath = await inviteByApi(owner, grandson, 'editor');
    const other = await newPerson(browser, baseURL!);
    try {
      const page = other.page;
      const account = await signUp(page);
      await page.goto(invitePath);
      await expect(
        page.getByRole('heading', { name: 'This invitation is for another address' }),
      ).toBeVisible();
      await expect(page.getByText(`You are signed in as ${account.email}.`)).toBeVisible();
      await expect(
        page.getByText(
          `This invitation was sent to ${grandson}. Please sign out, then sign in or create an account with ${grandson} to accept it. Or ask Rose to invite the address you are signed in with.`,
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: `Sign out and use ${grandson}` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Accept the invitation' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      // The server refuses it too, and the link keeps working for the person it was sent to.
      const token = invitePath.split('/').pop();
      const refused = await page.request.post('/api/family/invitations/accept', { data: { token } });
      expect(refused.status()).toBe(403);
      await openLegacyControls(owner);
      await expect(owner.getByTestId('family-member').filter({ hasText: grandson })).toContainText('Invited');
    } finally {
      await other.context.close();
    }
  });

  test('when e-mail is set up but sending failed, the page says so and offers the link, never "not set up"', async ({
    owner,
  }) => {
    await openLegacyControls(owner);
    // This server has no e-mail; the answer is made to say what a server whose mail server is down answers.
    await changeAnswers<object>(owner, '**/api/family/members', 'POST', (body) => ({
      ...body,
      delivery: 'could-not-send',
    }));
    const email = uniqueEmail('bea');
    await owner.getByLabel('Share by email').fill(email);
    await owner.getByRole('button', { name: 'Add Access' }).click();
    await expect(
      owner.getByText(
        'The e-mail could not be sent just now. Copy this link and send it to them yourself, or try again later.',
      ),
    ).toBeVisible();
    await expect(owner.getByText(/E-mail is not set up/)).toHaveCount(0);
    await expect(owner.getByLabel(`Invitation link for ${email}`)).toHaveValue(/\/invite\//);
    await expectNoSeriousA11yViolations(owner);
    await shot(owner, 'invitation-not-sent', false);
  });

  test('a recording whose words are not checked yet shows the family the sentence instead of words', async ({
    owner,
    withMember,
  }) => {
    const memory = await createMemory(owner, { name: 'Singing in the kitchen', text: 'Typed words.' });
    await release(owner, 'fragment', memory.id, 'released');
    const sentence = 'The words of this recording have not been checked yet. Listen to it above.';
    await withMember(invitee('reader', 'una'), async (una) => {
      // What the server answers for an unchecked recording (server/src/modules/shared-with-me/unchecked-transcripts.test.ts).
      await changeAnswers<{ memories: { id: string }[] }>(una, '**/api/shared-with-me/*', 'GET', (body) => ({
        ...body,
        memories: body.memories.map((m) =>
          m.id === memory.id
            ? {
                ...m,
                text: '',
                wordsNote: sentence,
                source: 'Recording',
                audioUrl: '/recording-not-played.wav',
              }
            : m,
        ),
      }));
      await openWorkspace(una, 'Shared with me');
      const card = sharedMemoryCard(una, 'Singing in the kitchen');
      await expect(card.getByText(sentence)).toBeVisible();
      await expect(card.getByLabel('Recording of “Singing in the kitchen”')).toBeVisible();
      await expect(card.getByText('No words written down for this one.')).toHaveCount(0);
      await expectNoSeriousA11yViolations(una);
      await shot(una, 'unchecked-recording', false);
    });
  });

  test('a release on a later date shows the family only that something opens on that day', async ({
    owner,
    withMember,
  }) => {
    test.setTimeout(90_000);
    await createMemory(owner, { name: 'A letter for later', text: 'To be read when you are grown.' });
    await createMemory(owner, { name: 'The seaside', text: 'Donkeys on the sand.' });

    await openWorkspace(owner, 'My Memories');
    await shareFromRow(owner, 'The seaside');
    await chooseRowAction(owner, 'A letter for later', 'Share on a date…');
    const dialog = owner.getByRole('dialog', { name: 'Share on a later date' });
    await dialog.getByRole('button', { name: 'Share on this day' }).click();
    await expect(
      dialog.getByText('Please give the day, month and year as numbers, for example 1 6 2030.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Day')).toBeFocused();
    await dialog.getByLabel('Day').fill('1');
    await dialog.getByLabel('Month').fill('6');
    await dialog.getByLabel('Year').fill('2030');
    await expectNoSeriousA11yViolations(owner, { include: '[role="dialog"]' });
    await shot(owner, 'share-on-a-date', false);
    await dialog.getByRole('button', { name: 'Share on this day' }).click();
    await expect(dialog).toBeHidden();
    await expect(releaseBadge(owner, 'A letter for later')).toHaveText('Opens on 1 June 2030');
    await expect(owner.getByTestId('toast')).toBeVisible();
    await owner.getByRole('button', { name: 'Dismiss notification' }).click();
    await shot(owner, 'my-memories-badges', false);

    await withMember(invitee('reader', 'sam'), async (sam) => {
      await openWorkspace(sam, 'Shared with me');
      await expect(sam.getByRole('heading', { name: 'The seaside' })).toBeVisible();
      await expect(sam.getByRole('heading', { name: 'Opens later' })).toBeVisible();
      await expect(sam.getByText('1 memory opens on 1 June 2030')).toBeVisible();
      await expect(sam.getByText('A letter for later')).toHaveCount(0);
      await expect(sam.getByText('To be read when you are grown.')).toHaveCount(0);
    });
  });

  test('a contributor adds what they remember, kept apart; the owner sees it in Memory Details', async ({
    owner,
    withMember,
  }) => {
    test.setTimeout(90_000);
    const memory = await createMemory(owner, { name: 'The big snow', text: 'We were snowed in for a week.' });
    await release(owner, 'fragment', memory.id, 'released');

    await withMember(tomBaker(), async (member) => {
      await openWorkspace(member, 'Shared with me');
      const card = sharedMemoryCard(member, 'The big snow');
      await card.getByRole('button', { name: 'Add what you remember' }).click();
      const box = card.getByLabel('What you remember about “The big snow”');
      await expect(box).toBeFocused();
      await card.getByRole('button', { name: 'Save what I remember' }).click();
      await expect(card.getByText('Please write what you remember.')).toBeVisible();
      await expect(box).toBeFocused();
      await box.fill('It was ten days, and we built an igloo.');
      await expectNoSeriousA11yViolations(member);
      await card.getByRole('button', { name: 'Save what I remember' }).focus();
      await member.keyboard.press('Enter');
      // The form goes away; focus goes to the words that say it is kept, not to the page.
      await expect(
        card.getByText("Thank you. What you remember is kept beside Rose's memory."),
      ).toBeFocused();
      await expect(card.getByTestId('perspective')).toContainText('You added:');
      await expect(card.getByTestId('perspective')).toContainText('It was ten days, and we built an igloo.');
      // The memory itself is as Rose told it.
      await expect(card.getByText('We were snowed in for a week.')).toBeVisible();
      // A contributor does not fill in when, where and who.
      await expect(member.getByRole('button', { name: 'Fill in when, where and who' })).toHaveCount(0);

      await openWorkspace(owner, 'My Memories');
      await chooseRowAction(owner, 'The big snow', 'View Memory');
      const details = owner.getByRole('dialog', { name: 'Memory Details' });
      const theirs = details.getByTestId('family-perspectives');
      await expect(theirs.getByRole('heading', { name: 'What your family remembers' })).toBeVisible();
      // A detail added, said as one: by the first name, never the e-mail address when there is a name.
      await expect(theirs.getByText('Tom adds:', { exact: true })).toBeVisible();
      await expect(theirs).not.toContainText('remembers it differently');
      await expect(theirs).toContainText('It was ten days, and we built an igloo.');
      await expect(details.getByTestId('memory-full-text')).toHaveText('We were snowed in for a week.');
      await expectNoSeriousA11yViolations(owner);
    });
  });
});

test.describe('the family circle, answers and helpers', () => {
  test('the owner answers a family question in a new memory; once it is shared, the asker reads the answer', async ({
    owner,
    withMember,
  }) => {
    test.setTimeout(90_000);
    await withMember(tomBaker(), async (member) => {
      const owners = (await (await member.request.get('/api/shared-with-me')).json()) as {
        storytellers: { ownerId: string }[];
      };
      const ownerId = owners.storytellers[0]!.ownerId;
      const asked = await member.request.post(`/api/shared-with-me/${ownerId}/questions`, {
        data: { text: 'Where did you meet Grandad?' },
      });
      expect(asked.status(), await asked.text()).toBe(201);

      await openWorkspace(owner, 'Dashboard');
      const question = owner.getByTestId('family-question');
      await expect(question).toContainText('Tom Baker asks:');
      await question.getByRole('button', { name: "Answer Tom's question" }).click();
      const dialog = owner.getByRole('dialog', { name: 'Add Memory' });
      await expect(dialog.getByTestId('question-being-answered')).toContainText(
        'Where did you meet Grandad?',
      );
      await dialog.getByLabel('Memory name').fill('Meeting Grandad');
      await dialog.getByLabel('Your memory').fill('At the dance hall in 1962.');
      await dialog.getByRole('button', { name: 'Create Memory' }).click();
      await owner
        .getByRole('dialog', { name: 'Memory DNA' })
        .getByRole('button', { name: 'Skip for Now' })
        .click();
      await expect(owner.getByTestId('toast')).toContainText(
        'Tom will see it once you share this memory with your family.',
      );
      await expect(owner.getByTestId('family-question')).toHaveCount(0);

      await openSection(owner, 'My Memories');
      await shareFromRow(owner, 'Meeting Grandad');

      await openWorkspace(member, 'Shared with me');
      const mine = member.getByTestId('my-question');
      await expect(mine).toContainText('Where did you meet Grandad?');
      await expect(mine).toContainText("Rose's answer: Meeting Grandad");
      await expect(mine).toContainText('At the dance hall in 1962.');
    });
  });

  test('an editor fills in when, where and who of a shared memory; Release everything so far says how many', async ({
    owner,
    withMember,
  }) => {
    test.setTimeout(90_000);
    await createMemory(owner, { name: 'The new house', text: 'We moved in the spring.' });
    await createMemory(owner, { name: 'The old car', text: 'It never started in winter.' });

    await openLegacyControls(owner);
    await owner.getByRole('button', { name: 'Release everything so far' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share everything so far?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(owner, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Share everything now' }).click();
    await expect(owner.getByText('2 memories, chapters and books are now shared.')).toBeVisible();

    await withMember(invitee('editor', 'eve'), async (member) => {
      await openWorkspace(member, 'Shared with me');
      const card = sharedMemoryCard(member, 'The new house');
      await card.getByRole('button', { name: 'Fill in when, where and who' }).click();
      await expect(card.getByLabel('When did it happen?')).toBeFocused();
      await card.getByLabel('When did it happen?').fill('Spring 1971');
      await card.getByLabel('Where did it happen?').fill('Leeds');
      await expectNoSeriousA11yViolations(member);
      await card.getByRole('button', { name: 'Save when, where and who' }).click();
      await expect(card.getByText('When, where and who are saved.')).toBeFocused();
      await expect(card.getByText('When: Spring 1971')).toBeVisible();
      await expect(card.getByText('Where: Leeds')).toBeVisible();
      await expect(member.getByLabel('Your question')).toBeVisible();
    });
  });
});

test('sharing a chapter from the studio shares it and its memories; the family reads it in place', async ({
  owner,
  withMember,
}) => {
  test.setTimeout(90_000);
  const memory = await createMemory(owner, { name: 'Milking at dawn', text: 'The cows knew my voice.' });
  await projectWithChapter(owner, 'Early Years', [memory.id]);

  await openWorkspace(owner, 'Dashboard');
  await openSection(owner, 'Memoir Studio');
  await owner.getByRole('button', { name: 'Continue Seasons on the Farm' }).click();
  await owner.getByRole('button', { name: 'Share chapter 1' }).click();
  await owner.getByRole('menuitem', { name: 'Share this chapter' }).click();
  await expect(owner.getByTestId('toast')).toContainText('“Early Years” is now shared with your family.');
  await shot(owner, 'studio-chapter-shared', false);

  await withMember(invitee('reader', 'amy'), async (member) => {
    await openWorkspace(member, 'Shared with me');
    await expect(member.getByRole('heading', { name: 'Milking at dawn' })).toBeVisible();
    await member.getByRole('button', { name: 'Read the chapter' }).click();
    const chapter = member.getByTestId('shared-chapter').filter({ hasText: 'Early Years' });
    await expect(chapter.getByText('The cows knew my voice.')).toBeVisible();
    await shot(member, 'shared-chapter');
    await expectNoSeriousA11yViolations(member);
  });
});

test('sharing a chapter whose memory opens later says when the family will see it (N3)', async ({
  owner,
  withMember,
}) => {
  test.setTimeout(90_000);
  const seaWall = await createMemory(owner, {
    name: 'Blackpool sea wall, 1947',
    text: 'The wind off the sea.',
  });
  const tram = await createMemory(owner, { name: 'The tram to school', text: 'It clanged at every stop.' });
  await projectWithChapter(owner, 'A Childhood in the 1940s', [tram.id, seaWall.id]);

  // As the review did it: the memory is shared on a later date from My Memories, then the chapter from the studio.
  await openWorkspace(owner, 'My Memories');
  await chooseRowAction(owner, 'Blackpool sea wall, 1947', 'Share on a date…');
  const dialog = owner.getByRole('dialog', { name: 'Share on a later date' });
  await dialog.getByLabel('Day').fill('25');
  await dialog.getByLabel('Month').fill('12');
  await dialog.getByLabel('Year').fill('2030');
  await dialog.getByRole('button', { name: 'Share on this day' }).click();
  await expect(releaseBadge(owner, 'Blackpool sea wall, 1947')).toHaveText('Opens on 25 December 2030');
  await owner.getByRole('button', { name: 'Dismiss notification' }).click();

  await openSection(owner, 'Memoir Studio');
  await owner.getByRole('button', { name: 'Continue Seasons on the Farm' }).click();
  const share = owner.getByRole('button', { name: 'Share chapter 1' });
  await share.focus();
  await owner.keyboard.press('Enter');
  await owner.getByRole('menuitem', { name: 'Share this chapter' }).click();
  await expect(owner.getByTestId('toast')).toContainText(
    '“A Childhood in the 1940s” opens on 25 December 2030 for your family, when “Blackpool sea wall, 1947” does.',
  );
  const chapterRow = owner
    .getByRole('listitem')
    .filter({ has: owner.getByRole('button', { name: /^Chapter 1: / }) });
  await expect(chapterRow.getByTestId('release-badge')).toHaveText('Opens on 25 December 2030');
  await expectNoSeriousA11yViolations(owner);
  await shot(owner, 'studio-chapter-opens-later', false);

  await withMember(invitee('reader', 'ruth'), async (member) => {
    await openWorkspace(member, 'Shared with me');
    await expect(member.getByRole('heading', { name: 'The tram to school' })).toBeVisible();
    await expect(member.getByText('1 memory opens on 25 December 2030')).toBeVisible();
    await expect(member.getByText('A Childhood in the 1940s')).toHaveCount(0);
  });
});

test.describe("the family circle, a contributor's own memories", () => {
  test('a contributor adds a memory of their own by keyboard; the owner sees who added it and decides when the family sees it', async ({
    owner,
    withMember,
  }) => {
    test.setTimeout(120_000);

    await withMember(tomBaker(), async (member) => {
      await openWorkspace(member, 'Shared with me');
      const form = member.getByRole('region', { name: 'Add a memory of your own' });
      await expect(form).toBeVisible();
      const name = form.getByLabel('Give it a name');
      await name.focus();
      // Sent empty: the sentence says what is missing, and the focus stays where it can be mended.
      await member.keyboard.press('Enter');
      await expect(form.getByText('Please give the memory a name.')).toBeVisible();
      await expect(name).toBeFocused();
      await member.keyboard.type('Grandpa at the lake');
      await member.keyboard.press('Tab');
      await expect(form.getByLabel('Your memory')).toBeFocused();
      await member.keyboard.type(
        'In the summer of 1965 Grandpa took me fishing at the lake. He caught nothing.',
      );
      await member.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: 'Add my memory' })).toBeFocused();
      await member.keyboard.press('Enter');
      await expect(
        form.getByText("Your memory was added to Rose's collection. It waits for Rose to share it."),
      ).toBeVisible();
      await expect(name).toHaveValue('');

      const added = member.getByTestId('added-memory').filter({ hasText: 'Grandpa at the lake' });
      await expect(added).toContainText('Waiting for Rose to share it');
      await expect(added.getByRole('button', { name: 'Remove "Grandpa at the lake"' })).toBeVisible();
      await expectNoSeriousA11yViolations(member);
      await added.scrollIntoViewIfNeeded();
      await shot(member, 'contributed-added');

      // A second one, sent too soon, is taken back before Rose shares it.
      await name.fill('A mistake');
      await form.getByLabel('Your memory').fill('Sent too soon.');
      await form.getByRole('button', { name: 'Add my memory' }).click();
      const mistake = member.getByTestId('added-memory').filter({ hasText: 'A mistake' });
      await mistake.getByRole('button', { name: 'Remove "A mistake"' }).click();
      const confirm = member.getByRole('alertdialog', { name: 'Remove this memory?' });
      await expect(confirm).toContainText(`"A mistake" will be taken out of Rose's collection.`);
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(mistake).toHaveCount(0);
      await expect(member.getByText('"A mistake" was removed.')).toBeVisible();

      // The owner sees it in My Memories, marked with who added it, and in Memory Details.
      await openWorkspace(owner, 'My Memories');
      const row = memoryRow(owner, 'Grandpa at the lake');
      await expect(row).toContainText('Added by Tom Baker');
      await expect(memoryRow(owner, 'A mistake')).toHaveCount(0);
      await row.scrollIntoViewIfNeeded();
      await shot(owner, 'contributed-my-memories', false);
      await chooseRowAction(owner, 'Grandpa at the lake', 'View Memory');
      const details = owner.getByRole('dialog', { name: 'Memory Details' });
      await expect(details).toContainText('by Tom Baker');
      await expect(details.getByTestId('memory-full-text')).toContainText('Grandpa took me fishing');
      await expectNoSeriousA11yViolations(owner, { include: '[role="dialog"]' });
      await shot(owner, 'contributed-details', false);
      await owner.keyboard.press('Escape');

      // Once the owner shares it, its author reads it as shared and can no longer take it back.
      await shareFromRow(owner, 'Grandpa at the lake');
      await openWorkspace(member, 'Shared with me');
      await expect(added).toContainText('Shared with the family');
      await expect(added.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
      await expect(sharedMemoryCard(member, 'Grandpa at the lake')).toBeVisible();
    });
  });
});

test.describe("an editor checks the storyteller's words for the book (decision 1528)", () => {
  test('the editor uses one clean copy, edits another and keeps her words in a third, by keyboard; a stale choice is refused; she sees who checked them', {
    tag: '@both-widths',
  }, async ({ owner, withMember }) => {
    test.setTimeout(120_000);
    const memories = {
      cows: await createMemory(owner, { name: 'The cows', text: 'um we kept six cows on the farm' }),
      eggs: await createMemory(owner, { name: 'The eggs', text: 'uh i sold eggs on saturdays' }),
      bees: await createMemory(owner, { name: 'The bees', text: 'you know i kept bees by the orchard' }),
    };
    for (const memory of Object.values(memories)) await release(owner, 'fragment', memory.id, 'released');
    const ruth: Invitee = { ...invitee('editor', 'ruth'), name: { first: 'Ruth', last: 'Baker' } };

    await withMember(ruth, async (member) => {
      await openWorkspace(member, 'Shared with me');
      /** Opens a card's review by keyboard; focus stays on the button, which says the review is open. */
      const openReview = async (name: string) => {
        const card = sharedMemoryCard(member, name);
        const check = card.getByRole('button', { name: 'Check the words for the book' });
        await check.focus();
        await member.keyboard.press('Enter');
        await expect(check).toHaveAttribute('aria-expanded', 'true');
        await expect(card.getByTestId('clean-copy-choice')).toHaveText(
          'The book will use the clean copy. Nobody has checked it yet.',
        );
        return card;
      };

      // The clean copy, as it is.
      const cows = await openReview('The cows');
      await expect(cows.getByRole('region', { name: "Rose's words" })).toContainText('removed: um');
      const clean = cows.getByRole('region', { name: 'Clean copy for the book' });
      await expect(clean).toContainText('six cows on the farm');
      await expect(clean).not.toContainText(/\bum\b/);
      // From the button, Tab goes through both sides (each scrolls by keyboard) to the choices.
      await cows.getByRole('button', { name: 'Check the words for the book' }).press('Tab');
      await expect(cows.getByRole('region', { name: "Rose's words" })).toBeFocused();
      await member.keyboard.press('Tab');
      await expect(clean).toBeFocused();
      await member.keyboard.press('Tab');
      const use = cows.getByRole('button', { name: 'Use the clean copy' });
      await expect(use).toBeFocused();
      await member.keyboard.press('Enter');
      await expect(cows.getByTestId('clean-copy-choice')).toHaveText('The book will use the clean copy.');
      await expect(use).toBeFocused();
      await expectNoSeriousA11yViolations(member);
      await cows.getByRole('button', { name: "Keep Rose's exact words" }).scrollIntoViewIfNeeded();
      await shot(member, 'editor-clean-copy', false);

      // Her edit of another.
      const eggs = await openReview('The eggs');
      const edit = eggs.getByRole('button', { name: 'Edit the clean copy' });
      await edit.focus();
      await member.keyboard.press('Enter');
      const box = eggs.getByRole('textbox', { name: /Change the clean copy as you like/ });
      await expect(box).toBeFocused();
      await box.fill('I sold brown eggs on Saturdays.');
      await member.keyboard.press('Tab');
      await expect(eggs.getByRole('button', { name: 'Save my edit' })).toBeFocused();
      await member.keyboard.press('Enter');
      await expect(eggs.getByTestId('clean-copy-choice')).toHaveText(
        'The book will use your edit of the clean copy.',
      );
      await expect(eggs.getByTestId('clean-copy-edit')).toHaveText('I sold brown eggs on Saturdays.');
      await expect(edit).toBeFocused();

      // Rose's exact words in the third.
      const bees = await openReview('The bees');
      const keep = bees.getByRole('button', { name: "Keep Rose's exact words" });
      await keep.focus();
      await member.keyboard.press('Enter');
      await expect(bees.getByTestId('clean-copy-choice')).toHaveText("The book will use Rose's exact words.");
      await expect(keep).toBeFocused();
      await expectNoSeriousA11yViolations(member);

      // Rose, in her own window, keeps her words for the cows while Ruth's still shows the copy she used: Ruth's
      // next choice there is refused, not saved over Rose's, and her window shows Rose's choice.
      const roses = (await (
        await owner.request.get(`/api/clean-copies/fragment/${memories.cows.id}`)
      ).json()) as {
        version: number;
      };
      const kept = await owner.request.put(`/api/clean-copies/fragment/${memories.cows.id}`, {
        data: { choice: 'own-words', version: roses.version },
      });
      expect(kept.status(), await kept.text()).toBe(200);
      await use.focus();
      await member.keyboard.press('Enter');
      await expect(cows.getByTestId('form-failure')).toContainText('please choose again');
      await expect(cows.getByTestId('clean-copy-choice')).toHaveText("The book will use Rose's exact words.");
      await expect(cows.getByTestId('clean-copy-checked-by')).toHaveText('Checked by Rose.');
    });

    // Rose sees Ruth's choices in her own review, each saying who checked it.
    await openWorkspace(owner, 'My Memories');
    const expectReview = async (name: string, choice: string, checkedByRuth = true) => {
      await chooseRowAction(owner, name, 'View Memory');
      const dialog = owner.getByRole('dialog', { name: 'Memory Details' });
      await dialog.getByRole('tab', { name: 'For the book' }).click();
      await expect(dialog.getByTestId('clean-copy-choice')).toHaveText(choice);
      const checkedBy = dialog.getByTestId('clean-copy-checked-by');
      if (checkedByRuth) await expect(checkedBy).toHaveText('Checked by Ruth.');
      else await expect(checkedBy).toHaveCount(0);
      return dialog;
    };
    const eggs = await expectReview('The eggs', "The book will use Ruth's edit of the clean copy.");
    await expect(eggs.getByTestId('clean-copy-edit')).toHaveText('I sold brown eggs on Saturdays.');
    await expect(eggs.getByRole('heading', { name: "Ruth's edit, used for the book" })).toBeVisible();
    await expectNoSeriousA11yViolations(owner, { include: '[role="dialog"]' });
    await shot(owner, 'storyteller-sees-editor-check', false);
    await owner.keyboard.press('Escape');
    await expect(eggs).toBeHidden();
    await expectReview('The bees', 'The book will use your exact words.');
    await owner.keyboard.press('Escape');
    // Her own choice, the last one made, is what the book uses; nobody else is named.
    await expectReview('The cows', 'The book will use your exact words.', false);
  });
});

test.describe('a home for everyone (decision 1524)', () => {
  test('a family member who holds nothing of their own comes back to Shared with me; Tell your own story is offered', {
    tag: '@both-widths',
  }, async ({ owner, withMember }) => {
    test.setTimeout(90_000);
    const memory = await createMemory(owner, { name: 'The mill', text: 'Forty years at the mill.' });
    await release(owner, 'fragment', memory.id, 'released');

    await withMember(invitee('reader', 'ruth'), async (ruth) => {
      // Her next visit: she opens Heirloom again, in a new tab of the browser that keeps her signed in.
      const nextVisit = await ruth.context().newPage();
      await gotoWorkspace(nextVisit);
      await expect(nextVisit.getByRole('heading', { name: 'Shared with me', level: 1 })).toBeVisible();
      await expect(sharedMemoryCard(nextVisit, 'The mill')).toBeVisible();
      await expect(nextVisit).toHaveTitle('Shared with me · Heirloom');
      await expect(nextVisit.getByRole('heading', { name: "Today's question" })).toHaveCount(0);
      await expectNoSeriousA11yViolations(nextVisit);
      await shot(nextVisit, 'member-next-visit', false);
      // Focus starts where every screen's does: the first Tab reaches Skip to content.
      await nextVisit.keyboard.press('Tab');
      await expect(nextVisit.getByRole('link', { name: 'Skip to content' })).toBeFocused();

      // Offered, not imposed: by keyboard, it opens her own Dashboard and announces it.
      await nextVisit.getByRole('button', { name: 'Tell your own story' }).focus();
      await nextVisit.keyboard.press('Enter');
      await expect(nextVisit.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeFocused();
      await expect(nextVisit.getByRole('heading', { name: "Today's question" })).toBeVisible();
      await openSection(nextVisit, 'Shared with me');
      await expect(sharedMemoryCard(nextVisit, 'The mill')).toBeVisible();

      // Once she keeps a memory of her own, she is a storyteller too: the app opens on her Dashboard, as it
      // always has, and the offer is gone.
      await createMemory(nextVisit, { name: 'My first day at school', text: 'I cried at the gate.' });
      await gotoWorkspace(nextVisit);
      await expect(nextVisit.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await openSection(nextVisit, 'Shared with me');
      await expect(sharedMemoryCard(nextVisit, 'The mill')).toBeVisible();
      await expect(nextVisit.getByRole('button', { name: 'Tell your own story' })).toHaveCount(0);
    });

    // The storyteller holds memories of her own: her Dashboard, as before.
    await gotoWorkspace(owner);
    await expect(owner.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});

test.describe('the family sees only what was checked (decision 811)', () => {
  test('Release everything so far names the spoken answers it will not show in words and what was left out; checking the words takes one out', {
    tag: '@both-widths',
  }, async ({ owner }) => {
    test.setTimeout(90_000);
    const { withServerDatabase } = await import('./support/server-database.ts');
    const { email } = (await (await owner.request.get('/api/auth/user')).json()) as { email: string };
    // A finished interview with one spoken answer, as the recogniser left it: garbled and not checked.
    await withServerDatabase(async ({ pool }) => {
      await pool.query(
        `with s as (insert into interview_sessions (user_id, person, topics, status)
           select id, 'Rose', '{Childhood}', 'finished' from users where email = $1 returning id, user_id)
         insert into interview_answers (session_id, user_id, position, question, question_key, text,
             storage_key, mime_type, size_bytes, words_checked)
           select s.id, s.user_id, 0, 'Tell me about your earliest memory.', 'topic:childhood:1',
             'op''s party honest when it would not stop on michael', s.user_id || '/answer.webm', 'audio/webm', 4,
             false
           from s`,
        [email],
      );
    });
    await createMemory(owner, { name: 'The new house', text: 'We moved in the spring.' });
    const shed = await createMemory(owner, { name: 'The old shed', text: 'Where Dad kept his tools.' });
    await release(owner, 'fragment', shed.id, 'left-out');

    const openConfirmation = async () => {
      await openLegacyControls(owner);
      await owner.getByRole('button', { name: 'Release everything so far' }).focus();
      await owner.keyboard.press('Enter');
      const dialog = owner.getByRole('dialog', { name: 'Share everything so far?' });
      await expect(dialog).toBeVisible();
      return dialog;
    };

    // Before anything leaves, the confirmation says what waits and why.
    const dialog = await openConfirmation();
    const held = dialog.getByRole('region', { name: 'Not shared in full yet' });
    await expect(held.getByRole('listitem')).toHaveText([
      '1 spoken answer whose words you have not checked yet: your family will hear it but not read it until you check it in My Memories.',
      '1 memory, chapter or book you left out: it stays private.',
    ]);
    await expectNoSeriousA11yViolations(owner, { include: '[role="dialog"]' });
    await shot(owner, 'release-everything-holds', false);
    await dialog.getByRole('button', { name: 'Share everything now' }).focus();
    await owner.keyboard.press('Enter');
    await expect(owner.getByText('2 memories, chapters and books are now shared.')).toBeVisible();

    // In My Memories the answer asks for the check; a failed save says so and keeps the button.
    await gotoWorkspace(owner);
    await openSection(owner, 'My Memories');
    await memoryRow(owner, 'Interview: Childhood')
      .getByRole('button', { name: 'Interview: Childhood', exact: true })
      .click();
    const details = owner.getByRole('dialog', { name: 'Memory Details' });
    await expect(details.getByText('Words not checked yet')).toBeVisible();
    const checkButton = details.getByRole('button', { name: 'I have checked these words' });
    await owner.route('**/transcript-check', (route) => route.abort('connectionreset'), { times: 1 });
    await checkButton.focus();
    await owner.keyboard.press('Enter');
    await expect(details.getByTestId('form-failure')).toHaveText(
      'Your check could not be saved. Please check your connection and try again.',
    );
    await expect(checkButton).toBeVisible();
    await expectNoSeriousA11yViolations(owner, { include: '[role="dialog"]' });
    await shot(owner, 'answer-words-check', false);
    await checkButton.focus();
    await owner.keyboard.press('Enter');
    await expect(details.getByRole('status')).toContainText('Thank you. These words are checked');
    await owner.keyboard.press('Escape');

    // Checked, the answer is no longer named as waiting; what was left out still is.
    const again = await openConfirmation();
    await expect(
      again.getByRole('region', { name: 'Not shared in full yet' }).getByRole('listitem'),
    ).toHaveText(['1 memory, chapter or book you left out: it stays private.']);
  });
});

test.describe('focus follows what was sent (N10)', () => {
  test('a family member sends a question by keyboard; focus goes to the words that say it was sent', {
    tag: '@both-widths',
  }, async ({ owner, withMember }) => {
    test.setTimeout(90_000);
    const memory = await createMemory(owner, { name: 'The allotment', text: 'Leeks as long as my arm.' });
    await release(owner, 'fragment', memory.id, 'released');

    await withMember(tomBaker(), async (member) => {
      await openWorkspace(member, 'Shared with me');
      const question = member.getByLabel('Your question');
      const send = member.getByRole('button', { name: 'Send my question' });
      // Nothing written: the reason is given and focus goes to the box.
      await send.focus();
      await member.keyboard.press('Enter');
      await expect(member.getByText('Please write your question.')).toBeVisible();
      await expect(question).toBeFocused();

      await question.fill('Who taught you to grow leeks?');
      await send.focus();
      await member.keyboard.press('Enter');
      const sent = member.getByText('Your question was sent to Rose.');
      await expect(sent).toBeFocused();
      await expect(member.getByTestId('my-question')).toContainText('Who taught you to grow leeks?');
      await expectNoSeriousA11yViolations(member);

      // Add what you remember, then Cancel: focus goes back to the button that opened it.
      const card = sharedMemoryCard(member, 'The allotment');
      await card.getByRole('button', { name: 'Add what you remember' }).click();
      await card.getByRole('button', { name: 'Cancel' }).click();
      await expect(card.getByRole('button', { name: 'Add what you remember' })).toBeFocused();
    });
  });
});

test('a storyteller who gave no name is asked for one before her first invitation, and the invitation says it (N6)', {
  tag: '@both-widths',
}, async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await openLegacyControls(page);
  const name = page.getByLabel('What should we call you?');
  await expect(name).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await name.scrollIntoViewIfNeeded();
  await shot(page, 'add-access-asks-name', false);
  await name.fill('Arthur');
  const ruthEmail = uniqueEmail('ruth');
  await page.getByLabel('Share by email').fill(ruthEmail);
  await page.getByRole('button', { name: 'Add Access' }).click();
  const link = await page.getByLabel(`Invitation link for ${ruthEmail}`).inputValue();
  // Asked once: with a name kept, the form no longer asks.
  await expect(page.getByLabel('What should we call you?')).toHaveCount(0);

  const ruth = await newPerson(browser, baseURL!);
  try {
    await ruth.page.goto(new URL(link).pathname);
    await expect(ruth.page.getByTestId('invitation-summary')).toHaveText(
      "Arthur has invited you to read Arthur's stories, as a Reader.",
    );
  } finally {
    await ruth.context.close();
  }
});
