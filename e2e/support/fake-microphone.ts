import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * Chromium's fake microphone, playing a real recording made with espeak-ng, so the words spoken are known and the
 * offline recogniser can be asked for them. The voice is slow and leaves a gap between words (`-g 6`): the
 * recogniser hears a synthetic voice roughly, and the fake microphone starts the recording at any point.
 */
export function fakeMicrophone(spoken: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-fake-microphone-'));
  const voice = path.join(folder, 'voice.wav');
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '110', '-g', '6', '-w', voice, spoken]);
  return {
    /** Where the recording is, and where a test may keep what it downloads beside it. */
    folder,
    launchOptions: {
      ...chromiumLaunchOptions,
      args: [
        ...chromiumLaunchOptions.args,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${voice}`,
      ],
    },
  };
}

/**
 * What the family says in these tests: the family words, and only they, so the recording can be short. Said at
 * this pace it lasts 7.4 seconds, and the recogniser heard "mother" or "father" in every ten-second stretch of it
 * tried, from wherever in the loop the fake microphone starts.
 */
export const MARY_SPEAKS = 'My mother and my father. My mother. My father.';
