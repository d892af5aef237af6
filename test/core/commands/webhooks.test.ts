import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../../src/i18n/index.js';
import { signatureHeaders } from '../../../src/net/webhook-signature.js';
import { LANGUAGES } from '../../support/languages.js';
import { keysMatching } from '../../support/test-redis.js';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { joinedAs, openDemoShop } from './support/demo-shop.js';

const DAY_MS = 24 * 60 * 60_000;

/** The ping's JSON Schema as receivers read it from the repository. */
const pingSchema = new Ajv2020({ strict: true, validateFormats: false }).compile(
  JSON.parse(readFileSync(new URL('../../../schemas/webhooks/ping.v1.json', import.meta.url), 'utf8')) as object,
);

function shownSecret(text: string): string {
  const secret = /`(whsec_[A-Za-z0-9+/=]+)`/.exec(text)?.[1];
  if (!secret) throw new Error(`no secret in: ${text}`);
  return secret;
}

/** Whether a receiver holding `secret` accepts a call signed now with the endpoint's secrets, checked by the Standard Webhooks library. */
function verifies(secret: string, signing: readonly string[]): boolean {
  const body = '{"type":"ping"}';
  const headers = signatureHeaders({ messageId: 'msg_1', timestamp: Date.now() / 1000, body, secrets: signing });
  try {
    new Webhook(secret).verify(body, headers);
    return true;
  } catch {
    return false;
  }
}

describe('webhooks', () => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;
  const now = () => h.sandbox.core.clock.now();
  const auditLines = async () =>
    (await h.stores.audit.latest(accountId, 50)).filter((entry) => entry.action === 'webhooks').map((entry) => render(entry.summary));

  beforeAll(async () => {
    ({ h, owner, accountId } = await openDemoShop('core-webhooks'));
  });
  afterAll(async () => {
    await h.close();
  });

  it('says how to start while the shop has no endpoint', async () => {
    await owner.dm.command('webhooks');
    expect(owner.dm.lastText()).toMatch(/No webhook endpoint yet\. Add one with `webhooks add <https url> \[events\]`/);
  });

  it('refuses addresses Hawker does not call, and events that do not exist', async () => {
    await owner.dm.command('webhooks', 'add');
    expect(owner.dm.lastText()).toMatch(/Give the receiver's address/);
    await owner.dm.command('webhooks', 'add http://hooks.example.com/hawker');
    expect(owner.dm.lastText()).toMatch(/must start with `https:\/\/`/);
    await owner.dm.command('webhooks', 'add https://127.0.0.1/hawker');
    expect(owner.dm.lastText()).toMatch(/private network/);
    expect(owner.dm.lastText()).toMatch(
      /Where the receiver runs beside Hawker \(on its machine or network\), whoever runs Hawker can allow such addresses with the setting `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`\.$/,
    );
    await owner.dm.command('webhooks', 'add https://me:pass@hooks.example.com/hawker');
    expect(owner.dm.lastText()).toMatch(/Take the user name and password out/);
    await owner.dm.command('webhooks', 'add https://hooks.example.com/hawker order.delivered,order.exploded');
    expect(owner.dm.lastText()).toMatch(/There is no event `order\.exploded`\. Events: `order\.awaiting_delivery`, `order\.taken`/);
    expect(await h.stores.webhooks.endpoints(accountId)).toEqual([]);
  });

  it('adds an endpoint and shows its secret once, privately; the list names it without its query, the secret is nowhere else', async () => {
    const [reply] = await owner.dm.command('webhooks', 'add https://hooks.example.com/hawker?token=t0p order.delivered, key.invalid');
    expect(reply?.visibility).toBe('private');
    expect(owner.dm.lastText()).toMatch(/Endpoint 1 · hooks\.example\.com\/hawker gets `order\.delivered`, `key\.invalid`/);
    const secret = shownSecret(owner.dm.lastText());
    expect(await h.stores.webhooks.signingSecrets(accountId, 1, now())).toEqual([secret]);

    await owner.dm.command('webhooks');
    const list = owner.dm.lastText();
    expect(list).toMatch(/1 · hooks\.example\.com\/hawker/);
    expect(list).toMatch(/enabled · `order\.delivered`, `key\.invalid` · nothing sent yet/);
    expect(list).not.toMatch(/t0p|whsec_/);

    expect(await auditLines()).toEqual(['added webhook endpoint 1 at `hooks.example.com` for `order.delivered`, `key.invalid`']);
    const stored = await keysMatching(h.redis.redis, `${h.redis.namespace}:*webhooks*`);
    expect(stored.length).toBeGreaterThan(0);
    for (const key of stored) {
      const type = await h.redis.redis.type(key);
      const values = type === 'hash' ? Object.values(await h.redis.redis.hgetall(key)) : [await h.redis.redis.get(key)];
      expect(values.join(' ')).not.toContain(secret.slice('whsec_'.length));
    }
  });

  it('rotates: the new secret is shown once, the old and the new both sign for 24 hours, then only the new', async () => {
    const old = (await h.stores.webhooks.signingSecrets(accountId, 1, now()))[0] ?? '';
    await owner.dm.command('webhooks', 'rotate 1');
    expect(owner.dm.lastText()).toMatch(/Endpoint 1 · hooks\.example\.com\/hawker has a new secret\. For the next 24 hours/);
    const fresh = shownSecret(owner.dm.lastText());
    expect(fresh).not.toBe(old);

    const signing = await h.stores.webhooks.signingSecrets(accountId, 1, now());
    expect(verifies(old, signing)).toBe(true);
    expect(verifies(fresh, signing)).toBe(true);

    h.sandbox.core.clock.advance(DAY_MS - 60_000);
    expect(verifies(old, await h.stores.webhooks.signingSecrets(accountId, 1, now()))).toBe(true);
    h.sandbox.core.clock.advance(2 * 60_000);
    const later = await h.stores.webhooks.signingSecrets(accountId, 1, now());
    expect(verifies(old, later)).toBe(false);
    expect(verifies(fresh, later)).toBe(true);
    expect((await auditLines())[0]).toBe('made a new signing secret for webhook endpoint 1 at `hooks.example.com`');
    await owner.dm.command('webhooks', 'rotate 7');
    expect(owner.dm.lastText()).toMatch(/There is no webhook endpoint 7/);
    await owner.dm.command('webhooks', 'rotate');
    expect(owner.dm.lastText()).toMatch(/`webhooks rotate <n>`/);
  });

  it('removes an endpoint with its secrets; numbers are never given twice', async () => {
    await owner.dm.command('webhooks', 'remove 1');
    expect(owner.dm.lastText()).toMatch(/Endpoint 1 · hooks\.example\.com\/hawker removed/);
    expect(await h.stores.webhooks.signingSecrets(accountId, 1, now())).toEqual([]);
    expect(await keysMatching(h.redis.redis, `${h.redis.namespace}:*webhooks:${accountId}:secrets`)).toEqual([]);
    await owner.dm.command('webhooks', 'add https://hooks.example.com/all');
    expect(owner.dm.lastText()).toMatch(/Endpoint 2 · hooks\.example\.com\/all gets every event/);
    await owner.dm.command('webhooks', 'remove 1');
    expect(owner.dm.lastText()).toMatch(/There is no webhook endpoint 1/);
  });

  it('pings no private address a name resolves to, while private networks are not allowed', async () => {
    await owner.dm.command('webhooks', 'add https://localhost/hawker');
    expect(owner.dm.lastText()).toMatch(/Endpoint 3 · localhost\/hawker gets every event/);
    await owner.dm.command('webhooks', 'test 3');
    expect(owner.dm.lastText()).toMatch(
      /Endpoint 3 · localhost\/hawker did not take the `ping`: address refused \(a private network; `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`, set by whoever runs Hawker, allows it\)/,
    );
    await owner.dm.command('webhooks', 'remove 3');
  });

  it('holds at most ten endpoints', async () => {
    for (let index = 0; index < 9; index += 1) await owner.dm.command('webhooks', `add https://hooks.example.com/${index}`);
    expect(await h.stores.webhooks.endpoints(accountId)).toHaveLength(10);
    await owner.dm.command('webhooks', 'add https://hooks.example.com/one-more');
    expect(owner.dm.lastText()).toMatch(/already has 10 webhook endpoints, the most it may have/);
    expect(await h.stores.webhooks.endpoints(accountId)).toHaveLength(10);
  });

  it('works only in a private chat, and only for an owner', async () => {
    await owner.in(h.adapter.group('hooks-room')).command('webhooks', 'add https://hooks.example.com/group');
    expect(owner.in(h.adapter.group('hooks-room')).lastText()).toMatch(/`webhooks` works only in a private chat with the bot/);
    const manager = await joinedAs(h, owner, 'hooks-manager', 'manager');
    await manager.dm.command('webhooks');
    expect(manager.dm.lastText()).toMatch(/owner/i);
    expect(manager.dm.lastText()).not.toMatch(/hooks\.example\.com/);
  });
});

/** A receiver on 127.0.0.1 that verifies each call with the Standard Webhooks library and answers `status`. */
async function startReceiver(): Promise<{
  url: string;
  received: { id: string; body: unknown; verified: boolean }[];
  status: number;
  secret: string;
  close(): Promise<void>;
}> {
  const state = {
    url: '',
    received: [] as { id: string; body: unknown; verified: boolean }[],
    status: 200,
    secret: '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let verified = true;
      try {
        new Webhook(state.secret).verify(raw, request.headers as Record<string, string>);
      } catch {
        verified = false;
      }
      state.received.push({ id: String(request.headers['webhook-id']), body: JSON.parse(raw) as unknown, verified });
      response.writeHead(state.status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return state;
}

describe('webhooks with private networks allowed', () => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    ({ h, owner, accountId } = await openDemoShop('core-webhooks-local', { webhookAllowPrivateNetworks: true }));
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await h.close();
  });

  it('takes a local receiver over plain http, and pings it signed so the Standard Webhooks library verifies it', async () => {
    await owner.dm.command('webhooks');
    await owner.dm.command('webhooks', `add ${receiver.url}`);
    expect(owner.dm.lastText()).toMatch(/Endpoint 1 · 127\.0\.0\.1:\d+\/hooks gets every event/);
    receiver.secret = shownSecret(owner.dm.lastText());
    await owner.dm.command('webhooks', 'log 1');
    expect(owner.dm.lastText()).toMatch(/Nothing was sent to endpoint 1 · 127\.0\.0\.1:\d+\/hooks yet/);

    await owner.dm.command('webhooks', 'test 1');
    expect(owner.dm.lastText()).toMatch(/Endpoint 1 · .* got the `ping`: answered 200 in \d+ ms/);
    expect(receiver.received).toHaveLength(1);
    const [ping] = receiver.received;
    expect(ping?.verified).toBe(true);
    expect(ping?.body).toMatchObject({ type: 'ping', version: 1, account: { id: accountId, label: 'Demo' }, data: { endpoint: 1 } });
    expect(ping?.id).toBe((ping?.body as { id: string }).id);
    expect(pingSchema(ping?.body), JSON.stringify(pingSchema.errors)).toBe(true);

    await owner.dm.command('webhooks');
    expect(owner.dm.lastText()).toMatch(/enabled · every event · last: answered 200, /);
  });

  it('says what went wrong when the receiver fails, and the log lists every attempt newest first', async () => {
    receiver.status = 503;
    await owner.dm.command('webhooks', 'test 1');
    expect(owner.dm.lastText()).toMatch(/did not take the `ping`: answered 503\. `webhooks log <n>` shows every attempt/);
    receiver.status = 200;
    await owner.dm.command('webhooks', 'log 1');
    const log = owner.dm.lastText();
    expect(log).toMatch(/Latest deliveries to 1 · 127\.0\.0\.1:\d+\/hooks/);
    expect(log.indexOf('answered 503')).toBeLessThan(log.indexOf('answered 200'));
    expect(log).toMatch(/`ping` · answered 503[\s\S]*\d+ ms · attempt 1 · .* · `dlv_[0-9a-f]{16}`/);
  });

  it('after a rotation the receiver verifies with either secret for a day', async () => {
    const old = receiver.secret;
    await owner.dm.command('webhooks', 'rotate 1');
    const fresh = shownSecret(owner.dm.lastText());
    await owner.dm.command('webhooks', 'test 1');
    receiver.secret = fresh;
    await owner.dm.command('webhooks', 'test 1');
    expect(receiver.received.slice(-2).map((call) => call.verified)).toEqual([true, true]);
    h.sandbox.core.clock.advance(DAY_MS + 60_000);
    receiver.secret = old;
    await owner.dm.command('webhooks', 'test 1');
    expect(receiver.received.at(-1)?.verified).toBe(false);
    receiver.secret = fresh;
  });

  it('an endpoint switched off after days of failures is switched on by a ping it answers, and stays off while it fails', async () => {
    await h.stores.webhooks.setEnabled(accountId, 1, false);
    receiver.status = 500;
    await owner.dm.command('webhooks', 'test 1');
    expect((await h.stores.webhooks.endpoint(accountId, 1))?.enabled).toBe(false);
    receiver.status = 200;
    await owner.dm.command('webhooks', 'test 1');
    expect(owner.dm.lastText()).toMatch(/got the `ping`: answered 200 in \d+ ms\.\nIt answered, so it is switched on again/);
    await owner.dm.command('webhooks');
    expect(owner.dm.lastText()).toMatch(/enabled · every event/);
  });

  it('replay sends a logged event again, the same event with the same id, as its next attempt', async () => {
    receiver.status = 503;
    await owner.dm.command('webhooks', 'test 1');
    const [failed] = await h.stores.webhookDeliveries.latest(accountId, 1, 1);
    receiver.status = 200;
    await owner.dm.command('webhooks', `replay ${failed!.id}`);
    expect(owner.dm.lastText()).toMatch(/Endpoint 1 · .* got `ping` again: answered 200 in \d+ ms/);
    const [missed, again] = receiver.received.slice(-2);
    expect(again?.verified).toBe(true);
    expect(again?.id).toBe(failed!.eventId);
    expect(again?.body).toEqual(missed?.body);
    const [replayed] = await h.stores.webhookDeliveries.latest(accountId, 1, 1);
    expect(replayed).toMatchObject({ eventId: failed!.eventId, attempt: 2, status: 200 });

    await owner.dm.command('webhooks', 'replay dlv_0123456789abcdef');
    expect(owner.dm.lastText()).toMatch(/There is no delivery `dlv_0123456789abcdef`/);
    await owner.dm.command('webhooks', 'replay 3');
    expect(owner.dm.lastText()).toMatch(/Say which delivery to send again/);
  });

  it('removing an endpoint drops its log too', async () => {
    await owner.dm.command('webhooks', 'remove 1');
    expect(await h.stores.webhookDeliveries.latest(accountId, 1, 50)).toEqual([]);
  });
});

describe.each(LANGUAGES)('webhooks in %s', (language) => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;

  beforeAll(async () => {
    ({ h, owner, accountId } = await openDemoShop(`core-webhooks-${language}`));
    await owner.dm.command('language', language);
  });
  afterAll(async () => {
    await h.close();
  });

  it('words every answer in the reader’s language', async () => {
    await owner.dm.command('webhooks');
    await owner.dm.command('webhooks', 'add');
    await owner.dm.command('webhooks', 'add http://hooks.example.com/x');
    await owner.dm.command('webhooks', 'add https://10.0.0.1/x');
    await owner.dm.command('webhooks', 'add https://a:b@hooks.example.com/x');
    await owner.dm.command('webhooks', 'add https://hooks.example.com/x nothing');
    await owner.dm.command('webhooks', 'add https://localhost/x order.delivered');
    expect(owner.dm.lastText()).toMatch(/whsec_/);
    await owner.dm.command('webhooks', 'rotate 1');
    expect(owner.dm.lastText()).toMatch(/whsec_/);
    await owner.dm.command('webhooks', 'log 1');
    await owner.dm.command('webhooks', 'test 1');
    // What the worker logs when it gives an event up: after attempts, and unsent behind an earlier event of its order.
    const [ping] = await h.stores.webhookDeliveries.latest(accountId, 1, 1);
    for (const [attempt, problem] of [
      [0, 'waited'],
      [7, 'status'],
    ] as const)
      await h.stores.webhookDeliveries.record(accountId, 1, {
        ...ping!,
        id: `dlv_${attempt}123456789abcde`,
        attempt,
        status: 500,
        problem,
        givenUp: true,
      });
    await owner.dm.command('webhooks', 'log 1');
    expect(owner.dm.lastText()).toMatch(/`webhooks replay dlv_7123456789abcde`/);
    await owner.dm.command('webhooks');
    expect(owner.dm.lastText()).toMatch(/localhost\/x/);
    expect(owner.dm.lastText()).toMatch(/`webhooks log 1`/);
    await owner.dm.command('webhooks', 'rotate x');
    await owner.dm.command('webhooks', 'remove 9');
    await owner.dm.command('webhooks', 'remove 1');
    await owner.dm.command('help', 'webhooks');
  });
});
