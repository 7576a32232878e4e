/**
 * People in a memory, as the writer knows them.
 *
 * Each is a `Person` (person.ts), printed in the Memory DNA as
 * (see docs/decisions/002-offline-ai-engine.md):
 * - a named person with a stated relation: "Tom (brother)", "Miss Henderson (teacher)";
 * - a named person without one: "Walter", "Mr. Miller", "Neil Armstrong";
 * - an unnamed close relative of the writer: the kin noun, "Mother", "Grandparents".
 * Each person appears once; the writer ("I", "me", "we") never does.
 *
 * Rules run in order of confidence: honorifics and kin words first (they say
 * outright that a person follows), then capitalised names judged by compromise's
 * lexicon and their context. A name right after "in", "near", "at" … is a place,
 * which keeps US states and cities ("Lincoln, Nebraska") out of the list.
 */

import type { Person } from '#server/ai/rules/person.ts';
import { honorific } from '../words/lexicon.ts';
import { isPublicFigureMentioned } from '../words/public-figures.ts';
import { KIN_MODIFIERS, OWN, relationOf } from './kinship.ts';
import { titleCase } from './normalize.ts';
import { type Mention, PeopleReader } from './people-reader.ts';
import type { Token } from './tokens.ts';

export function extractPeople(tokens: Token[], lowercase: boolean): Person[] {
  const reader = new PeopleReader(tokens, lowercase);
  reader.readTitlesAndKin();
  reader.readOtherNames();
  const mentions = reader.mentions.filter(
    (m) => m.name === null || !isPublicFigureMentioned(m.name, tokens, m.first),
  );
  return format(attachAppositives(tokens, mentions), lowercase);
}

/** "Harold Kim, my mentor": a relation written after the name. */
function attachAppositives(tokens: Token[], mentions: Mention[]): Mention[] {
  return mentions.map((m) => {
    if (!m.name || m.relation) return m;
    let comma = m.first;
    while (comma < tokens.length && tokens[comma]!.text !== ',' && comma < m.first + 4) comma += 1;
    if (tokens[comma]?.text !== ',' || !OWN.has(tokens[comma + 1]?.lower ?? '')) return m;
    let kinAt = comma + 2;
    while (kinAt < comma + 5 && KIN_MODIFIERS.has(tokens[kinAt]?.lower ?? '')) kinAt += 1;
    const rel = relationOf(tokens[kinAt]?.lower ?? '');
    return rel && !rel.plural ? { ...m, relation: rel.relation } : m;
  });
}

/** Merge mentions of one person, in the order the memory first names them. */
function format(mentions: Mention[], lowercase: boolean): Person[] {
  const named: Mention[] = [];
  const byKey = new Map<string, Mention>();
  const byFirst = new Map<string, Mention>();
  const unnamed = new Map<string, Mention>();
  for (const m of mentions) {
    if (m.name === null) {
      if (m.unnamed && !unnamed.has(m.unnamed)) unnamed.set(m.unnamed, m);
      continue;
    }
    const key = nameKey(m.name);
    const firstWord = key.split(' ')[0]!;
    // "Tom" and "Tom Smith" are one person: match on the whole key or on the first name.
    const same = byKey.get(key) ?? byKey.get(firstWord) ?? byFirst.get(key);
    if (same) {
      same.relation ??= m.relation;
      if (m.name.length > same.name!.length && !same.name!.includes('.')) same.name = m.name;
      byKey.set(key, same);
    } else {
      const copy = { ...m };
      named.push(copy);
      byKey.set(key, copy);
      if (!byFirst.has(firstWord)) byFirst.set(firstWord, copy);
    }
  }
  const namedRelations = new Set(named.map((n) => n.relation).filter((r) => r !== null));
  const all = [
    ...named,
    ...[...unnamed.values()].filter((m) => m.relation === null || !namedRelations.has(m.relation)),
  ];
  all.sort((a, b) => a.first - b.first);
  return all.map((m) => {
    if (m.name === null) return { name: m.unnamed!, relation: m.unnamed!.toLowerCase() };
    const name = lowercase ? titleCase(m.name) : m.name;
    return m.relation ? { name, relation: m.relation } : { name };
  });
}

/** Name without honorific, lower case: "Mr. Miller" and "Miller" are one person. */
function nameKey(name: string): string {
  const parts = name.toLowerCase().split(' ');
  if (parts.length > 1 && honorific(parts[0]!)) parts.shift();
  return parts.join(' ');
}
