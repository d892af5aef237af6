import { Api } from 'grammy';
import type { Dispatcher } from 'undici';
import { fetchThrough } from '../../src/net/outgoing-dispatcher.js';
import { botApiFetch } from './bot-api-fetch.js';
import type { MessageRef } from '../../src/domain/chat-input.js';
import type { Reply } from '../../src/domain/reply.js';
import type { Notifier, NotifyOutcome, SendOptions } from '../../src/notify/notifier.js';
import type { AlertTarget } from '../../src/domain/alert-target.js';
import { createTelegramOutgoing, type TelegramOutgoing } from './outgoing/outgoing-path.js';
import { renderReply } from './render/render-reply.js';
import { sendRendered } from './send-rendered.js';
import { classifyTelegramError } from './telegram-errors.js';

export interface TelegramNotifierOptions {
  token: string;
  /** A self-hosted Bot API server (or the fake in tests); Telegram's by default. */
  apiRoot?: string;
  /** Share the bot's outgoing path when both run in one process, so they share Telegram's limits. */
  outgoing?: TelegramOutgoing;
  /** The process's outgoing dispatcher (`createOutgoingDispatcher`): alerts go through it and its proxy. */
  dispatcher?: Dispatcher;
}

/**
 * What a refused call means for the caller, the one place "message is not modified"
 * is handled: only an edit earns it, and then the message already shows what was
 * asked, so the edit succeeded.
 */
function outcomeOf(error: unknown, edited: MessageRef | null): NotifyOutcome {
  const failed = classifyTelegramError(error);
  if (failed.reason !== 'not_modified') return { ok: false, ...failed };
  return edited ? { ok: true, ref: edited } : { ok: false, reason: 'failed', detail: 'message is not modified' };
}

function ref(chatId: number | string, messageId: number): MessageRef {
  return { platform: 'telegram', chatId: String(chatId), messageId: String(messageId) };
}

/** Alerts over plain Bot API calls (no polling), for workers that have no bot running. */
export function createTelegramNotifier(options: TelegramNotifierOptions): Notifier {
  const fetch = botApiFetch(fetchThrough(options.dispatcher), options.dispatcher);
  const api = new Api(options.token, { ...(options.apiRoot ? { apiRoot: options.apiRoot } : {}), fetch });
  const outgoing = options.outgoing ?? createTelegramOutgoing();
  outgoing.install(api);
  const { perChat, perGroup } = outgoing.limits;

  return {
    platform: 'telegram',
    pace: { user: [perChat], channel: [perChat, perGroup] },

    async send(target: AlertTarget, reply: Reply, options: SendOptions = {}): Promise<NotifyOutcome> {
      try {
        const sent = await sendRendered(api, target.id, renderReply(reply), { silent: options.silent === true });
        // The message carrying the buttons is the one edited later and replied to.
        const main = sent.filter((message) => 'text' in message).at(-1) ?? sent.at(-1);
        if (!main) return { ok: false, reason: 'failed', detail: 'the alert rendered to no message' };
        return { ok: true, ref: ref(main.chat.id, main.message_id) };
      } catch (error) {
        return outcomeOf(error, null);
      }
    },

    async edit(target: MessageRef, reply: Reply): Promise<NotifyOutcome> {
      // An edit is one message: an alert longer than Telegram allows is cut, not split.
      const messages = renderReply(reply).messages.filter((message) => !message.forceReply);
      const first = messages[0];
      const keyboard = messages.find((message) => message.inlineKeyboard)?.inlineKeyboard;
      if (!first) return { ok: false, reason: 'failed', detail: 'the alert rendered to no message' };
      try {
        await api.editMessageText(target.chatId, Number(target.messageId), first.html, {
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
          ...(keyboard ? { reply_markup: { inline_keyboard: keyboard } } : {}),
        });
        return { ok: true, ref: target };
      } catch (error) {
        return outcomeOf(error, target);
      }
    },

    async delete(target: MessageRef): Promise<NotifyOutcome> {
      try {
        await api.deleteMessage(target.chatId, Number(target.messageId));
        return { ok: true, ref: target };
      } catch (error) {
        return outcomeOf(error, null);
      }
    },
  };
}
