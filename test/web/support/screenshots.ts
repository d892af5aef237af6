import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * The docs' screenshots (docs/dashboard/) are taken by the browser tests when HAWKER_SCREENSHOTS
 * names a directory: `npm run screenshots` (scripts/dashboard-screenshots.ts). Exactly the
 * viewport, as a phone or a laptop shows it: a full page would paint the phone's bottom bar
 * halfway down a long list.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const directory = process.env.HAWKER_SCREENSHOTS;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `${name}.png`) });
}
