import { startSandbox } from '../../../../sandbox/index.js';
import type { FakeTelegram, StoredMessage, TgChat, TgUser } from '../../../fakes/telegram-bot-api/index.js';
import type { CoreOptions } from '../../../support/core-on-sandbox.js';
import { startTelegramStack, type TelegramStack } from './telegram-stack.js';

/** Sam, a seller whose demo shop is connected in his private chat with the bot: where one command's surface test starts. */
export interface ConnectedSeller {
  stack: TelegramStack;
  fake: FakeTelegram;
  seller: TgUser;
  dm: TgChat;
  /** Sends as the seller (as a reply to `replyTo` when given) and waits for the bot's next message in that chat. */
  say(chat: TgChat, text: string, replyTo?: number): Promise<StoredMessage>;
  /** The same, with the id of the message the seller sent. */
  send(chat: TgChat, text: string, replyTo?: number): Promise<{ sent: number; reply: StoredMessage }>;
  /** Every message the bot sent or edited, as the fake received it: a secret must appear nowhere in it. */
  everythingTheBotSaid(): string;
}

/** `label` names the Redis namespace, `keyRingId` the key that seals the stored API keys; `options` are the core's, as an operator sets them. */
export async function connectedSeller(label: string, keyRingId: string, options: CoreOptions = {}): Promise<ConnectedSeller> {
  const sandbox = await startSandbox({ seed: 11 });
  const stack = await startTelegramStack(sandbox, label, keyRingId, options);
  const { fake } = stack;
  const seller = fake.createUser('Sam', 'sam_sells');
  const dm = fake.privateChat(seller);
  const send: ConnectedSeller['send'] = async (chat, text, replyTo) => {
    const before = fake.botMessages(chat.id).length;
    const sent = fake.userSends(seller, chat, text, replyTo === undefined ? {} : { replyTo });
    return { sent: sent.message_id, reply: await fake.nextBotMessage(chat.id, before, `the reply to "${text.slice(0, 30)}"`) };
  };
  const connected: ConnectedSeller = {
    stack,
    fake,
    seller,
    dm,
    send,
    async say(chat, text, replyTo) {
      return (await send(chat, text, replyTo)).reply;
    },
    everythingTheBotSaid() {
      return fake.calls
        .filter((call) => call.method.startsWith('send') || call.method.startsWith('edit'))
        .map((call) => JSON.stringify(call.fields))
        .join('\n');
    },
  };
  await connected.say(dm, `/connect ${sandbox.sellers[0]?.apiKey ?? ''} Demo shop`);
  return connected;
}
