import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiscordNotifier } from '../../../adapters/discord/discord-notifier.js';
import type { Reply } from '../../../src/domain/reply.js';
import type { Notifier } from '../../../src/notify/notifier.js';
import { startFakeDiscord, type FakeChannel, type FakeDiscord, type FakeUser } from '../../fakes/discord/index.js';

const ALERT: Reply = {
  title: 'New order: Steam gift card 50 USD',
  tone: 'warning',
  fields: [
    { label: 'Price', value: '$50.00', inline: true },
    { label: 'Time left', value: 'in 2 h 14 min', inline: true },
  ],
  buttons: [[{ label: 'Deliver', action: 'c:deliver 3f2a0c1e-6a7b-4c1d-9e2f-0a1b2c3d4e5f', style: 'primary' }]],
};

describe('Discord notifier', () => {
  let fake: FakeDiscord;
  let notifier: Notifier;
  let seller: FakeUser;
  let alerts: FakeChannel;

  beforeEach(async () => {
    fake = await startFakeDiscord({
      rateLimits: [{ method: 'POST', route: /^\/channels\/:channel\/messages$/, limit: 2, windowMs: 1000 }],
    });
    seller = fake.addUser('sam');
    const guild = fake.addGuild({ name: 'Sam Shop', owner: seller, channels: ['alerts'] });
    alerts = fake.channelNamed(guild, 'alerts');
    notifier = createDiscordNotifier({ token: fake.token, apiRoot: fake.apiRoot, maxRateLimitWaitMs: 5000 });
  });

  afterEach(() => fake.close());

  it('sends an alert to a team channel as an embed with its Deliver button', async () => {
    const outcome = await notifier.send({ platform: 'discord', kind: 'channel', id: alerts.id }, ALERT);
    expect(outcome.ok).toBe(true);
    const [message] = fake.messages(alerts.id);
    expect(message?.embeds[0]).toMatchObject({ title: 'New order: Steam gift card 50 USD' });
    expect(message?.components[0]?.components).toEqual([
      expect.objectContaining({ label: 'Deliver', custom_id: 'a:c:deliver 3f2a0c1e-6a7b-4c1d-9e2f-0a1b2c3d4e5f' }),
    ]);
    if (outcome.ok) expect(outcome.ref).toEqual({ platform: 'discord', chatId: alerts.id, messageId: message?.id });
  });

  it('pings only the role an escalation names, never a mention written inside the text', async () => {
    const hostile = 'Buyer wrote: @everyone @here <@111111111111111111> <@!111111111111111111> <@&222222222222222222>';
    const target = { platform: 'discord', kind: 'channel', id: alerts.id } as const;
    expect((await notifier.send(target, { text: hostile })).ok).toBe(true);
    expect((await notifier.send(target, { text: hostile, pingRoles: ['333333333333333333'] })).ok).toBe(true);
    const [plain, escalation] = fake.messages(alerts.id);
    expect(plain?.content).toBe(hostile);
    expect(plain?.pinged).toEqual({ everyone: false, users: [], roles: [] });
    expect(escalation?.content).toContain(hostile);
    expect(escalation?.pinged).toEqual({ everyone: false, users: [], roles: ['333333333333333333'] });
  });

  it('opens a DM once and reuses it', async () => {
    const first = await notifier.send({ platform: 'discord', kind: 'user', id: seller.id }, ALERT);
    const second = await notifier.send({ platform: 'discord', kind: 'user', id: seller.id }, { text: 'Reminder: 30 min left' });
    expect(first.ok && second.ok).toBe(true);
    const dm = fake.dmChannel(seller);
    expect(fake.messages(dm.id).map((message) => message.content)).toEqual(['', 'Reminder: 30 min left']);
    expect(fake.calls.filter((call) => call.route === '/users/@me/channels')).toHaveLength(1);
  });

  it('edits an alert in place and deletes it', async () => {
    const sent = await notifier.send({ platform: 'discord', kind: 'channel', id: alerts.id }, ALERT);
    if (!sent.ok) throw new Error('not sent');
    const edited = await notifier.edit(sent.ref, { title: 'Delivered by sam', tone: 'success' });
    expect(edited).toEqual({ ok: true, ref: sent.ref });
    expect(fake.message(sent.ref.messageId)).toMatchObject({
      embeds: [expect.objectContaining({ title: 'Delivered by sam' })],
      components: [],
    });
    expect(await notifier.delete(sent.ref)).toEqual({ ok: true, ref: sent.ref });
    expect(fake.messages(alerts.id)).toEqual([]);
  });

  it('reports a deleted channel, a channel closed to the bot, closed DMs and a deleted alert as target_gone', async () => {
    const channelTarget = { platform: 'discord' as const, kind: 'channel' as const, id: alerts.id };
    const sent = await notifier.send(channelTarget, ALERT);
    if (!sent.ok) throw new Error('not sent');
    await notifier.delete(sent.ref);
    expect(await notifier.edit(sent.ref, ALERT)).toMatchObject({
      ok: false,
      reason: 'target_gone',
      detail: expect.stringContaining('10008'),
    });

    fake.closeChannel(alerts.id, 'missing_access');
    expect(await notifier.send(channelTarget, ALERT)).toMatchObject({
      ok: false,
      reason: 'target_gone',
      detail: expect.stringContaining('50001'),
    });
    fake.closeChannel(alerts.id, 'unknown_channel');
    expect(await notifier.send(channelTarget, ALERT)).toMatchObject({
      ok: false,
      reason: 'target_gone',
      detail: expect.stringContaining('10003'),
    });

    fake.blockDirectMessages(seller);
    expect(await notifier.send({ platform: 'discord', kind: 'user', id: seller.id }, ALERT)).toMatchObject({
      ok: false,
      reason: 'target_gone',
      detail: expect.stringContaining('50007'),
    });
  });

  it('keeps a burst inside the channel rate limit without earning a single 429', async () => {
    const target = { platform: 'discord' as const, kind: 'channel' as const, id: alerts.id };
    const outcomes = await Promise.all(Array.from({ length: 5 }, (_, index) => notifier.send(target, { text: `order ${index}` })));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(
      fake
        .messages(alerts.id)
        .map((message) => message.content)
        .sort(),
    ).toEqual(['order 0', 'order 1', 'order 2', 'order 3', 'order 4']);
    expect(fake.rateLimited()).toBe(0);
  });

  it('waits out a short 429 and hands a long one back as rate_limited', async () => {
    const target = { platform: 'discord' as const, kind: 'channel' as const, id: alerts.id };
    fake.injectFailure({ method: 'POST', path: /\/messages$/, status: 429, retryAfterSeconds: 1 });
    expect((await notifier.send(target, { text: 'after a short wait' })).ok).toBe(true);
    expect(fake.calls.filter((call) => call.status === 429)).toHaveLength(1);

    fake.injectFailure({ method: 'POST', path: /\/messages$/, status: 429, retryAfterSeconds: 60 });
    const outcome = await notifier.send(target, { text: 'too long to wait' });
    expect(outcome).toMatchObject({ ok: false, reason: 'rate_limited' });
    if (!outcome.ok && outcome.reason === 'rate_limited') expect(outcome.retryAfterMs).toBeGreaterThanOrEqual(59_000);
  });

  it('reports a server error as failed after discord.js retries', async () => {
    fake.injectFailure({ method: 'POST', path: /\/messages$/, status: 502, times: 10 });
    const outcome = await notifier.send({ platform: 'discord', kind: 'channel', id: alerts.id }, ALERT);
    expect(outcome).toMatchObject({ ok: false, reason: 'failed' });
  });

  it('attaches files sent with an alert', async () => {
    const outcome = await notifier.send(
      { platform: 'discord', kind: 'channel', id: alerts.id },
      {
        text: 'Codes delivered',
        attachments: [{ filename: 'codes.txt', contentType: 'text/plain', data: new TextEncoder().encode('A\nB') }],
      },
    );
    expect(outcome.ok).toBe(true);
    const [message] = fake.messages(alerts.id);
    expect(message?.attachments.map((attachment) => [attachment.filename, attachment.data.toString()])).toEqual([['codes.txt', 'A\nB']]);
  });
});
