// Fan-out: a burst of alerts to many chats through the real notifiers (wired as
// bin/worker wires them), against the fake Telegram Bot API and fake Discord with
// their platforms' limits on. The rate
// achieved is set against each platform's ceiling for that many chats.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createDiscordNotifier } from '../adapters/discord/index.js';
import { createTelegramNotifier, createTelegramOutgoing } from '../adapters/telegram/index.js';
import { renderAlert } from '../jobs/alert-render.js';
import type { Notifier } from '../src/notify/notifier.js';
import type { AlertTarget } from '../src/domain/alert-target.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { startFakeDiscord } from '../test/fakes/discord/index.js';
import { startFakeTelegram } from '../test/fakes/telegram-bot-api/index.js';

export interface FanOutOptions {
  alerts: number;
  chats: number;
  /** Telegram's bot-wide rate is held in Redis, as bin/worker shares it with the bot processes. */
  redisUrl: string;
}

export interface FanOutResult {
  platform: 'telegram' | 'discord';
  alerts: number;
  chats: number;
  sent: number;
  failed: number;
  seconds: number;
  rate_per_second: number;
  ceiling_per_second: number;
  percent_of_ceiling: number;
  /** 429s the fake server answered. */
  rate_limited: number;
  /** Most requests the server received in any one second (Discord's global limit is per second). */
  peak_requests_in_1s: number;
}

// Telegram: about 30 messages a second per bot, 1 a second per chat.
// Discord: 50 requests a second per bot, 5 per 5 seconds per channel.
const TELEGRAM = { global: 30, perChat: 1 };
const DISCORD = { global: 50, perChat: 1 };
const DISCORD_CHANNEL_RULE = { method: 'POST', route: /^\/channels\/:channel\/messages$/, limit: 5, windowMs: 5_000 };

function alertFor(index: number) {
  const now = Date.now();
  const orderId = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return renderAlert(
    {
      accountId: 'bench',
      accountLabel: 'Bench shop',
      orderId,
      title: 'Starfall crystals by player id',
      quantity: 2,
      priceCents: 2998,
      deadlineAt: now + 2 * 3_600_000,
      offerId: null,
      createdAt: now,
    },
    now,
  );
}

function peakInOneSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let peak = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= 1000) start += 1;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}

async function burst(
  notifier: Notifier,
  targets: AlertTarget[],
  alerts: number,
): Promise<{ sent: number; failed: number; seconds: number }> {
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: alerts }, (_, index) => notifier.send(targets[index % targets.length] as AlertTarget, alertFor(index))),
  );
  const seconds = (performance.now() - started) / 1000;
  const sent = outcomes.filter((outcome) => outcome.ok).length;
  return { sent, failed: alerts - sent, seconds };
}

function result(
  platform: FanOutResult['platform'],
  options: FanOutOptions,
  run: { sent: number; failed: number; seconds: number },
  ceiling: number,
  rateLimited: number,
  times: number[],
): FanOutResult {
  const rate = run.sent / run.seconds;
  return {
    platform,
    alerts: options.alerts,
    chats: options.chats,
    sent: run.sent,
    failed: run.failed,
    seconds: Number(run.seconds.toFixed(1)),
    rate_per_second: Number(rate.toFixed(1)),
    ceiling_per_second: ceiling,
    percent_of_ceiling: Math.round((rate / ceiling) * 100),
    rate_limited: rateLimited,
    peak_requests_in_1s: peakInOneSecond(times),
  };
}

export async function measureTelegramFanOut(options: FanOutOptions): Promise<FanOutResult> {
  const fake = await startFakeTelegram();
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  const namespace = `hawker-bench:${randomBytes(4).toString('hex')}`;
  try {
    const targets: AlertTarget[] = Array.from({ length: options.chats }, (_, index) => {
      const chat = fake.privateChat(fake.createUser(`Seller ${index}`));
      return { platform: 'telegram', kind: 'user', id: String(chat.id) };
    });
    const outgoing = createTelegramOutgoing({ shared: { redis, namespace } });
    const notifier = createTelegramNotifier({ token: fake.token, apiRoot: fake.apiRoot, outgoing });
    const run = await burst(notifier, targets, options.alerts);
    const sends = fake.calls.filter((call) => call.method === 'sendMessage');
    const ceiling = Math.min(TELEGRAM.global, TELEGRAM.perChat * options.chats);
    return result(
      'telegram',
      options,
      run,
      ceiling,
      sends.filter((call) => call.errorCode === 429).length,
      sends.map((call) => call.receivedAt),
    );
  } finally {
    await deleteNamespace(redis, namespace);
    redis.disconnect();
    await fake.close();
  }
}

export async function measureDiscordFanOut(options: FanOutOptions): Promise<FanOutResult> {
  const fake = await startFakeDiscord({ rateLimits: [DISCORD_CHANNEL_RULE] });
  try {
    const owner = fake.addUser('owner');
    const names = Array.from({ length: options.chats }, (_, index) => `alerts-${index}`);
    const guild = fake.addGuild({ name: 'Bench shops', owner, channels: names });
    const targets: AlertTarget[] = names.map((name) => ({ platform: 'discord', kind: 'channel', id: fake.channelNamed(guild, name).id }));
    const notifier = createDiscordNotifier({ token: fake.token, apiRoot: fake.apiRoot, maxRateLimitWaitMs: 10_000 });
    const run = await burst(notifier, targets, options.alerts);
    const ceiling = Math.min(DISCORD.global, DISCORD.perChat * options.chats);
    return result(
      'discord',
      options,
      run,
      ceiling,
      fake.rateLimited(),
      fake.calls.map((call) => call.at),
    );
  } finally {
    await fake.close();
  }
}
