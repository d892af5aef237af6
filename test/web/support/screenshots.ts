import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * The docs' screenshots (docs/dashboard/) are taken by the browser tests when
 * HAWKER_SCREENSHOTS names a directory: `HAWKER_SCREENSHOTS=docs/dashboard npx vitest run test/web`.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const directory = process.env.HAWKER_SCREENSHOTS;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `${name}.png`), fullPage: true });
}
