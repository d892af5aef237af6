// The CLI sandbox listens on 127.0.0.1 only; this file starts one on ::1 to check
// that IPv6 allowlist entries are matched against the connecting address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { admin, call, type Target } from './support/conformance.js';

let sandbox: RunningSandbox;
let target: Target;
beforeAll(async () => {
  sandbox = await startSandbox({ host: '::1', demo: false });
  target = { baseUrl: sandbox.baseUrl, adminToken: sandbox.adminToken, limits: true, close: sandbox.close };
});
afterAll(async () => {
  await sandbox.close();
});

async function statusWith(allowlist: string[]): Promise<number> {
  const made = await admin<{ apiKey: string }>(target, 'POST', '/_sandbox/sellers', { allowlist });
  expect(made.status).toBe(201);
  return (await call(target.baseUrl, 'GET', '/v1/offers/my', { key: made.body.apiKey })).status;
}

describe('IPv6 allowlists', () => {
  it('admits ::1 by address and by subnet', async () => {
    expect(await statusWith(['::1'])).toBe(200);
    expect(await statusWith(['::/0'])).toBe(200);
    expect(await statusWith(['2001:db8::/32', '::1/128'])).toBe(200);
  });

  it('refuses ::1 when only other IPv6 ranges or IPv4 addresses are listed', async () => {
    expect(await statusWith(['2001:db8::/32'])).toBe(401);
    expect(await statusWith(['127.0.0.1', '0.0.0.0/0'])).toBe(401);
  });
});
