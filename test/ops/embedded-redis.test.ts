import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answersPing, chooseRedis } from '../../src/runtime/embedded-redis.js';
import { openRedis } from '../../src/runtime/redis-connection.js';

const dataDir = mkdtempSync(join(tmpdir(), 'hawker-embedded-redis-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function unusedPort(): number {
  return 20000 + Math.floor(Math.random() * 20000);
}

describe('choosing a Redis for npm start', () => {
  it('uses the configured Redis untouched', async () => {
    const choice = await chooseRedis({ configured: { kind: 'url', url: 'redis://redis.internal:6379/2' } });
    expect(choice).toMatchObject({ target: { kind: 'url', url: 'redis://redis.internal:6379/2' }, origin: 'configured' });
  });

  it('uses a Redis already answering on the default port', async () => {
    const choice = await chooseRedis({ defaultPort: 6379 });
    expect(choice).toMatchObject({ target: { kind: 'url', url: 'redis://127.0.0.1:6379' }, origin: 'already-running' });
  });

  it('starts a private redis-server with its data in the data folder, and stops it on exit', async () => {
    const port = unusedPort();
    const choice = await chooseRedis({ defaultPort: unusedPort(), embeddedPort: port, dataDir });
    expect(choice.origin).toBe('embedded');
    const redis = openRedis(choice.target);
    await redis.set('hawker-embedded-check', 'kept');
    expect(await redis.config('GET', 'dir')).toEqual(['dir', dataDir]);
    redis.disconnect();
    await choice.stop();
    expect(await answersPing('127.0.0.1', port)).toBe(false);
  });
});
