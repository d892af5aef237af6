import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_CSP } from '../../src/dashboard/page-assets.js';
import { startHarness, type Harness } from '../core/harness.js';
import { launchChromium, openPage, PHONE } from './support/browser.js';

describe('the dashboard page, served by the API server', () => {
  let h: Harness;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    h = await startHarness('web-page', { api: {} });
    base = `${h.apiUrl ?? ''}/dashboard/`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await h.close();
  });

  it('answers its shell with the strict CSP, no inline script or style, and assets by content hash, compressed and immutable', async () => {
    const shell = await fetch(base);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('content-security-policy')).toBe(DASHBOARD_CSP);
    expect(shell.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await shell.text();
    expect(html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=/);
    const assets = [...html.matchAll(/(?:src|href)="(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets).toEqual([
      expect.stringMatching(/^assets\/style\.[A-Z0-9]+\.css$/),
      expect.stringMatching(/^assets\/main\.[A-Z0-9]+\.js$/),
    ]);
    for (const asset of assets) {
      const answer = await fetch(new URL(asset, base), { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(answer.headers.get('cache-control')).toContain('immutable');
      // fetch undoes the gzip: what travelled (content-length) is smaller than what arrived.
      expect(Number(answer.headers.get('content-length'))).toBeLessThan((await answer.arrayBuffer()).byteLength);
    }
    expect((await fetch(new URL('assets/main.NOTAHASH.js', base))).status).toBe(404);
    // The shell is revalidated on each visit: unchanged, it is not sent again.
    const again = await fetch(base, { headers: { 'if-none-match': shell.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    const bare = await fetch(base.replace(/\/$/, ''), { redirect: 'manual' });
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/dashboard/');
  });

  it('refuses a bad login link in the page, takes the token out of the address at once, and breaks no CSP rule', async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await page.goto(`${base}#login=not-a-real-token`);
    await expect.poll(() => page.url()).toBe(base);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).not.toBe('');
    expect(await page.evaluate(() => sessionStorage.length === 0 || sessionStorage.getItem('hawker.dashboard.session') === null)).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
