import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatActor, ChatPlace } from '../../src/domain/chat-input.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';

let h: Harness;
let core: HawkerCore;

beforeAll(async () => {
  h = await openHarness('reply-to-alert');
  core = h.botCore();
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

describe('replying to an alert', () => {
  it('delivers the order through the core, and every alert of it then says who delivered it', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const worker = await h.startWorker();
    const order = await h.placeOrder(offerId);
    const isAlert = (chatId: string) =>
      h.notifier
        .inChat(chatId)
        .find((message) => message.versions[0]?.fields?.some((entry) => entry.label === 'Order' && entry.value === order.id));
    const privateAlert = await waitFor('the private alert', () => isAlert(seller.ownerChat));
    const teamAlert = await waitFor('the team alert', () => isAlert(seller.teamChat));

    const actor: ChatActor = { platform: 'test', userId: seller.ownerChat, displayName: 'Alice' };
    const place: ChatPlace = { platform: 'test', chatId: seller.ownerChat, kind: 'private' };
    const preview = await core.handle({ actor, place, input: { type: 'text', text: 'PLAYER-7', replyTo: privateAlert.ref } });
    const confirm = preview.flatMap((reply) => reply.buttons?.flat() ?? []).find((button) => button.label === 'Confirm delivery');
    expect(confirm, JSON.stringify(preview)).toBeDefined();
    const done = await core.handle({ actor, place, input: { type: 'action', action: confirm!.action } });
    expect(done.map((reply) => reply.text ?? '').join('\n')).toMatch(/handed over/);

    await waitFor('the team alert naming who delivered', () => h.notifier.latest(teamAlert).text?.includes('Delivered by Alice'));
    await waitFor('the private alert naming who delivered', () => h.notifier.latest(privateAlert).title?.startsWith('Delivered'));
    expect(h.notifier.latest(teamAlert).buttons ?? []).toHaveLength(0);
    expect(JSON.stringify(h.notifier.messages.map((message) => message.versions))).not.toContain('PLAYER-7');
    await worker.close();
  });

  it('after disconnect, stops the countdown on its alerts and says the shop is disconnected to a reply', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const worker = await h.startWorker();
    const order = await h.placeOrder(offerId);
    const alert = await waitFor('the private alert', () =>
      h.notifier
        .inChat(seller.ownerChat)
        .find((message) => message.versions[0]?.fields?.some((entry) => entry.label === 'Order' && entry.value === order.id)),
    );

    const actor: ChatActor = { platform: 'test', userId: seller.ownerChat, displayName: 'Alice' };
    const place: ChatPlace = { platform: 'test', chatId: seller.ownerChat, kind: 'private' };
    const asked = await core.handle({ actor, place, input: { type: 'command', name: 'disconnect', text: '' } });
    const confirm = asked.flatMap((reply) => reply.buttons?.flat() ?? []).find((button) => button.label === 'Confirm');
    expect(confirm, JSON.stringify(asked)).toBeDefined();
    const gone = await core.handle({ actor, place, input: { type: 'action', action: confirm!.action } });
    expect(gone.map((reply) => reply.title ?? '').join('\n')).toMatch(/Disconnected/);

    await h.advanceClock(15 * 60_000);
    await waitFor('the alert saying the shop is disconnected', () => h.notifier.latest(alert).title?.startsWith('Shop disconnected'));
    expect(h.notifier.latest(alert).buttons ?? []).toHaveLength(0);
    // Edits queued before the disconnect was seen may still land; the countdown is stopped once they have.
    await h.drain();
    const versions = alert.versions.length;
    await h.advanceClock(15 * 60_000);
    await h.drain();
    expect(alert.versions).toHaveLength(versions);

    const answer = await core.handle({ actor, place, input: { type: 'text', text: 'PLAYER-8', replyTo: alert.ref } });
    expect(answer.map((reply) => reply.text ?? '').join('\n')).toMatch(/disconnected from Hawker/);
    expect(answer.map((reply) => reply.text ?? '').join('\n')).not.toMatch(/role/);
    await worker.close();
  });
});
