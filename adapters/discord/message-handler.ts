// Messages (DMs, and replies in server channels when enabled) parsed into core events,
// with an attached file judged and downloaded first, and the replies sent in the channel.
import type { Attachment, Message, SendableChannels } from 'discord.js';
import type { Reply } from '../../src/domain/reply.js';
import { fileTooLargeReply } from '../../src/core/file-offer.js';
import { deliverReplies } from '../../src/core/reply-delivery.js';
import { DEFAULT_LOCALE, translate } from '../../src/i18n/index.js';
import { BodyTooLargeError } from '../../src/net/capped-body.js';
import { handled, type DiscordBotContext } from './bot-context.js';
import { downloadAttachment } from './download-attachment.js';
import { actorOf, messageEvent, placeOf, type DownloadedFile } from './interaction-events.js';
import { errorCode } from './notify-outcome.js';
import { renderReply } from './render-reply.js';

/** Discord's code for a user whose DMs are closed to the bot. */
const CANNOT_DM_USER = 50007;

function downloadFailed(locale: string): Reply {
  return { tone: 'error', text: translate(locale, 'discord-download-failed'), visibility: 'private', locale };
}

function messageOptions(reply: Reply) {
  const rendered = renderReply(reply);
  return {
    content: rendered.content ?? '',
    embeds: rendered.embeds,
    components: rendered.components,
    files: rendered.files.map((f) => ({ attachment: f.data, name: f.name })),
    allowedMentions: { parse: [] },
  };
}

export async function handleMessage(ctx: DiscordBotContext, message: Message): Promise<void> {
  if (message.author.bot || message.system) return;
  if (message.guildId && !ctx.serverMessages) return;
  const channel = message.channel;
  if (!channel.isSendable()) return;
  const deliver = repliesTo(message, channel);
  let file: DownloadedFile | null = null;
  const attachment = message.attachments.first();
  if (attachment) {
    const received = await receiveAttachment(ctx, message, attachment);
    if (received === null) return;
    if ('replies' in received) return deliver(received.replies);
    file = received.file;
  }
  const event = messageEvent(
    message.author,
    message,
    { id: message.id, content: message.content, ...(message.reference?.messageId ? { referenceId: message.reference.messageId } : {}) },
    file,
  );
  if (!event) return;
  await deliver(await handled(ctx, event));
}

/** The file, replies that refuse it, or null when the message has no place Hawker answers in. */
async function receiveAttachment(
  ctx: DiscordBotContext,
  message: Message,
  attachment: Attachment,
): Promise<{ file: DownloadedFile } | { replies: Reply[] } | null> {
  const place = placeOf(message);
  if (!place) return null;
  const referenceId = message.reference?.messageId;
  const verdict = await ctx.core.judgeFile({
    actor: actorOf(message.author),
    place,
    ...(referenceId ? { replyTo: { platform: 'discord', chatId: place.chatId, messageId: referenceId } } : {}),
    size: attachment.size,
    ...(message.content ? { caption: message.content } : {}),
  });
  if (!verdict.accept) return { replies: [verdict.reply] };
  const limit = Math.min(verdict.maxBytes, ctx.maxFileBytes);
  // A plain message tells nothing of its writer's language: these two are worded in the default one.
  if (attachment.size > limit) return { replies: [fileTooLargeReply(limit, attachment.size)] };
  let file: DownloadedFile | null;
  try {
    file = await downloadAttachment(attachment, limit, ctx.download);
  } catch (error) {
    // Discord's own size was within the limit, and the file it served was not.
    if (error instanceof BodyTooLargeError) return { replies: [fileTooLargeReply(limit, error.size)] };
    file = null;
  }
  if (!file) return { replies: [downloadFailed(DEFAULT_LOCALE)] };
  return { file };
}

/** Sends replies to a message: the first answer quotes it, a private one goes to the writer's DMs. */
function repliesTo(message: Message, channel: SendableChannels) {
  let answered = false;
  return (replies: Reply[]) =>
    deliverReplies(replies, {
      inGroup: message.inGuild(),
      send: async (reply, { answering }) => {
        const first = answering && !answered;
        answered = true;
        await channel.send({
          ...messageOptions(reply),
          ...(first ? { reply: { messageReference: message.id, failIfNotExists: false } } : {}),
        });
      },
      deleteUserMessage: () =>
        message.delete().then(
          () => true,
          () => false,
        ),
      // A plain message in a server channel has no ephemeral answer: a private one goes to the person's DMs.
      sendPrivately: async (reply) => {
        try {
          await message.author.send(messageOptions(reply));
          return 'sent';
        } catch (error) {
          if (errorCode(error) === CANNOT_DM_USER) return 'unreachable';
          throw error;
        }
      },
    });
}
