/**
 * The typefaces the book is set in, shipped with the app as TTF files (Typst cannot read WOFF): Source Serif 4
 * for the reading edition and Atkinson Hyperlegible for large print. Only the faces the template uses.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const faces: Array<[pkg: string, file: string]> = [
  ['@expo-google-fonts/source-serif-4', '400Regular/SourceSerif4_400Regular.ttf'],
  ['@expo-google-fonts/source-serif-4', '400Regular_Italic/SourceSerif4_400Regular_Italic.ttf'],
  ['@expo-google-fonts/source-serif-4', '600SemiBold/SourceSerif4_600SemiBold.ttf'],
  ['@expo-google-fonts/source-serif-4', '600SemiBold_Italic/SourceSerif4_600SemiBold_Italic.ttf'],
  ['@expo-google-fonts/atkinson-hyperlegible', '400Regular/AtkinsonHyperlegible_400Regular.ttf'],
  [
    '@expo-google-fonts/atkinson-hyperlegible',
    '400Regular_Italic/AtkinsonHyperlegible_400Regular_Italic.ttf',
  ],
  ['@expo-google-fonts/atkinson-hyperlegible', '700Bold/AtkinsonHyperlegible_700Bold.ttf'],
  ['@expo-google-fonts/atkinson-hyperlegible', '700Bold_Italic/AtkinsonHyperlegible_700Bold_Italic.ttf'],
];

/** Absolute paths of the shipped font files. */
export function fontFiles(): string[] {
  return faces.map(([pkg, file]) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file));
}
