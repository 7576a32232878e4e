import { describe, expect, it } from 'vitest';
import {
  familyAccessEnds,
  firstNameOf,
  perspectiveCaption,
  possessiveOf,
  withArticle,
} from './family-words.ts';

describe('naming a storyteller in a sentence', () => {
  it('uses the first name, or the whole address when no name was given', () => {
    expect(firstNameOf('Margaret Ellis')).toBe('Margaret');
    expect(firstNameOf('  Rose  ')).toBe('Rose');
    expect(firstNameOf('rose@example.org')).toBe('rose@example.org');
  });

  it('writes the possessive and the article as a person would', () => {
    expect(possessiveOf('Margaret')).toBe("Margaret's");
    expect(withArticle('Editor')).toBe('an Editor');
    expect(withArticle('Contributor')).toBe('a Contributor');
  });
});

describe('the line above what a family member added', () => {
  it('says who added it by their first name, and never that they remember it differently', () => {
    expect(perspectiveCaption({ authorName: 'Ruth Pennington', mine: false })).toBe('Ruth adds:');
    expect(perspectiveCaption({ authorName: 'ruth@example.org', mine: false })).toBe(
      'ruth@example.org adds:',
    );
    expect(perspectiveCaption({ authorName: 'Ruth Pennington', mine: true })).toBe('You added:');
  });
});

describe('what deleting the account takes from the family', () => {
  const active = (name: string | null, email = 'someone@example.org') => ({
    state: 'active' as const,
    name,
    email,
  });
  const invited = (email: string) => ({ state: 'invited' as const, name: null, email });

  it('says nothing when the storyteller shares with nobody', () => {
    expect(familyAccessEnds([])).toEqual([]);
  });

  it('counts the people who accepted and names them while the list is short', () => {
    expect(familyAccessEnds([active('Ruth Pennington'), active('Tom Pennington')])).toEqual([
      'The 2 people you share with (Ruth and Tom) will no longer see your stories or books.',
    ]);
    expect(familyAccessEnds([active('Ruth Pennington')])).toEqual([
      'The person you share with (Ruth) will no longer see your stories or books.',
    ]);
    expect(
      familyAccessEnds([active(null, 'tom@example.org'), active('Ruth Pennington'), active('Ann Lee')]),
    ).toEqual([
      'The 3 people you share with (tom@example.org, Ruth and Ann) will no longer see your stories or books.',
    ]);
  });

  it('uses full names where two share a first name, and only the count for a long list', () => {
    expect(familyAccessEnds([active('Tom Baker'), active('Tom Pennington')])).toEqual([
      'The 2 people you share with (Tom Baker and Tom Pennington) will no longer see your stories or books.',
    ]);
    const six = ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'].map((name) => active(name));
    expect(familyAccessEnds(six)).toEqual([
      'The 6 people you share with will no longer see your stories or books.',
    ]);
  });

  it('tells apart invitations nobody has accepted yet: they stop working', () => {
    expect(familyAccessEnds([active('Ruth Pennington'), invited('tom@example.org')])).toEqual([
      'The person you share with (Ruth) will no longer see your stories or books.',
      'The invitation you sent to tom@example.org will stop working.',
    ]);
    expect(familyAccessEnds([invited('a@example.org'), invited('b@example.org')])).toEqual([
      'The 2 invitations nobody has accepted yet will stop working.',
    ]);
  });
});
