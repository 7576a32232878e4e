/**
 * What keeps docs/decisions/ navigable (decision 1622): the index lists every record once and nothing else, each
 * record says on its Status line whether it still holds, and every citation of a record names one that exists or
 * one the index lists as moved to the evaluation log (decision 1623). Pure functions over file names and texts, so
 * the test can show each check failing on a small example as well as passing on the repository.
 */

/** A record's file name: its number, then its title in kebab case. */
const RECORD_FILE = /^(\d{3,4})-[a-z0-9-]+\.md$/;
/** An index entry: "- [602](602-one-sign-in-gate.md) …". */
const INDEX_ENTRY = /^- \[(\d{3,4})\]\(([^)]+)\)/gm;
/** An index line for records moved out of the folder: "- 633–640 and 644: … moved to [the evaluation log](…)". */
const MOVED_LINE = /^- ([\d–, and]+): .*moved to \[/gm;
const STATUS_LINE = /^Status: (.*)$/m;
const STATUS_WORD = /^(accepted|superseded|amended)\b/i;
/** A path citation, "docs/decisions/602" or a range "docs/decisions/632–636". */
const PATH_CITATION = /docs\/decisions\/(\d{3,4})(?:[–-](\d{3,4})\b)?/g;
/** A section of the evaluation log cited as "EVAL-LOG.md §636" (or "§633–§636"). */
const LOG_CITATION = /EVAL-LOG\.md §(\d{3,4})(?:–§(\d{3,4}))?/g;

export function recordNumbers(fileNames: readonly string[]): Map<number, string> {
  const records = new Map<number, string>();
  for (const name of fileNames) {
    const match = RECORD_FILE.exec(name);
    if (match) records.set(Number(match[1]), name);
  }
  return records;
}

/** "633–640 and 644" → 633, 634 … 640, 644. */
export function numbersIn(list: string): number[] {
  return list.split(/,|\band\b/).flatMap((part) => {
    const [from, to] = part.trim().split('–').map(Number);
    if (!from) return [];
    if (!to) return [from];
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

export function movedNumbers(index: string): number[] {
  return [...index.matchAll(MOVED_LINE)].flatMap((match) => numbersIn(match[1] ?? ''));
}

/** What is wrong between the folder's file names and the index: each problem as a sentence. */
export function indexProblems(fileNames: readonly string[], index: string): string[] {
  const problems: string[] = [];
  const records = recordNumbers(fileNames);
  const listed = new Map<string, number>();
  for (const [, number, target] of index.matchAll(INDEX_ENTRY)) {
    const file = target ?? '';
    listed.set(file, (listed.get(file) ?? 0) + 1);
    if (!fileNames.includes(file)) problems.push(`The index lists ${file}, which is not in docs/decisions/.`);
    else if (!file.startsWith(`${number}-`)) problems.push(`The index lists ${file} as ${number}.`);
  }
  for (const file of records.values()) {
    const times = listed.get(file) ?? 0;
    if (times !== 1) problems.push(`${file} is listed ${times} times in the index, not once.`);
  }
  for (const number of movedNumbers(index))
    if (records.has(number))
      problems.push(`The index says ${number} moved out, but ${records.get(number)} is still here.`);
  for (const name of fileNames)
    if (name.endsWith('.md') && name !== 'README.md' && !RECORD_FILE.test(name))
      problems.push(`${name} is not named NNN-kebab-title.md.`);
  return problems;
}

/**
 * What is wrong with one record's Status line: it is missing, does not start with Accepted, Superseded or Amended, or
 * names a record that does not exist.
 */
export function statusProblems(file: string, text: string, known: (n: number) => boolean): string[] {
  const status = STATUS_LINE.exec(text)?.[1];
  if (status === undefined) return [`${file} has no "Status:" line.`];
  const problems: string[] = [];
  if (!STATUS_WORD.test(status))
    problems.push(`${file}'s Status line starts with neither Accepted, Superseded nor Amended.`);
  for (const match of status.matchAll(/\b\d{3,4}\b/g))
    if (!known(Number(match[0])))
      problems.push(`${file}'s Status line names ${match[0]}, which is not a record.`);
  return problems;
}

/**
 * A record whose Status line says it amends, replaces, supersedes or refines an older one: the older one's Status line
 * must name it back, so a reader of the older record learns of the change.
 */
export function unansweredChanges(records: ReadonlyMap<number, string>): string[] {
  const problems: string[] = [];
  const statusOf = (number: number) => STATUS_LINE.exec(records.get(number) ?? '')?.[1] ?? '';
  for (const number of records.keys()) {
    const status = statusOf(number);
    for (const clause of status.matchAll(/\b(?:amends|replaces|supersedes|refines)\b([^;)]*)/gi))
      for (const older of (clause[1] ?? '').match(/\b\d{3,4}\b/g) ?? []) {
        if (!records.has(Number(older))) continue;
        if (!new RegExp(`\\b${number}\\b`).test(statusOf(Number(older))))
          problems.push(`${number} changes ${older}, but ${older}'s Status line does not name ${number}.`);
      }
  }
  return problems;
}

/** Citations in one file of records that do not exist and were not moved, and of log sections that do not exist. */
export function citationProblems(
  file: string,
  text: string,
  isRecord: (n: number) => boolean,
  isLogSection: (n: number) => boolean,
): string[] {
  const problems: string[] = [];
  for (const [cited, from, to] of text.matchAll(PATH_CITATION))
    for (const number of [from, to].filter(Boolean).map(Number))
      if (!isRecord(number)) problems.push(`${file} cites ${cited}: no decision ${number}.`);
  for (const [cited, from, to] of text.matchAll(LOG_CITATION))
    for (const number of [from, to].filter(Boolean).map(Number))
      if (!isLogSection(number)) problems.push(`${file} cites ${cited}: the log has no §${number}.`);
  return problems;
}

/** The sections of the evaluation log, by the number in their heading ("### §636 — Round 5 …"). */
export function logSections(log: string): Set<number> {
  return new Set([...log.matchAll(/^#{2,4} §(\d{3,4}) /gm)].map((match) => Number(match[1])));
}
