import { startSandbox } from '../../../../sandbox/index.js';
import {
  waitUntil,
  type FakeDiscord,
  type FakeGuild,
  type FakeInteractionHandle,
  type FakeMessage,
  type FakeUser,
} from '../../../fakes/discord/index.js';
import type { Stores } from '../../../../src/store/stores.js';
import { composeCoreOnSandbox, type CoreOptions } from '../../../support/core-on-sandbox.js';
import { startHarness } from './bot-harness.js';

/** The seller of the harness with the demo shop connected from a DM modal: where one command's surface test starts. */
export interface ConnectedSeller {
  fake: FakeDiscord;
  seller: FakeUser;
  guild: FakeGuild;
  /** The core's stores, to read what a command kept. */
  stores: Stores;
  /** What the person sees answering an interaction (its answer, follow-ups, or the message it came from), once it matches. */
  shownFor(handle: FakeInteractionHandle, pattern: RegExp): Promise<FakeMessage>;
  /** Every message in every channel, with its embeds and components: a secret must appear nowhere in it. */
  everything(): string;
  close(): Promise<void>;
}

/** `label` names the Redis namespace, `keyRingId` the key that seals the stored API keys; `options` are the core's, as an operator sets them. */
export async function connectedSeller(label: string, keyRingId: string, options: CoreOptions = {}): Promise<ConnectedSeller> {
  const sandbox = await startSandbox({ seed: 11 });
  const composed = composeCoreOnSandbox(sandbox, label, keyRingId, options);
  const h = await startHarness(composed.core);
  const { fake, seller, guild } = h;
  const shownFor: ConnectedSeller['shownFor'] = (handle, pattern) =>
    waitUntil(`an answer matching ${String(pattern)}`, () => {
      const { originalMessageId, followUpIds, sourceMessageId } = handle.record;
      return [originalMessageId, ...followUpIds, sourceMessageId]
        .map((id) => fake.message(id ?? ''))
        .find(
          (message) => message && !message.deleted && pattern.test(message.content + JSON.stringify([message.embeds, message.components])),
        );
    });
  const connect = fake.slash({ user: seller, channel: fake.dmChannel(seller), name: 'connect' });
  await connect.modal();
  await shownFor(
    fake.submitModal({ user: seller, from: connect, values: { value: sandbox.sellers[0]?.apiKey ?? '' } }),
    /Account connected/,
  );
  return {
    fake,
    seller,
    guild,
    stores: composed.stores,
    shownFor,
    everything: () =>
      JSON.stringify([...fake.state.messages.values()].map((message) => [message.content, message.embeds, message.components])),
    async close() {
      await h.close();
      await composed.close();
    },
  };
}
