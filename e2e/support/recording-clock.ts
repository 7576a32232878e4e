import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Waits until the recorder's clock in `container` ("Time recorded: 0:20") shows at least `seconds`. It reads the
 * clock's number rather than waiting for one exact text: each text shows for a single second, and on a busy
 * machine two looks at the page can fall either side of it.
 */
export async function waitForRecordedSeconds(container: Locator, seconds: number, timeout: number) {
  const clock = container.locator('p', { hasText: 'Time recorded:' });
  await expect
    .poll(async () => secondsOnClock(await clock.textContent()), { timeout, intervals: [200] })
    .toBeGreaterThanOrEqual(seconds);
}

function secondsOnClock(text: string | null) {
  const shown = text?.match(/(\d+):(\d\d)/);
  return shown ? Number(shown[1]) * 60 + Number(shown[2]) : -1;
}
