/**
 * A feature never imports another feature (decision 641). Biome's import patterns cannot say "any feature but
 * this one", so biome.json holds one override per folder of client/src/features, each the client's own rules plus
 * "not app/" and "not another feature". This script writes those overrides from the folders, so a new feature is
 * covered without copying a block: `npm run lint` runs it to check that biome.json matches the folders (and fails
 * when a feature is missing), and `node scripts/feature-boundaries.ts --write` brings biome.json up to date.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Pattern = { group: string[]; message: string };
type Override = {
  includes: string[];
  linter?: {
    rules?: { style?: { noRestrictedImports?: { level: string; options: { patterns: Pattern[] } } } };
  };
};
type BiomeConfig = { overrides: Override[] };

const FEATURES = 'client/src/features';
const CLIENT_INCLUDES = 'client/**';
const featureIncludes = (feature: string) => `${FEATURES}/${feature}/**`;
const isFeatureOverride = (override: Override) =>
  override.includes.length === 1 && /^client\/src\/features\/[^/]+\/\*\*$/.test(override.includes[0] ?? '');

/** The folders of client/src/features, in alphabetical order. */
export function featureFolders(root: string): string[] {
  return readdirSync(path.join(root, FEATURES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** One feature's override: every rule of client/** (an override replaces them), then app/ and other features. */
function featureOverride(feature: string, clientPatterns: Pattern[]): Override {
  const patterns: Pattern[] = [
    ...clientPatterns,
    {
      group: ['#client/app/**', '**/app/**'],
      message: 'Features never import app/: the app composes the features, not the other way round.',
    },
    {
      group: [
        '#client/features/**',
        `!#client/features/${feature}/**`,
        '../*/**',
        '!../api/*',
        '!../components/*',
        `!../${feature}/**`,
      ],
      message: `A feature never imports another feature: move what ${feature} shares into components/ or lib/, or compose in app/.`,
    },
  ];
  return {
    includes: [featureIncludes(feature)],
    linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
  };
}

/** biome.json with one feature override per folder, right after the client/** override, and no stale ones. */
export function withFeatureOverrides(config: BiomeConfig, features: readonly string[]): BiomeConfig {
  const others = config.overrides.filter((override) => !isFeatureOverride(override));
  const clientAt = others.findIndex((override) => override.includes[0] === CLIENT_INCLUDES);
  const clientPatterns = others[clientAt]?.linter?.rules?.style?.noRestrictedImports?.options.patterns;
  if (!clientPatterns) throw new Error(`biome.json has no "${CLIENT_INCLUDES}" override with import rules.`);
  const perFeature = features.map((feature) => featureOverride(feature, clientPatterns));
  return {
    ...config,
    overrides: [...others.slice(0, clientAt + 1), ...perFeature, ...others.slice(clientAt + 1)],
  };
}

/** What is wrong with biome.json's feature overrides, in words; empty when they match the folders. */
export function featureBoundaryProblems(config: BiomeConfig, features: readonly string[]): string[] {
  const listed = config.overrides.filter(isFeatureOverride).map((override) => override.includes[0] ?? '');
  const problems = [
    ...features
      .filter((feature) => !listed.includes(featureIncludes(feature)))
      .map((feature) => `client/src/features/${feature} has no override in biome.json.`),
    ...listed
      .filter((includes) => !features.some((feature) => featureIncludes(feature) === includes))
      .map((includes) => `biome.json has an override for ${includes}, which is not a feature folder.`),
  ];
  if (
    problems.length === 0 &&
    JSON.stringify(config) !== JSON.stringify(withFeatureOverrides(config, features))
  )
    problems.push(
      "biome.json's feature overrides differ from what the client/** rules and the folders give.",
    );
  return problems;
}

if (import.meta.main) {
  const root = process.cwd();
  const file = path.join(root, 'biome.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as BiomeConfig;
  const features = featureFolders(root);
  if (process.argv.includes('--write')) {
    writeFileSync(file, `${JSON.stringify(withFeatureOverrides(config, features), null, 2)}\n`);
    console.log(`biome.json: one import-rules override for each of ${features.length} features.`);
  } else {
    const problems = featureBoundaryProblems(config, features);
    if (problems.length > 0) {
      console.error(
        [
          ...problems,
          'Run `node scripts/feature-boundaries.ts --write`, then `npx biome format --write biome.json`.',
        ].join('\n'),
      );
      process.exit(1);
    }
  }
}
