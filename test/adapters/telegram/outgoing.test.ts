import { Api, GrammyError } from 'grammy';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTelegramNotifier, createTelegramOutgoing, DEFAULT_THROTTLE_LIMITS } from '../../../adapters/telegram/index.js';
import type { Notifier } from '../../../src/notify/notifier.js';
import { startFakeTelegram, TELEGRAM_RATE_LIMITS, type FakeTelegram } from '../../fakes/telegram-bot-api/index.js';
import { createTestRedis } from '../../support/test-redis.js';

const testRedis = createTestRedis('telegram-outgoing');

afterAll(async () => {
  await testRedis.cleanup();
});

let fake: FakeTelegram | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function sendCalls(server: FakeTelegram): { ok: boolean; errorCode?: number; receivedAt: number; chatId: unknown }[] {
  return server.calls.filter((call) => call.method === 'sendMessage').map((call) => ({ ...call, chatId: call.fields.chat_id }));
}

describe('flood retry', () => {
  it('repeats a call answered 429, no sooner than retry_after says', async () => {
    fake = await startFakeTelegram({ rateLimits: false });
    const chat = fake.privateChat(fake.createUser());
    const api = new Api(fake.token, { apiRoot: fake.apiRoot });
    createTelegramOutgoing().install(api);
    fake.failNext('sendMessage', { errorCode: 429, description: 'Too Many Requests: retry after 1', retryAfter: 1 });

    const sent = await api.sendMessage(chat.id, 'order alert');

    expect(fake.message(chat.id, sent.message_id)?.message.text).toBe('order alert');
    const [refused, accepted] = sendCalls(fake);
    expect(refused?.errorCode).toBe(429);
    expect(accepted?.ok).toBe(true);
    expect((accepted?.receivedAt ?? 0) - (refused?.receivedAt ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  it('hands a wait longer than it may take back to the caller as the 429', async () => {
    fake = await startFakeTelegram({ rateLimits: false });
    const chat = fake.privateChat(fake.createUser());
    const api = new Api(fake.token, { apiRoot: fake.apiRoot });
    createTelegramOutgoing({ retry: { maxWaitMs: 5_000 } }).install(api);
    fake.failNext('sendMessage', { errorCode: 429, description: 'Too Many Requests: retry after 120', retryAfter: 120 });

    const error = await api.sendMessage(chat.id, 'alert').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(GrammyError);
    expect((error as GrammyError).parameters.retry_after).toBe(120);
    expect(sendCalls(fake)).toHaveLength(1);
  });
});

describe('throttling', () => {
  it('delivers a burst of alerts across chats, one busy chat and a group without a single 429, in order', async () => {
    // Telegram's global limit as is; the per-chat and group rules run five times faster on both
    // sides (1 per 200 ms, 20 per 12 s) so a burst to a group takes seconds, not minutes.
    const fivefold = {
      perChat: { perInterval: 1, intervalMs: 200, burst: 3 },
      perGroup: { perInterval: 20, intervalMs: 12_000, burst: 20 },
    };
    fake = await startFakeTelegram({ rateLimits: { ...TELEGRAM_RATE_LIMITS, ...fivefold } });
    const outgoing = createTelegramOutgoing({
      limits: { ...DEFAULT_THROTTLE_LIMITS, perChat: { intervalMs: 210, burst: 2 }, perGroup: { intervalMs: 630, burst: 18 } },
    });
    const notifier = createTelegramNotifier({ token: fake.token, apiRoot: fake.apiRoot, outgoing });
    const server = fake;
    const group = server.createGroup({ title: 'Shop team' });
    const busy = server.privateChat(server.createUser('Busy'));
    const others = Array.from({ length: 60 }, (_, i) => server.privateChat(server.createUser(`Seller ${i}`)));

    const sends = [
      ...Array.from({ length: 25 }, (_, i) =>
        notifier.send({ platform: 'telegram', kind: 'channel', id: String(group.id) }, { text: `group alert ${i}` }),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        notifier.send({ platform: 'telegram', kind: 'user', id: String(busy.id) }, { text: `busy alert ${i}` }),
      ),
      ...others.map((chat, i) => notifier.send({ platform: 'telegram', kind: 'user', id: String(chat.id) }, { text: `alert ${i}` })),
    ];
    const outcomes = await Promise.all(sends);

    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
    expect(sendCalls(server).filter((call) => call.errorCode === 429)).toEqual([]);
    expect(server.botMessages(group.id).map((stored) => stored.message.text)).toEqual(
      Array.from({ length: 25 }, (_, i) => `group alert ${i}`),
    );
    expect(server.botMessages(busy.id).map((stored) => stored.message.text)).toEqual(
      Array.from({ length: 5 }, (_, i) => `busy alert ${i}`),
    );
    expect(others.every((chat) => server.botMessages(chat.id).length === 1)).toBe(true);
  });

  it('without the throttle the same fake refuses such a burst', async () => {
    fake = await startFakeTelegram();
    const chat = fake.privateChat(fake.createUser());
    const api = new Api(fake.token, { apiRoot: fake.apiRoot });
    await Promise.allSettled(Array.from({ length: 5 }, (_, i) => api.sendMessage(chat.id, `busy alert ${i}`)));
    expect(sendCalls(fake).some((call) => call.errorCode === 429)).toBe(true);
  });

  /** Two processes (two outgoing paths) alerting 40 chats each at the same moment; gives the 429s the fake answered. */
  async function twoProcessBurst(server: FakeTelegram, shared: boolean): Promise<number> {
    const processes = [1, 2].map(() =>
      createTelegramNotifier({
        token: server.token,
        apiRoot: server.apiRoot,
        outgoing: createTelegramOutgoing(shared ? { shared: { redis: testRedis.redis, namespace: testRedis.namespace } } : {}),
      }),
    );
    const sends = Array.from({ length: 80 }, (_, i) => {
      const chat = server.privateChat(server.createUser(`Seller ${i}`));
      const notifier = processes[i % 2] as Notifier;
      return notifier.send({ platform: 'telegram', kind: 'user', id: String(chat.id) }, { text: `alert ${i}` });
    });
    const outcomes = await Promise.all(sends);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    return sendCalls(server).filter((call) => call.errorCode === 429).length;
  }

  it('keeps two processes sharing the bot-wide rate through Redis inside the global limit', async () => {
    fake = await startFakeTelegram();
    expect(await twoProcessBurst(fake, true)).toBe(0);
  });

  it('without sharing, two processes together overrun the global limit', async () => {
    fake = await startFakeTelegram();
    expect(await twoProcessBurst(fake, false)).toBeGreaterThan(0);
  });
});
