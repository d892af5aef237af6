import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis, testRedisEnv } from '../support/test-redis.js';

const run = promisify(execFile);
const { redis, namespace, cleanup } = createTestRedis('vault-commands');
afterAll(cleanup);

function tsx(script: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env }, timeout: 60_000 });
}

describe('vault commands', () => {
  it('vault:keygen prints one ring entry the ring parser accepts', async () => {
    const { stdout } = await tsx('bin/vault-keygen.ts', ['spring26'], {});
    const ring = parseKeyRing(stdout.trim());
    expect(ring.newest.id).toBe('spring26');
    expect(ring.newest.key).toHaveLength(32);
  });

  it('vault:reseal moves every stored key and pool code to the newest master key, after which the old one can go', async () => {
    const oldEntry = generateKeyRingEntry('old');
    const newEntry = generateKeyRingEntry('new');
    const before = createStores(redis, namespace, parseKeyRing(oldEntry));
    const keys = new Map<string, string>();
    for (let index = 0; index < 3; index += 1) {
      const apiKey = `sk_cli_${index}_${crypto.randomUUID()}`;
      const account = await before.accounts.create({
        label: `Shop ${index}`,
        apiKey,
        ownerIdentityId: 'o',
        marketplaceUrl: 'http://127.0.0.1:1',
      });
      keys.set(account.id, apiKey);
    }
    const [first] = keys.keys();
    await before.pools.add(first ?? '', 'steam', ['POOL-CLI-1', 'POOL-CLI-2'], Date.now());
    const secret = 'whsec_U1VQUExJRVItQ0xJLVNFQ1JFVC0wMTIzNDU2Nzg5QUJD';
    await before.autopilot.bind(
      first ?? '',
      {
        listingId: 'listing-1',
        title: 'Gems',
        mode: { kind: 'deliver', source: { kind: 'supplier', url: 'https://supplier.example/goods' }, template: null },
        capOrders: null,
        capCents: null,
        since: 1,
        by: 'Owner',
      },
      secret,
    );
    const hookSecret = 'whsec_V0VCSE9PSy1DTEktU0VDUkVULTAxMjM0NTY3ODlBQkNE';
    const rotatedSecret = 'whsec_Uk9UQVRFRC1DTEktU0VDUkVULTAxMjM0NTY3ODlBQkNE';
    const endpoint = { url: 'https://hooks.example/hawker', events: null, enabled: true, createdAt: 1, by: 'o', previousUntil: null };
    await before.webhooks.add(first ?? '', endpoint, hookSecret);
    await before.webhooks.rotate(first ?? '', 1, rotatedSecret, Date.now());

    const { stdout } = await tsx('bin/vault-reseal.ts', ['--namespace', namespace], {
      ...testRedisEnv(),
      HAWKER_MASTER_KEYS: `${newEntry},${oldEntry}`,
      MARKETPLACE_BASE_URL: '',
    });
    expect(stdout).toContain('Re-sealed 3 API key(s) under master key "new"; 0 already current; hash secret re-sealed.');
    expect(stdout).toContain('Re-sealed 2 pool code(s); 0 already current.');
    expect(stdout).toContain('Re-sealed 1 supplier signing secret(s); 0 already current.');
    expect(stdout).toContain('Re-sealed the goods of 0 supplier delivery(ies) under way; 0 already current.');
    expect(stdout).toContain('Re-sealed 2 webhook signing secret(s); 0 already current.');
    expect(stdout).not.toContain(secret);
    expect(stdout).not.toContain(hookSecret);
    for (const apiKey of keys.values()) expect(stdout).not.toContain(apiKey);
    expect(stdout).not.toContain('POOL-CLI');

    const after = createStores(redis, namespace, parseKeyRing(newEntry));
    for (const [id, apiKey] of keys) expect(await after.accounts.apiKey(id)).toBe(apiKey);
    expect(await after.pools.reserve(first ?? '', 'steam', 'order-1', 2)).toMatchObject({ codes: ['POOL-CLI-1', 'POOL-CLI-2'] });
    expect(await after.autopilot.supplierSecret(first ?? '', 'listing-1')).toBe(secret);
    // The current secret and the one before the rotation, both still signing.
    expect(await after.webhooks.signingSecrets(first ?? '', 1, Date.now())).toEqual([rotatedSecret, hookSecret]);
  });

  it('vault:reseal fails with one line when the master keys are malformed', async () => {
    const failure = await tsx('bin/vault-reseal.ts', ['--namespace', namespace], {
      ...testRedisEnv(),
      HAWKER_MASTER_KEYS: 'k1:tooshort',
    }).then(
      () => null,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe(
      'Configuration: HAWKER_MASTER_KEYS key "k1" must be exactly 32 bytes in standard base64 (run npm run vault:keygen)',
    );
  });
});
