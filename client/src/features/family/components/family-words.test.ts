import { describe, expect, it } from 'vitest';
import { NO_EMAIL_SENTENCE, notEmailedSentence } from './invitation-outcome.tsx';
import { invitationSummary } from './invitation-page.tsx';
import { releasedSentence } from './release-everything.tsx';
import { ROLE_SENTENCES_FOR_MEMBER, withArticle } from './role-sentences.ts';
import { firstNameOf, upcomingSentence } from './storyteller-stories.tsx';

describe('the family circle in words', () => {
  it('says how much "Release everything so far" shared', () => {
    expect(releasedSentence(12, null)).toBe('12 memories, chapters and books are now shared.');
    expect(releasedSentence(1, null)).toBe('1 memory, chapter or book is now shared.');
    expect(releasedSentence(3, '2030-06-01')).toBe(
      '3 memories, chapters and books open on 1 June 2030 for your family.',
    );
    expect(releasedSentence(0, null)).toBe('Everything you have so far was already shared (or left out).');
  });

  it('says what opens later without naming it', () => {
    expect(upcomingSentence(3, '2030-06-01')).toBe('3 memories open on 1 June 2030');
    expect(upcomingSentence(1, '2030-06-01')).toBe('1 memory opens on 1 June 2030');
  });

  it('names people and roles as a person would', () => {
    expect(firstNameOf('Rose Miller')).toBe('Rose');
    expect(firstNameOf('rose@example.org')).toBe('rose@example.org');
    expect(withArticle('Editor')).toBe('an Editor');
    expect(withArticle('Reader')).toBe('a Reader');
  });

  it('says whether e-mail is not set up or only could not be sent just now', () => {
    expect(notEmailedSentence('not-configured')).toBe(NO_EMAIL_SENTENCE);
    expect(notEmailedSentence('could-not-send')).toBe(
      'The e-mail could not be sent just now. Copy this link and send it to them yourself, or try again later.',
    );
  });

  it('names the storyteller on the invitation instead of saying "their"', () => {
    expect(invitationSummary('Margaret Ellis', 'Contributor')).toBe(
      "Margaret Ellis has invited you to read Margaret's stories, as a Contributor.",
    );
    expect(invitationSummary('Margaret Ellis', 'Editor')).toMatch(/, as an Editor\.$/);
    for (const sentence of Object.values(ROLE_SENTENCES_FOR_MEMBER)) {
      expect(sentence('Margaret')).toMatch(/^You can read what Margaret shares/);
      expect(sentence('Margaret')).not.toMatch(/\b(their|they|them)\b/);
    }
  });
});
