/**
 * Chapter and theme proposals from the writer's own memories: chapters follow
 * the life in order (childhood, youth, love, work, later years) and take their
 * titles from the people and places in the memories; themes are the topics that
 * keep coming back.
 */

import type { ChapterPlan, MemoryForAi } from '#server/ai/ai-provider.ts';
import { isUnnamedRelative, parsePerson } from '#server/ai/rules/person.ts';
import { chapterYear } from '#server/life-order/life-order.ts';
import { sanitizeProposalItem } from '#shared/proposal.ts';
import { type MemoryProfile, profileMemories } from '../readers/memory-profile.ts';
import { placeKind } from '../words/lexicon.ts';

export interface ChapterProposal {
  title: string;
  memories: MemoryForAi[];
}

type Bucket =
  | 'childhood'
  | 'youth'
  | 'service'
  | 'love'
  | 'journeys'
  | 'starting'
  | 'family'
  | 'work'
  | 'trials'
  | 'middle'
  | 'later'
  | 'other';
const ORDER: Bucket[] = [
  'childhood',
  'youth',
  'service',
  'love',
  'journeys',
  'starting',
  'family',
  'work',
  'trials',
  'middle',
  'later',
  'other',
];

function has(p: MemoryProfile, ...topics: string[]): boolean {
  return topics.some((t) => p.topics.includes(t));
}

/** The part of life a memory belongs to, by stage first and topic second. */
function bucketOf(p: MemoryProfile): Bucket {
  switch (p.stage) {
    case 'childhood':
      return 'childhood';
    case 'youth':
      return has(p, 'Military') ? 'service' : 'youth';
    case 'later life':
      return 'later';
  }
  if (has(p, 'Military')) return 'service';
  if (has(p, 'Romance', 'Marriage') && !has(p, 'Children')) return 'love';
  if (has(p, 'Immigration', 'Travel')) return 'journeys';
  if (has(p, 'Children')) return 'family';
  if (has(p, 'Career', 'Retirement')) return 'work';
  if (has(p, 'Loss', 'Challenges', 'Health')) return 'trials';
  if (has(p, 'Childhood', 'Education')) return 'childhood';
  if (has(p, 'Grandchildren')) return 'later';
  if (p.stage === 'young adulthood') return 'starting';
  if (p.stage === 'middle years') return 'middle';
  return 'other';
}

/** Most common value, if it covers at least half the list. */
function dominant(values: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] * 2 >= values.length ? best[0] : null;
}

/** A town, not a venue or a lake: "Dayton, Ohio" or a city compromise knows. */
function isTown(where: string): boolean {
  const [first, container] = where.split(',').map((part) => part.trim());
  if (container && placeKind(container.toLowerCase())) return true;
  const kind = placeKind((first ?? '').toLowerCase());
  return kind === 'City' || kind === 'Region' || kind === 'Country';
}

/** "Dayton, Ohio" → "Dayton": the container is clutter in a chapter title. */
function shortPlace(where: string): string {
  return where.split(',')[0]!.trim();
}

function namesWith(profiles: MemoryProfile[], relation: RegExp): string[] {
  const names = new Set<string>();
  for (const p of profiles) {
    for (const entry of p.people) {
      const person = parsePerson(entry);
      if (person.relation && relation.test(person.relation) && !isUnnamedRelative(person))
        names.add(person.name);
    }
  }
  return [...names];
}

/** At most two names: a chapter title cannot hold the commas a longer list needs. */
function joinNames(names: string[]): string {
  return names.slice(0, 2).join(' and ');
}

/**
 * The decade a chapter's memories fall in, when they all do (give or take its neighbour): "A Childhood in the 1940s"
 * must not hold a 1963 wedding and a 1973 exam.
 */
function decadeOf(profiles: MemoryProfile[]): string | null {
  const years = profiles
    .map((p) => p.year)
    .filter((y): y is number => y !== null)
    .sort((a, b) => a - b);
  if (years.length === 0) return null;
  const d = Math.floor(years[0]! / 10) * 10;
  return years.at(-1)! < d + 15 ? `${d}s` : null;
}

/** A place most of the group's memories happened in, and none of the other chapters' (the place she left). */
function placeOfItsOwn(group: MemoryProfile[], elsewhere: readonly MemoryProfile[]): string | null {
  const towns = group.map((p) => (p.where && isTown(p.where) ? p.where : null));
  const town = dominant(towns);
  if (!town) return null;
  const short = shortPlace(town).toLowerCase();
  return elsewhere.some((p) => p.where && shortPlace(p.where).toLowerCase() === short) ? null : town;
}

/** Whether a person is in at least half the group's memories: only then may a title name them. */
function inMostOf(group: MemoryProfile[], name: string): boolean {
  const holding = group.filter((p) => p.people.some((entry) => parsePerson(entry).name === name)).length;
  return holding * 2 >= group.length;
}

function titleFor(bucket: Bucket, group: MemoryProfile[], elsewhere: readonly MemoryProfile[] = []): string {
  const place = dominant(group.map((p) => p.where));
  const town = dominant(group.map((p) => (p.where && isTown(p.where) ? p.where : null)));
  switch (bucket) {
    case 'childhood': {
      if (place && /farm|ranch/i.test(place)) return 'Growing Up on the Farm';
      if (town) return `Growing Up in ${shortPlace(town)}`;
      const decade = decadeOf(group);
      return decade ? `A Childhood in the ${decade}` : 'Early Years';
    }
    case 'youth':
      return group.some((p) => has(p, 'Education')) ? 'School Days' : 'Coming of Age';
    case 'service':
      return group.some((p) => /\bwar\b/i.test(p.memory.text)) ? 'The War Years' : 'Years in Uniform';
    case 'love': {
      const spouse = namesWith(group, /^(wife|husband|fianc|sweetheart)/).find((name) =>
        inMostOf(group, name),
      );
      return spouse ? `Meeting ${spouse}` : 'Love and Marriage';
    }
    case 'journeys': {
      if (!group.some((p) => has(p, 'Immigration'))) return 'Journeys';
      // The new place is a town the chapter's memories happened in, never the street she left behind.
      const arrived = placeOfItsOwn(group, elsewhere);
      return arrived ? `A New Life in ${shortPlace(arrived)}` : 'A New Country';
    }
    case 'starting':
      return 'Starting Out';
    case 'family': {
      const children = namesWith(group, /^(son|daughter|child)/).filter((name) => inMostOf(group, name));
      return children.length > 0 ? `Raising ${joinNames(children)}` : 'Raising a Family';
    }
    case 'work':
      return group.some((p) => has(p, 'Retirement')) ? 'A Working Life and Beyond' : 'A Working Life';
    case 'trials':
      return group.some((p) => has(p, 'Loss')) ? 'Love and Loss' : 'Hard Times';
    case 'middle':
      return 'The Middle Years';
    case 'later': {
      const grandchildren = namesWith(group, /^grand(son|daughter|child)/)
        .filter((name) => inMostOf(group, name))
        .slice(0, 2);
      return grandchildren.length > 0 ? `Time with ${joinNames(grandchildren)}` : 'Later Years';
    }
    default:
      return 'Stories Along the Way';
  }
}

const EMPTY_STAGE_TITLES: Partial<Record<Bucket, string>> = {
  childhood: 'Early Years',
  youth: 'Coming of Age',
  love: 'Love and Marriage',
  work: 'A Working Life',
  later: 'Looking Back',
};

/**
 * Chapters in life order, each with the memories it draws on. With fewer than
 * three groups, empty chapters for the main stages are added as places to write next.
 */
export function proposeChapters(profiles: MemoryProfile[]): ChapterProposal[] {
  const groups = new Map<Bucket, MemoryProfile[]>();
  for (const p of profiles) {
    const b = bucketOf(p);
    groups.set(b, [...(groups.get(b) ?? []), p]);
  }
  let chapters = ORDER.filter((b) => groups.has(b)).map((b) => ({
    bucket: b,
    title: sanitizeProposalItem(
      titleFor(
        b,
        groups.get(b)!,
        profiles.filter((p) => !groups.get(b)!.includes(p)),
      ),
    ),
    memories: groups
      .get(b)!
      .slice()
      .sort((x, y) => (x.year ?? 9999) - (y.year ?? 9999))
      .map((p) => p.memory),
  }));
  // Keep the book to seven chapters: fold the smallest group into its neighbour.
  while (chapters.length > 7) {
    let smallest = 0;
    chapters.forEach((c, i) => {
      if (c.memories.length < chapters[smallest]!.memories.length) smallest = i;
    });
    const into = smallest === 0 ? 1 : smallest - 1;
    chapters[into]!.memories.push(...chapters[smallest]!.memories);
    chapters = chapters.filter((_c, i) => i !== smallest);
  }
  // A chapter that took in a smaller one is named again from all it holds.
  const byMemory = new Map(profiles.map((p) => [p.memory, p]));
  chapters = chapters.map((c) => {
    const group = c.memories.map((m) => byMemory.get(m)!).filter(Boolean);
    return {
      ...c,
      title: sanitizeProposalItem(
        titleFor(
          c.bucket,
          group,
          profiles.filter((p) => !group.includes(p)),
        ),
      ),
      memories: group
        .slice()
        .sort((x, y) => (x.year ?? 9999) - (y.year ?? 9999))
        .map((p) => p.memory),
    };
  });
  if (chapters.length < 3) {
    for (const [bucket, title] of Object.entries(EMPTY_STAGE_TITLES) as [Bucket, string][]) {
      if (chapters.length >= 3 + (profiles.length === 0 ? 1 : 0)) break;
      if (!chapters.some((c) => c.bucket === bucket || c.title === title))
        chapters.push({ bucket, title, memories: [] });
    }
    chapters.sort((a, b) => ORDER.indexOf(a.bucket) - ORDER.indexOf(b.bucket));
  }
  // A year before her birth is a misreading more often than a memory (docs/decisions/912): it places no chapter.
  chapters = inYearOrder(
    chapters,
    new Map(
      profiles.map((p) => [p.memory, p.born !== null && p.year !== null && p.year < p.born ? null : p.year]),
    ),
  );
  // Two groups may earn the same title: keep titles distinct.
  const seen = new Map<string, number>();
  return chapters.map((c) => {
    const n = (seen.get(c.title) ?? 0) + 1;
    seen.set(c.title, n);
    return { title: n > 1 ? `${c.title} ${romanish(n)}` : c.title, memories: c.memories };
  });
}

/**
 * The chapters that hold a dated memory, ordered by the middle year of what each holds (as the studio orders
 * them, docs/decisions/911: one misread year cannot carry a chapter to the front), in the places dated chapters
 * had; a chapter without any year keeps its place in the life's stages.
 */
function inYearOrder<C extends { memories: MemoryForAi[] }>(
  chapters: C[],
  years: Map<MemoryForAi, number | null>,
): C[] {
  const dated = chapters
    .map((c, index) => ({ c, index, year: chapterYear(c.memories.map((m) => years.get(m) ?? null)) }))
    .filter((d): d is { c: C; index: number; year: number } => d.year !== null);
  const sorted = dated.slice().sort((a, b) => a.year - b.year || a.index - b.index);
  const result = chapters.slice();
  dated.forEach((slot, i) => {
    result[slot.index] = sorted[i]!.c;
  });
  return result;
}

/** The chapters `proposeChapters` makes of these memories, with the memories each holds by id. */
export function planChaptersOffline(memories: MemoryForAi[]): ChapterPlan[] {
  return proposeChapters(profileMemories(memories)).map((chapter) => ({
    title: chapter.title,
    memories: chapter.memories.map((memory) => ({ source: memory.source, id: memory.id })),
  }));
}

function romanish(n: number): string {
  return ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII'][n] ?? String(n);
}

/** How each topic reads as a theme of a book. */
const THEME_NAMES: Record<string, string> = {
  Family: 'Family Bonds',
  Childhood: 'Childhood Wonder',
  Career: 'Hard Work',
  Memories: 'Remembering',
  Travel: 'Adventure',
  Education: 'Learning',
  Marriage: 'Lasting Love',
  Children: 'Parenthood',
  Achievements: 'Quiet Pride',
  Challenges: 'Resilience',
  Friends: 'Friendship',
  Hobbies: 'Simple Pleasures',
  Holidays: 'Traditions',
  Home: 'Home',
  Military: 'Duty and Service',
  Faith: 'Faith',
  Health: 'Courage',
  Loss: 'Love and Loss',
  Romance: 'Love',
  Music: 'Music',
  Food: 'The Family Table',
  Pets: 'Animal Companions',
  Immigration: 'Finding Home',
  Farming: 'Life on the Land',
  Community: 'Community',
  Grandchildren: 'Generations',
  Retirement: 'New Beginnings',
  History: 'History Up Close',
  Nature: 'The Natural World',
  Sports: 'Team Spirit',
};

export interface ThemeProposal {
  theme: string;
  topic: string;
  memories: MemoryForAi[];
}

/** Up to four themes from topics that recur across memories, skipping themes the project has. */
export function proposeThemes(profiles: MemoryProfile[], existing: string[]): ThemeProposal[] {
  const have = new Set(existing.map((t) => t.trim().toLowerCase()));
  const byTopic = new Map<string, MemoryForAi[]>();
  for (const p of profiles) {
    for (const topic of p.topics) byTopic.set(topic, [...(byTopic.get(topic) ?? []), p.memory]);
  }
  // Recurring topics first; topics of a single memory only fill up a short list.
  const candidates = [...byTopic.entries()]
    .filter(([topic]) => topic !== 'Memories')
    .sort((x, y) => y[1].length - x[1].length)
    .map(([topic, memories]) => ({
      theme: sanitizeProposalItem(THEME_NAMES[topic] ?? topic),
      topic,
      memories,
    }))
    .filter((t) => !have.has(t.theme.toLowerCase()) && !have.has(t.topic.toLowerCase()));
  const recurring = candidates.filter((t) => t.memories.length >= 2);
  if (recurring.length >= 3) return recurring.slice(0, 4);
  return [...recurring, ...candidates.filter((t) => t.memories.length < 2)].slice(0, 3);
}
