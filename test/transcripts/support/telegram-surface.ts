// The Telegram wire: the Telegram adapter's own `deliverReplies` (render, split, keyboards,
// private answers out of groups, edits in place of a pressed message, deleted secrets) sending
// through a recording Bot API client, so the transcript holds each call's method and
// parameters as the fake Telegram server would receive them. Files are named with their size.
import type { Api } from 'grammy';
import { deliverReplies, type ReplyTarget } from '../../../adapters/telegram/deliver-replies.js';
import type { ChatCore } from '../../../src/core/chat-core.js';
import type { Reply } from '../../../src/domain/reply.js';
import { createLogger } from '../../../src/log/logger.js';
import { block, wireLine, type Surface, type Turn } from './surface.js';
import type { Person } from './transcript-script.js';

/** Telegram numbers a private chat by its person's id; a group's id is negative. */
const USER_IDS: Record<Person, number> = { alice: 1001, bob: 1002 };
const GROUP_ID = -1005001;

type Keyboard = { inline_keyboard?: { callback_data?: string }[][] };

interface Sent {
  message_id: number;
  chat: { id: number | string; type: string };
  reply_markup?: Keyboard;
}

/** A Bot API client that answers every call as Telegram would and writes each one down. */
function recordingApi(sink: { lines: string[] }, lastCarrying: Map<string, number>) {
  let nextId = 1;
  const sent = (chatId: number | string, markup?: unknown): Sent => {
    const message: Sent = { message_id: nextId++, chat: { id: chatId, type: Number(chatId) < 0 ? 'group' : 'private' } };
    if (markup && typeof markup === 'object' && 'inline_keyboard' in markup) message.reply_markup = markup as Keyboard;
    for (const button of message.reply_markup?.inline_keyboard?.flat() ?? []) {
      if (button.callback_data) lastCarrying.set(button.callback_data, message.message_id);
    }
    return message;
  };
  const file = (method: string) => (chatId: number, input: { filename?: string; fileData?: unknown }, other?: object) => {
    const bytes = input.fileData instanceof Uint8Array ? input.fileData.byteLength : 0;
    sink.lines.push(`${method} chat ${chatId} ${input.filename ?? '?'} (${bytes} bytes) ${wireLine(other ?? {})}`);
    return Promise.resolve(sent(chatId));
  };
  return {
    sendMessage(chatId: number, text: string, other: { reply_markup?: unknown }) {
      sink.lines.push(`sendMessage chat ${chatId} ${wireLine(other)}`, ...block(text));
      return Promise.resolve(sent(chatId, other.reply_markup));
    },
    editMessageText(chatId: number, messageId: number, text: string, other: { reply_markup?: unknown }) {
      sink.lines.push(`editMessageText chat ${chatId} message ${messageId} ${wireLine(other)}`, ...block(text));
      return Promise.resolve(sent(chatId, other.reply_markup));
    },
    deleteMessage(chatId: number, messageId: number) {
      sink.lines.push(`deleteMessage chat ${chatId} message ${messageId}`);
      return Promise.resolve(true);
    },
    sendPhoto: file('sendPhoto'),
    sendDocument: file('sendDocument'),
  };
}

export function telegramSurface(): Surface {
  const sink = { lines: [] as string[] };
  let nextUserMessage = 1;
  const lastCarrying = new Map<string, number>();
  const api = recordingApi(sink, lastCarrying);
  // The adapter remembers which buttons it sent so a forged press is refused; every press here is one the
  // transcript's own keyboards carried, so the check always answers yes.
  const core = { rememberButtons: () => Promise.resolve(), messageCarriesAction: () => Promise.resolve(true) } as unknown as ChatCore;
  const context = { api: api as unknown as Api, core, logger: createLogger({ level: 'silent' }), botUsername: 'hawker_test_bot' };
  return {
    platform: 'telegram',
    async show(turn: Turn, replies: readonly Reply[]) {
      sink.lines = [];
      const userId = USER_IDS[turn.as];
      const isGroup = turn.in === 'group';
      const pressedId = turn.input.type === 'action' ? lastCarrying.get(turn.input.action) : undefined;
      const target: ReplyTarget = {
        chatId: isGroup ? GROUP_ID : userId,
        isGroup,
        userId,
        ...(turn.input.type === 'action'
          ? pressedId === undefined
            ? {}
            : { pressed: { messageId: pressedId, action: turn.input.action } }
          : { userMessageId: 9000 + nextUserMessage++ }),
      };
      await deliverReplies(context, target, [...replies]);
      return sink.lines;
    },
  };
}
