/**
 * A small EPUB reader: container.xml → the OPF package → spine order → each
 * chapter's XHTML through html-to-text. (epub2 and @lingo-reader crash the
 * process on hostile files.)
 */
import path from 'node:path';
import { convert } from 'html-to-text';
import { ExtractionError, extractionMessages } from './extraction-errors.ts';
import { checkZip, readZipEntries } from './zip-guard.ts';

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    found[match[1]!] = match[2] ?? match[3] ?? '';
  }
  return found;
}

function decodeHref(href: string): string {
  try {
    return decodeURIComponent(href.split('#')[0]!);
  } catch {
    return href.split('#')[0]!;
  }
}

/** Text of an EPUB book, chapters in reading order, after the zip-bomb check. */
export async function extractEpub(file: string): Promise<string> {
  await checkZip(file);
  const unreadable = () => new ExtractionError(extractionMessages.unreadable);
  const container = (await readZipEntries(file, (name) => name === 'META-INF/container.xml')).get(
    'META-INF/container.xml',
  );
  if (!container) throw unreadable();
  const rootfileTag = container.toString('utf8').match(/<rootfile\b[^>]*>/)?.[0];
  const opfPath = rootfileTag ? attributes(rootfileTag)['full-path'] : undefined;
  if (!opfPath) throw unreadable();
  const opf = (await readZipEntries(file, (name) => name === opfPath)).get(opfPath)?.toString('utf8');
  if (!opf) throw unreadable();

  const baseDir = path.posix.dirname(opfPath);
  const manifest = new Map<string, string>();
  for (const [tag] of opf.matchAll(/<(?:opf:)?item\b[^>]*>/g)) {
    const { id, href } = attributes(tag);
    if (id && href) manifest.set(id, path.posix.normalize(path.posix.join(baseDir, decodeHref(href))));
  }
  const order = [...opf.matchAll(/<(?:opf:)?itemref\b[^>]*>/g)]
    .map(([tag]) => manifest.get(attributes(tag).idref ?? ''))
    .filter((name): name is string => Boolean(name));
  if (order.length === 0) throw unreadable();

  const wanted = new Set(order);
  const chapters = await readZipEntries(file, (name) => wanted.has(name));
  const texts = order
    .map((name) => chapters.get(name))
    .filter((html): html is Buffer => Boolean(html))
    .map((html) =>
      convert(html.toString('utf8'), {
        wordwrap: false,
        selectors: [
          { selector: 'img', format: 'skip' },
          { selector: 'a', options: { ignoreHref: true } },
          { selector: 'h1', options: { uppercase: false } },
          { selector: 'h2', options: { uppercase: false } },
          { selector: 'h3', options: { uppercase: false } },
        ],
      }).trim(),
    )
    .filter(Boolean);
  return texts.join('\n\n');
}
