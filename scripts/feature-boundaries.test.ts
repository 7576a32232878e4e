import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { featureBoundaryProblems, featureFolders, withFeatureOverrides } from './feature-boundaries.ts';

const biome = JSON.parse(readFileSync('biome.json', 'utf8'));
const features = featureFolders('.');

describe('the rule that a feature never imports another', () => {
  it('covers every folder of client/src/features in biome.json, as generated', () => {
    expect(features).toEqual(expect.arrayContaining(['interviews', 'memories', 'storyteller']));
    expect(featureBoundaryProblems(biome, features)).toEqual([]);
  });

  it('names a feature folder that biome.json does not cover', () => {
    const withoutStoryteller = withFeatureOverrides(
      biome,
      features.filter((feature) => feature !== 'storyteller'),
    );
    expect(featureBoundaryProblems(withoutStoryteller, features)).toEqual([
      'client/src/features/storyteller has no override in biome.json.',
    ]);
  });

  it('lets a feature reach its own files and forbids every other feature', () => {
    const storyteller = withFeatureOverrides(biome, features).overrides.find(
      (override) => override.includes[0] === 'client/src/features/storyteller/**',
    );
    const groups = storyteller?.linter?.rules?.style?.noRestrictedImports?.options.patterns.map(
      (pattern) => pattern.group,
    );
    expect(groups).toContainEqual([
      '#client/features/**',
      '!#client/features/storyteller/**',
      '../*/**',
      '!../api/*',
      '!../components/*',
      '!../storyteller/**',
    ]);
  });
});
