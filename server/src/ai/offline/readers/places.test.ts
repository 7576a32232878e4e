import { describe, expect, it } from 'vitest';
import { analyzeMemoryText } from './analyze.ts';
import { isLowercaseText, normalizeText } from './normalize.ts';
import { extractPeople } from './people.ts';
import { extractPlace } from './places.ts';
import { tokenize } from './tokens.ts';

function place(text: string): string | null {
  const normal = normalizeText(text);
  const { tokens } = tokenize(normal);
  const lowercase = isLowercaseText(normal);
  return extractPlace(normal, tokens, lowercase, extractPeople(tokens, lowercase));
}

describe('places', () => {
  it('keeps a town with its state or country, as written', () => {
    expect(place("We spent it at Grandma's house in Dayton, Ohio.")).toBe('Dayton, Ohio');
    expect(place('I was stationed in Frankfurt, Germany, from 1961.')).toBe('Frankfurt, Germany');
  });

  it('keeps a venue with its town', () => {
    expect(place("We married at St. Mary's Church in Boston.")).toBe("St. Mary's Church in Boston");
    expect(place("My first job was at Miller's Hardware on Main Street.")).toBe(
      "Miller's Hardware on Main Street",
    );
  });

  it('finds a named place after "outside of", "above" or "below", over the everyday place before it', () => {
    expect(place('We had a farm outside of Nakuru.')).toBe('Nakuru');
    expect(place('We skied in the mountains above Innsbruck.')).toBe('Innsbruck');
    expect(place('We swam in the river below the castle in Kilkenny.')).toBe('Kilkenny');
  });

  it('finds a landmark that is seen, but not a person who is', () => {
    expect(place('We saw the Colosseum on our last day.')).toBe('the Colosseum');
    expect(place('We saw Elvis once.')).toBeNull();
  });

  it('prefers where the memory is over where the trip started', () => {
    expect(place('We drove from Toledo to Yellowstone.')).toBe('Yellowstone');
    expect(place('We arrived in Toronto from Jamaica.')).toBe('Toronto');
  });

  it('names everyday places when no named place is given', () => {
    expect(place('Thanksgiving at the farm meant thirty people.')).toBe('the farm');
    expect(place('Grandpa taught me on the porch of the general store.')).toBe(
      'the porch of the general store',
    );
    expect(place('He taught me to drive in the church parking lot.')).toBe('the church parking lot');
    expect(place("Every Sunday we ate at Aunt Lucille's for supper.")).toBe("Aunt Lucille's");
  });

  it('reads places in lower-case transcripts', () => {
    expect(place('we hitchhiked all the way to new orleans')).toBe('New Orleans');
    expect(place('my dad worked at the steel mill in gary indiana')).toBe('Gary, Indiana');
  });

  it('does not take people, dates or cars for places', () => {
    expect(place('We wrote to Tom in June.')).toBeNull();
    expect(place("We drove in Dad's Ford station wagon.")).toBeNull();
    expect(place("On New Year's Eve we stayed up.")).toBeNull();
    expect(place('Mrs. Washington taught half the street to read.')).toBeNull();
  });

  it('gives null when the text names no place', () => {
    expect(place("I remember my grandfather's hands.")).toBeNull();
  });
});

describe('places: what a place name stands for when it is not where the memory was', () => {
  it('reads a country that won or played as a team, and a dish named after a place as a dish', () => {
    expect(analyzeMemoryText('the year england won the cup we had a street party').whereHappened).toBeNull();
    expect(
      analyzeMemoryText('after chapel we had roast beef and yorkshire pudding and grandpa slept')
        .whereHappened,
    ).toBeNull();
  });

  it('ends a place name with estate, colliery or infirmary', () => {
    expect(analyzeMemoryText('we moved to a council house on the lea estate').whereHappened).toBe(
      'the Lea Estate',
    );
    expect(analyzeMemoryText('my father was a miner at the grimethorpe colliery').whereHappened).toBe(
      'the Grimethorpe Colliery',
    );
  });
});
