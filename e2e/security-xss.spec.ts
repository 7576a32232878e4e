/**
 * Stored XSS: a corpus of payloads (support/xss-payloads.ts) saved through
 * every text field with the real API, then shown on every screen that displays
 * them. Nothing may run: no dialog opens, window.__xss stays undefined, the
 * Content-Security-Policy never has to block anything, and no element the
 * payloads describe (event-handler attributes, javascript: URLs, frames …)
 * appears in the page. The text shows exactly as typed. Desktop only: the
 * screens are the same components at phone size.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  chooseRowAction,
  openMyMemories,
  openSection,
  revealMemoryRow,
  textFile,
  uploadThroughApi,
} from './support/memories.ts';
import { FILE_NAME_PAYLOADS, XSS_PAYLOADS } from './support/xss-payloads.ts';

/** Records every dialog and every CSP violation from the first script on. */
async function armTripwires(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = log;
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod probes once whether `new Function` is allowed (to compile faster validators) and falls back when
      // the policy says no: that is the app's own bundle, not a payload. Payloads show up as inline or URLs.
      if (event.blockedURI === 'eval' && event.sourceFile.startsWith(`${location.origin}/assets/`)) return;
      log.push(
        `${event.violatedDirective}: ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return dialogs;
}

/** Nothing ran, nothing tried to, and nothing the payloads describe became part of the page. */
async function expectNothingRan(page: Page, dialogs: string[], where: string) {
  expect(dialogs, `dialogs on ${where}`).toEqual([]);
  const state = await page.evaluate(() => {
    const injected: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) injected.push(`${element.tagName} ${attribute.name}`);
        if (
          /^\s*(javascript|data|vbscript):/i.test(attribute.value) &&
          /href|src|action|data|formaction/i.test(attribute.name)
        )
          injected.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
    for (const element of document.querySelectorAll(
      'iframe, object, embed, marquee, meta[http-equiv], svg script, template, noscript, math, form[action], details[ontoggle], body body',
    ))
      injected.push(element.tagName);
    for (const script of document.querySelectorAll('script')) if (!script.src) injected.push('inline script');
    const w = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
    return { xss: w.__xss, violations: w.__cspViolations ?? [], injected };
  });
  expect(state.xss, `window.__xss on ${where}`).toBeUndefined();
  expect(state.violations, `CSP violations on ${where}`).toEqual([]);
  expect(state.injected, `injected elements on ${where}`).toEqual([]);
}

async function api(page: Page, method: 'post' | 'put', url: string, data: object) {
  const response = await page.request[method](url, { data });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

test.describe('stored XSS', () => {
  test('memories: names, text, Memory DNA, topics and file names show as typed and never run', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(180_000);
    const dialogs = await armTripwires(page);
    for (const payload of XSS_PAYLOADS) {
      const memory = await api(page, 'post', '/api/memory-fragments', { name: payload, text: payload });
      await api(page, 'put', `/api/memory-fragments/${memory.id}/narrative-dna`, {
        whenHappened: payload,
        whereHappened: payload,
        peopleInvolved: [payload],
        topics: [payload],
      });
    }
    for (const payload of FILE_NAME_PAYLOADS) {
      const file = await uploadThroughApi(page, textFile(`letter ${payload}.txt`, `A letter: ${payload}`));
      expect(file.title).toBe(`letter ${payload}`);
      await api(page, 'put', `/api/uploaded-files/${file.id}/narrative-dna`, {
        whenHappened: payload,
        whereHappened: payload,
        peopleInvolved: [payload],
        topics: [payload],
      });
    }

    await openMyMemories(page);
    for (const name of [...XSS_PAYLOADS, ...FILE_NAME_PAYLOADS.map((p) => `letter ${p}`)])
      await expect(await revealMemoryRow(page, name)).toBeVisible();
    await expectNothingRan(page, dialogs, 'My Memories');

    // Memory Details: name, text and every Memory DNA field, for typed memories and files.
    for (const payload of [
      XSS_PAYLOADS[0]!,
      XSS_PAYLOADS[1]!,
      XSS_PAYLOADS[13]!,
      `letter ${FILE_NAME_PAYLOADS[0]}`,
    ]) {
      await chooseRowAction(page, payload, 'View Memory');
      const details = page.getByRole('dialog', { name: 'Memory Details' });
      await expect(details).toBeVisible();
      await expect(details.getByText(payload, { exact: true }).first()).toBeVisible();
      await expectNothingRan(page, dialogs, `Memory Details of ${payload}`);
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
    }

    // Edit Memory: the typed text comes back into the fields unchanged.
    for (const payload of [XSS_PAYLOADS[2]!, XSS_PAYLOADS[14]!]) {
      await chooseRowAction(page, payload, 'Edit Memory');
      const edit = page.getByRole('dialog', { name: 'Edit Memory' });
      await expect(edit).toBeVisible();
      await expect(edit.getByRole('textbox').first()).toHaveValue(payload);
      await expectNothingRan(page, dialogs, `Edit Memory of ${payload}`);
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();
    }

    await openSection(page, 'Dashboard');
    const topics = page.getByRole('list', { name: 'Topics, most frequent first' });
    await expect(topics).toBeVisible();
    await expect(topics.getByRole('listitem').first()).toBeVisible();
    const shown = await topics.getByRole('listitem').allInnerTexts();
    expect(
      shown.some((text) => [...XSS_PAYLOADS, ...FILE_NAME_PAYLOADS].some((p) => text.includes(p.trim()))),
    ).toBe(true);
    await expectNothingRan(page, dialogs, 'Dashboard');
  });

  test('profile: first and last name in the sidebar and the Account form show as typed and never run', async ({
    signedInPage: page,
    person,
  }) => {
    const dialogs = await armTripwires(page);
    const [first, last] = [XSS_PAYLOADS[1]!, XSS_PAYLOADS[0]!];
    await api(page, 'put', '/api/user/profile', {
      firstName: first,
      lastName: last,
      email: person.email,
      phone: '',
      birthday: '',
      language: 'en',
    });
    await page.reload();
    await expect(page.getByRole('complementary').getByTestId('sidebar-name')).toHaveText(first);
    await expectNothingRan(page, dialogs, 'sidebar');

    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('button', { name: 'Account' })
      .click();
    await expect(page.getByLabel('First name')).toHaveValue(first);
    await expect(page.getByLabel('Last name')).toHaveValue(last);
    await expectNothingRan(page, dialogs, 'Account');
  });

  test('Memoir Studio: project titles, chapters, themes and chat show as typed and never run', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(180_000);
    const dialogs = await armTripwires(page);
    const titles = XSS_PAYLOADS.slice(0, 6);
    let projectId = '';
    for (const [index, title] of titles.entries()) {
      const project = await api(page, 'post', '/api/memoir-projects', {
        motivation: XSS_PAYLOADS[10 + index]!,
        audience: XSS_PAYLOADS[20]!,
        tone: XSS_PAYLOADS[21]!,
        title,
        startingPoint: XSS_PAYLOADS.join('\n'),
      });
      projectId ||= project.id;
    }
    const chapters = XSS_PAYLOADS.slice(6, 18);
    const themes = XSS_PAYLOADS.slice(18, 30);
    for (const title of chapters)
      await api(page, 'post', `/api/memoir-projects/${projectId}/chapters`, { title });
    for (const theme of themes)
      await api(page, 'post', `/api/memoir-projects/${projectId}/themes`, { theme });
    await api(page, 'post', `/api/memoir-projects/${projectId}/chat`, {
      message: XSS_PAYLOADS.join('\n\n'),
      currentChapters: [],
      currentThemes: [],
    });

    await page.reload();
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('button', { name: 'Memoir Studio' })
      .click();
    await expect(page.getByRole('heading', { name: 'Your Memoir Projects' })).toBeVisible();
    for (const title of titles)
      await expect(page.getByRole('button', { name: `Continue ${title}` })).toBeVisible();
    await expect(page.getByText(XSS_PAYLOADS[10]!, { exact: true }).first()).toBeVisible();
    await expectNothingRan(page, dialogs, 'Studio list');

    await page.getByRole('button', { name: `Continue ${titles[0]}` }).click();
    await expect(page.getByTestId('project-title')).toHaveText(titles[0]!);
    const chapterList = page.getByRole('list', { name: 'Chapters' });
    const themeList = page.getByRole('list', { name: 'Themes' });
    // Chapter titles are shown in quotation marks: “…”.
    for (const title of chapters)
      await expect(chapterList.getByText(`“${title}”`, { exact: true })).toBeVisible();
    for (const theme of themes) await expect(themeList).toContainText(theme);
    const chat = page.getByRole('log', { name: 'Conversation with Clio' });
    await expect(chat.locator('[data-role="assistant"]').last()).toBeVisible();
    // Markdown-looking payloads stay inert; raw HTML shows as the text it is.
    await expect(chat.getByText(XSS_PAYLOADS[3]!, { exact: true })).toBeVisible();
    for (const payload of XSS_PAYLOADS.slice(0, 13)) await expect(chat).toContainText(payload);
    await expect(chat.locator('a[href^="javascript"], img')).toHaveCount(0);
    await expectNothingRan(page, dialogs, 'Studio workspace');
  });
});
