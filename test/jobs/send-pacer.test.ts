// The jobs' side of the chat platforms' limits: the pacer spaces one chat's messages
// across workers at the rates the notifier declares, on Redis's clock, and a 429
// longer than a send waits out goes back to the queue with its retry-after.
// Real Redis, the real Telegram notifier on the fake Bot API (which answers real 429s).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTelegramNotifier, createTelegramOutgoing } from '../../adapters/telegram/index.js';
import { ChatSender, SendRateLimited } from '../../jobs/chat-sender.js';
import { SendPacer } from '../../jobs/send-pacer.js';
import type { Notifier } from '../../src/notify/notifier.js';
import type { AlertTarget } from '../../src/domain/alert-target.js';
import { SendPaceStore } from '../../src/store/send-pace-store.js';
import { startFakeTelegram, type FakeTelegram } from '../fakes/telegram-bot-api/index.js';
import { FAST_FAKE_LIMITS, FAST_THROTTLE } from '../adapters/telegram/support/bot-support.js';
import { createTestRedis } from '../support/test-redis.js';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';

const testRedis = createTestRedis('chat-limits');

afterAll(async () => {
  await testRedis.cleanup();
});

describe("the jobs' send pacer", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("books one chat's schedule on Redis's clock: a worker whose clock runs 10 s behind cannot shorten the chat's spacing", async () => {
    const namespace = `${testRedis.namespace}:clocks`;
    const rate = [{ intervalMs: 60_000, burst: 1 }];
    const behind = new SendPaceStore(testRedis.redis, namespace);
    const onTime = new SendPaceStore(testRedis.redis, namespace);
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 10_000);
    expect(await behind.reserve('telegram', 'chat-1', rate)).toBe(0);
    vi.restoreAllMocks();

    // The next message to that chat is a whole interval away, whichever worker asks.
    expect(await onTime.reserve('telegram', 'chat-1', rate)).toBeGreaterThan(59_000);
  });

  it("keeps every rate a chat has: a group's burst is spent, then its per-group rate holds it", async () => {
    const pacer = new SendPaceStore(testRedis.redis, `${testRedis.namespace}:rates`);
    const rates = [
      { intervalMs: 10, burst: 5 },
      { intervalMs: 60_000, burst: 2 },
    ];
    expect(await pacer.reserve('telegram', 'group-1', rates)).toBe(0);
    expect(await pacer.reserve('telegram', 'group-1', rates)).toBe(0);
    expect(await pacer.reserve('telegram', 'group-1', rates)).toBeGreaterThan(59_000);
  });
});

describe('a burst of alerts to one Telegram chat from two workers', () => {
  let fake: FakeTelegram;

  beforeAll(async () => {
    fake = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
  });

  afterAll(async () => {
    await fake.close();
  });

  /** Two workers (two notifiers, each its own outgoing path) alert one private chat and one group 8 times each, at once. */
  async function burst(label: string, declaredPace: boolean): Promise<{ failed: number; rateLimited: number }> {
    const chat = fake.privateChat(fake.createUser(`Seller ${label}`));
    const group = fake.createGroup({ title: `Shop team ${label}` });
    const firstCall = fake.calls.length;
    const senders = [1, 2].map(() => {
      const notifier: Notifier = createTelegramNotifier({
        token: fake.token,
        apiRoot: fake.apiRoot,
        outgoing: createTelegramOutgoing({ limits: FAST_THROTTLE }),
      });
      const paced: Notifier = declaredPace
        ? notifier
        : {
            platform: notifier.platform,
            send: (target, reply) => notifier.send(target, reply),
            edit: (ref, reply) => notifier.edit(ref, reply),
            delete: (ref) => notifier.delete(ref),
          };
      return new ChatSender([paced], new SendPacer(new SendPaceStore(testRedis.redis, `${testRedis.namespace}:${label}`)));
    });
    const targets: AlertTarget[] = [
      { platform: 'telegram', kind: 'user', id: String(chat.id) },
      { platform: 'telegram', kind: 'channel', id: String(group.id) },
    ];
    const sends = Array.from({ length: 16 }, (_, i) =>
      targets.map((target) => (senders[i % 2] as ChatSender).send(target, { text: `alert ${i}` })),
    ).flat();
    const outcomes = await Promise.allSettled(sends);
    const calls = fake.calls.slice(firstCall).filter((call) => call.method === 'sendMessage');
    return {
      failed: outcomes.filter((outcome) => outcome.status === 'rejected').length,
      rateLimited: calls.filter((call) => call.errorCode === 429).length,
    };
  }

  it("is paced at the notifier's declared rates across both workers and never earns a 429", async () => {
    expect(await burst('paced', true)).toEqual({ failed: 0, rateLimited: 0 });
  });

  it("without the notifier's declared pace, the two workers' bursts overrun the chat's limit", async () => {
    expect((await burst('unpaced', false)).rateLimited).toBeGreaterThan(0);
  });
});

describe('a long 429', () => {
  it('is handed back by the send at once, with its retry-after, not waited out inside the job', async () => {
    const fake = await startFakeTelegram({ rateLimits: false });
    try {
      const chat = fake.privateChat(fake.createUser());
      const notifier = createTelegramNotifier({
        token: fake.token,
        apiRoot: fake.apiRoot,
        outgoing: createTelegramOutgoing({ limits: FAST_THROTTLE }),
      });
      const sender = new ChatSender([notifier], new SendPacer(new SendPaceStore(testRedis.redis, `${testRedis.namespace}:long`)));
      fake.failNext('sendMessage', { errorCode: 429, description: 'Too Many Requests: retry after 45', retryAfter: 45 });

      const error = await sender
        .send({ platform: 'telegram', kind: 'user', id: String(chat.id) }, { text: 'order alert' })
        .catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(SendRateLimited);
      expect((error as SendRateLimited).retryAfterMs).toBe(45_000);
      expect(fake.calls.filter((call) => call.method === 'sendMessage')).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });

  describe('through the worker', () => {
    let h: Harness;

    beforeAll(async () => {
      h = await openHarness('chat-limits');
    });

    afterEach(async () => {
      await h.closeWorkers();
    });

    afterAll(async () => {
      await h.close();
    });

    it("is retried by the queue no sooner than the platform's retry-after, and the alert arrives once", async () => {
      const seller = await h.seller();
      const offerId = await h.manualListing(seller);
      h.notifier.rateLimit(seller.teamChat, 1, 3_000);
      await h.startWorker();
      const order = await h.placeOrder(offerId);
      const alerts = () => h.notifier.inChat(seller.teamChat).filter((message) => JSON.stringify(message.versions[0]).includes(order.id));

      await waitFor('the alert after the 429', () => alerts().length === 1);
      await h.drain();

      const refused = h.notifier.rateLimited.find((refusal) => refusal.chatId === seller.teamChat);
      expect(alerts()).toHaveLength(1);
      expect((alerts()[0]?.sentAt ?? 0) - (refused?.at ?? Infinity)).toBeGreaterThanOrEqual(3_000);
    });
  });
});
