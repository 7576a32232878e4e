/**
 * How tests and tools start Debian's Chromium (Playwright cannot download its own browser here).
 *
 * Debian's `chromium-headless-shell` first (docs/decisions/665): the same Chromium build without the desktop
 * browser around it, which is what Playwright itself runs for headless tests. On the 2-core CI machine the full
 * browser spent twice its CPU drawing the same pages. `chromium` is used where only it is installed, and
 * CHROMIUM_PATH names any other. The flags keep it from reaching for the network, which is closed on these machines.
 */
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  DEBIAN_CHROMIUMS.find((candidate) => existsSync(candidate)) ??
  DEBIAN_CHROMIUMS[1]!;

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
