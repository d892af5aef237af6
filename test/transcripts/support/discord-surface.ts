// The Discord wire. Slash commands, button presses and modal submissions are answered by the
// Discord adapter's own `respond` (interaction-responder.ts: modals, updates in place, ephemeral
// flags in servers, follow-ups) on a recording interaction; typed messages and files (DMs) are
// sent as message-handler.ts sends them: `renderReply` through the shared reply delivery.
// Each call is one line of its method and payload as Discord would receive it; files by name and size.
import { modalCustomId } from '../../../adapters/discord/custom-id.js';
import { modalEvent } from '../../../adapters/discord/interaction-events.js';
import { respond, type AnswerableInteraction } from '../../../adapters/discord/interaction-responder.js';
import { FORM_VALUE_ID } from '../../../adapters/discord/render-modal.js';
import { promptUsesModal, renderReply } from '../../../adapters/discord/render-reply.js';
import { CommandLookup } from '../../../adapters/discord/slash-commands.js';
import type { ChatCore } from '../../../src/core/chat-core.js';
import type { ChatInput } from '../../../src/domain/chat-input.js';
import { deliverReplies } from '../../../src/core/reply-delivery.js';
import type { Prompt, Reply } from '../../../src/domain/reply.js';
import { wireLine, type Surface, type Turn } from './surface.js';

/** An AttachmentBuilder or a message's file, as its name and size. */
function fileOf(file: { name?: string | null; attachment?: unknown; data?: unknown }): string {
  const data = file.attachment ?? file.data;
  return `${file.name ?? '?'} (${data instanceof Uint8Array ? data.byteLength : 0} bytes)`;
}

/** A payload with its files named rather than dumped. */
function payloadLine(method: string, payload: { files?: unknown[] } & Record<string, unknown>): string {
  const { files, ...rest } = payload;
  const named = (files ?? []).map((file) => fileOf(file as Parameters<typeof fileOf>[0]));
  return `${method} ${wireLine({ ...rest, ...(named.length > 0 ? { files: named } : {}) })}`;
}

/** An interaction of the input's kind that writes down every answer the adapter gives it. */
function recordingInteraction(turn: Turn, lines: string[]): AnswerableInteraction {
  const kind = turn.input.type;
  const record =
    (method: string) =>
    (payload: Record<string, unknown> = {}) => {
      lines.push(payloadLine(method, payload));
      return Promise.resolve();
    };
  const interaction = {
    inGuild: () => turn.in === 'group',
    isButton: () => kind === 'action',
    isStringSelectMenu: () => false,
    isModalSubmit: () => kind === 'form',
    isFromMessage: () => kind === 'form',
    reply: record('reply'),
    update: record('update'),
    followUp: record('followUp'),
    editReply: record('editReply'),
    deleteReply: record('deleteReply'),
    deferUpdate: record('deferUpdate'),
    showModal: (modal: Record<string, unknown>) => record('showModal')(modal),
  };
  return interaction as unknown as AnswerableInteraction;
}

/** What message-handler.ts sends for a typed message: every reply in the channel, as `channel.send`. */
async function sendAsMessages(replies: readonly Reply[], lines: string[]): Promise<void> {
  let answered = false;
  await deliverReplies(replies, {
    inGroup: false,
    send: (reply, { answering }) => {
      const rendered = renderReply(reply);
      const first = answering && !answered;
      answered = true;
      lines.push(
        payloadLine('channel.send', {
          content: rendered.content ?? '',
          embeds: rendered.embeds,
          components: rendered.components,
          files: rendered.files,
          ...(first ? { reply: 'quotes the message' } : {}),
        }),
      );
      return Promise.resolve();
    },
    deleteUserMessage: () => {
      lines.push('message.delete');
      return Promise.resolve(true);
    },
  });
}

/** A question Discord asks in a modal is answered by submitting it: the input the adapter reads from the submission. */
function submittedModal(core: ChatCore, prompt: Prompt, text: string): ChatInput | undefined {
  if (!promptUsesModal(prompt)) return undefined;
  const customId = modalCustomId({ kind: prompt.kind, multiline: prompt.multiline ?? prompt.kind === 'goods', formId: prompt.formId });
  if (customId === null) return undefined;
  const user = { id: '100000000000000001', username: 'person', globalName: null };
  const source = { channelId: '100000000000000002', guildId: null };
  return modalEvent(new CommandLookup(core.commands()), user, source, { customId, values: { [FORM_VALUE_ID]: text } })?.input;
}

export function discordSurface(): Surface {
  return {
    platform: 'discord',
    answer: submittedModal,
    async show(turn: Turn, replies: readonly Reply[]) {
      const lines: string[] = [];
      if (turn.input.type === 'command' || turn.input.type === 'action' || turn.input.type === 'form') {
        await respond(recordingInteraction(turn, lines), [...replies], 'none');
      } else {
        await sendAsMessages(replies, lines);
      }
      return lines;
    },
  };
}
