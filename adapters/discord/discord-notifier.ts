// Alerts for background jobs over Discord's REST API only (no gateway): DMs are
// opened on demand and their channel ids cached; every failure becomes a
// NotifyOutcome the jobs act on.
import { Routes } from 'discord-api-types/v10';
import { z } from 'zod';
import type { MessageRef } from '../../src/domain/chat-input.js';
import type { Reply } from '../../src/domain/reply.js';
import { MAX_WAIT_IN_SEND_MS, type Notifier, type NotifyOutcome, type SendOptions } from '../../src/notify/notifier.js';
import { type AlertTarget } from '../../src/domain/alert-target.js';
import { createDiscordRest, type DiscordRestOptions } from './discord-rest.js';
import type { REST } from './discord-rest-library.js';
import { DISCORD_CHAT_PACE } from './outgoing/discord-limits.js';
import { errorCode, outcomeOf } from './notify-outcome.js';
import { renderReply, type DiscordMessage } from './render-reply.js';

export type DiscordNotifierOptions = ({ rest: REST } | DiscordRestOptions) & {
  /** How many DM channel ids to remember. */
  dmCacheSize?: number;
};

/** Discord's SUPPRESS_NOTIFICATIONS message flag: the message arrives without a push or a sound. */
const SUPPRESS_NOTIFICATIONS = 1 << 12;

const created = z.looseObject({ id: z.string().min(1), channel_id: z.string().min(1) });
const dmChannel = z.looseObject({ id: z.string().min(1) });

function body(message: DiscordMessage) {
  return {
    content: message.content ?? '',
    embeds: message.embeds,
    components: message.components,
    allowed_mentions: message.allowed_mentions,
    attachments: message.files.map((file, index) => ({ id: index, filename: file.name })),
  };
}

function files(message: DiscordMessage) {
  return message.files.map((file, index) => ({ key: `files[${index}]`, name: file.name, data: file.data, contentType: file.contentType }));
}

export function createDiscordNotifier(options: DiscordNotifierOptions): Notifier {
  const rest = 'rest' in options ? options.rest : createDiscordRest({ maxRateLimitWaitMs: MAX_WAIT_IN_SEND_MS, ...options });
  const cacheSize = options.dmCacheSize ?? 10_000;
  const dmChannels = new Map<string, string>();

  async function openDm(userId: string): Promise<string> {
    const known = dmChannels.get(userId);
    if (known) return known;
    const channel = dmChannel.parse(await rest.post(Routes.userChannels(), { body: { recipient_id: userId } }));
    if (dmChannels.size >= cacheSize) {
      const oldest = dmChannels.keys().next().value;
      if (oldest !== undefined) dmChannels.delete(oldest);
    }
    dmChannels.set(userId, channel.id);
    return channel.id;
  }

  async function post(channelId: string, message: DiscordMessage, silent: boolean): Promise<MessageRef> {
    const payload = { ...body(message), ...(silent ? { flags: SUPPRESS_NOTIFICATIONS } : {}) };
    const sent = created.parse(await rest.post(Routes.channelMessages(channelId), { body: payload, files: files(message) }));
    return { platform: 'discord', chatId: sent.channel_id, messageId: sent.id };
  }

  async function attempt(run: () => Promise<MessageRef>): Promise<NotifyOutcome> {
    try {
      return { ok: true, ref: await run() };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  return {
    platform: 'discord',
    pace: DISCORD_CHAT_PACE,
    send(target: AlertTarget, reply: Reply, options: SendOptions = {}) {
      const message = renderReply(reply);
      const silent = options.silent === true;
      return attempt(async () => {
        if (target.kind === 'channel') return post(target.id, message, silent);
        try {
          return await post(await openDm(target.id), message, silent);
        } catch (error) {
          // A cached DM channel Discord no longer knows: open it again once.
          if (errorCode(error) !== 10003 || !dmChannels.delete(target.id)) throw error;
          return post(await openDm(target.id), message, silent);
        }
      });
    },
    edit(ref: MessageRef, reply: Reply) {
      const message = renderReply(reply);
      return attempt(async () => {
        // `attachments` lists only the new files: the alert's old ones are dropped.
        await rest.patch(Routes.channelMessage(ref.chatId, ref.messageId), { body: body(message), files: files(message) });
        return ref;
      });
    },
    delete(ref: MessageRef) {
      return attempt(async () => {
        await rest.delete(Routes.channelMessage(ref.chatId, ref.messageId));
        return ref;
      });
    },
  };
}
