/**
 * How tests and tools start Debian's Chromium (Playwright cannot download its
 * own browser here). The flags keep it from reaching for the network, which is
 * closed on these machines.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
