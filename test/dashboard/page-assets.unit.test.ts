import { describe, expect, it } from 'vitest';
import { pageAssets } from '../../src/dashboard/page-assets.js';

/** The bound on the page's first load (shell, script and style sheet), compressed. */
const FIRST_LOAD_LIMIT = 50 * 1024;

describe('the dashboard page bundle', () => {
  it('keeps its first load within 50 KB compressed, in gzip and in brotli', async () => {
    const { firstLoad } = await pageAssets();
    expect(firstLoad.gzip).toBeGreaterThan(0);
    expect(firstLoad.gzip).toBeLessThanOrEqual(FIRST_LOAD_LIMIT);
    expect(firstLoad.br).toBeLessThanOrEqual(firstLoad.gzip);
  });
});
