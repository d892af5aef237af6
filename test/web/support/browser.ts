import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's chromium (`.ci/run` installs it): playwright-core drives it, no browser download. */
const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run installs it)`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** A page that records what the browser refused under the CSP and any script error, for the test to assert none. */
export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  problems: string[];
}

/** A page in a fresh context, its browser set to `locale` (what `navigator.language` says before any login). */
export async function openPage(browser: Browser, viewport = DESKTOP, locale = 'en-US'): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, context, problems };
}
