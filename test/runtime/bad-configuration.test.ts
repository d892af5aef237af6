import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A data folder of the test's own: a start that gets as far as the development key ring writes it there, not in a person's `.data`.
const dataDir = mkdtempSync(join(tmpdir(), 'hawker-bad-configuration-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(script: string, env: Record<string, string>) {
  return spawnSync('npx', ['tsx', script], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HAWKER_DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('a bad configuration stops the start with one line naming the variable', () => {
  it.each([
    ['bin/start.ts', { POLL_INTERVAL_MS: 'often' }, 'POLL_INTERVAL_MS'],
    ['bin/start.ts', { MARKETPLACE_BASE_URL: 'http://market.example.com' }, 'MARKETPLACE_BASE_URL'],
    ['bin/bot.ts', { MARKETPLACE_BASE_URL: 'https://market.example.com' }, 'HAWKER_MASTER_KEYS'],
    ['bin/worker.ts', { TELEGRAM_BOT_TOKEN: 'not-a-token' }, 'TELEGRAM_BOT_TOKEN'],
    // A one-character secret is found in a few dozen guesses, and a forged `/away now` takes a shop off sale.
    [
      'bin/bot.ts',
      {
        REDIS_URL: 'redis://127.0.0.1:1',
        MARKETPLACE_BASE_URL: 'https://market.example.com',
        HAWKER_MASTER_KEYS: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
        TELEGRAM_BOT_TOKEN: '123:abc',
        TELEGRAM_MODE: 'webhook',
        TELEGRAM_WEBHOOK_URL: 'https://hawker.example/telegram',
        TELEGRAM_WEBHOOK_SECRET: 'x',
      },
      'TELEGRAM_WEBHOOK_SECRET',
    ],
    // The image sets NODE_ENV=production: no development key ring there, with or without a marketplace.
    ['bin/worker.ts', { NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:1' }, 'HAWKER_MASTER_KEYS'],
    ['bin/bot.ts', { NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:1', TELEGRAM_BOT_TOKEN: '123:abc' }, 'HAWKER_MASTER_KEYS'],
  ])('%s with %o', (script, env, variable) => {
    const result = start(script, env);
    expect(result.status).toBe(2);
    const lines = result.stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(variable);
  });
});
