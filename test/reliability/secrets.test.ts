// After a full end-to-end run (connect, restock, alerts, deliveries from alerts, commands
// and files, instant sales, a team group), no API key and no delivered code appears in
// any Redis value, log line or chat message other than where the seller typed it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../../jobs/worker.js';
import { composeTestWorker } from '../support/composed.js';
import { fastConfig, waitFor } from '../jobs/support/jobs-harness.js';
import { RecordingNotifier } from '../support/recording-notifier.js';
import { textOf, type TestUser } from '../support/test-adapter.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { dumpNamespace } from './support/redis-dump.js';
import { demoKey, startStack, type Stack } from './support/stack.js';

let s: Stack;
let guard: ProcessGuard;
let worker: RunningWorker;
let alice: TestUser;
let bob: TestUser;
let olga: TestUser;
const notifier = new RecordingNotifier('test');
const secrets: string[] = [];
const secret = (value: string) => {
  secrets.push(value);
  return value;
};

beforeAll(async () => {
  guard = guardProcess();
  s = await startStack('rel-secrets');
  const { redis, namespace } = s.testRedis;
  worker = await composeTestWorker(
    { redis, namespace, stores: s.stores, logger: s.logs.logger('worker') },
    {
      notifiers: [notifier],
      jobs: fastConfig(s.sandbox),
      marketplace: { policy: (shipped) => ({ ...shipped, retry: { ...shipped.retry, maxAttempts: 2 } }) },
    },
  );
  alice = s.adapter.user('alice');
  bob = s.adapter.user('bob');
  olga = s.adapter.user('olga');
});

afterAll(async () => {
  await worker.close();
  await s.close();
  guard.stop();
});

const alertFor = (orderId: string) =>
  notifier.messages.find(
    (message) =>
      message.versions[0]?.fields?.some((entry) => entry.label === 'Order' && entry.value === orderId) && message.target.kind === 'user',
  );

describe('a full run', () => {
  it('connects two sellers, restocks codes, sells instantly, and delivers from alerts, commands, files and the team group', async () => {
    await alice.dm.command('connect', `${secret(demoKey(s))} Alice shop`);
    expect(alice.dm.lastText()).toMatch(/connected/);
    const bobKey = secret((await s.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {})).body.apiKey);
    await bob.dm.send('/connect');
    await bob.dm.answer(bobKey);
    expect(bob.dm.lastText()).toMatch(/connected/);

    const topUp = s.listingId('1000 Neon credits code');
    await alice.dm.send(`/restock ${topUp} ${secret('RESTOCK-TYPED-7781')}\n${secret('RESTOCK-TYPED-7782')}`);
    await alice.dm.upload('codes.txt', `${secret('RESTOCK-FILE-9931')}\n${secret('RESTOCK-FILE-9932')}\n`);
    await alice.dm.send(`/restock ${topUp}`);
    await alice.dm.upload('codes.txt', `${secret('RESTOCK-FILE-9933')}\n`);
    for (let index = 0; index < 3; index += 1) await s.placeOrder(topUp);

    const accountId = (await s.stores.identities.activeAccount(await s.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    await olga.dm.command(
      'join',
      await s.stores.team.createInvite(accountId, 'operator', await s.stores.identities.resolve('test', 'alice')),
    );
    const group = s.adapter.group('shop-team');
    await alice.in(group).command('team', 'link');
    await olga.dm.command('notify', 'on');

    const manual = s.listingId('Starfall crystals by player id');
    const fromAlert = await s.placeOrder(manual, 2);
    const alert = await waitFor('the alert of the first order', () => alertFor(fromAlert.id));
    await alice.dm.replyTo(alert.ref, `${secret('ALERT-REPLY-GOODS-5501')}\n${secret('ALERT-REPLY-GOODS-5502')}`);
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/handed over/);

    const fromFile = await s.placeOrder(manual);
    const fileAlert = await waitFor('the alert of the second order', () => alertFor(fromFile.id));
    await alice.dm.upload(
      'goods.json',
      JSON.stringify([{ code: secret('FILE-GOODS-JSON-6601'), pin: secret('PIN-6601-XY') }]),
      'application/json',
      fileAlert.ref,
    );
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/handed over/);

    const byCommand = await s.placeOrder(manual);
    await olga.in(group).command('deliver', `${byCommand.id} ${secret('GROUP-TYPED-GOODS-7701')}`);
    await olga.in(group).press('Confirm delivery');
    expect(olga.in(group).lastText()).toMatch(/handed over/);

    const byPrompt = await s.placeOrder(manual);
    await alice.dm.command('deliver', byPrompt.id.slice(0, 8));
    await alice.dm.answer(secret('PROMPTED-GOODS-8801'));
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/handed over/);

    await waitFor('the delivered alerts turned final', () => notifier.messages.some((message) => message.versions.length > 1), 20_000);
    await alice.dm.send('/audit 50');
    await alice.dm.send('/account');
    await alice.dm.send('/orders');
    await worker.drain();
    expect(guard.fired).toEqual([]);
  });

  it('leaves no API key and no code in any Redis value, log line or chat message', async () => {
    const redis = await dumpNamespace(s.testRedis.redis, s.testRedis.namespace);
    const chats = [...s.adapter.chats.values()].flatMap((chat) =>
      chat.shown.map((entry) =>
        JSON.stringify(entry.reply, (_key, value: unknown) => (value instanceof Uint8Array ? new TextDecoder().decode(value) : value)),
      ),
    );
    const alerts = notifier.messages.flatMap((message) => message.versions.map((version) => JSON.stringify(version)));
    const logs = s.logs.text();
    const places: [string, string][] = [
      ['Redis', redis.text],
      ['chat messages', [...chats, ...alerts].join('\n')],
      ['logs', logs],
    ];
    for (const value of secrets) {
      for (const [where, text] of places) expect(text.includes(value), `${value} found in ${where}`).toBe(false);
    }
    // The run was real: there was plenty to look through.
    expect(redis.keys).toBeGreaterThan(30);
    expect(s.logs.lines.length).toBeGreaterThan(20);
    expect(alerts.length).toBeGreaterThan(4);
    expect(textOf(alice.dm.last())).not.toBe('');
    recordFigures('secrets', {
      secretsChecked: secrets.length,
      redisKeys: redis.keys,
      logLines: s.logs.lines.length,
      chatMessages: chats.length + alerts.length,
    });
  });
});
