// Answers one interaction with the core's replies: the first reply as the
// interaction's response (a modal when it only asks for a secret or goods; an
// update when it replaces the message a button sat on), the rest as follow-ups.
// Private replies are ephemeral in servers; DMs are private already.
import {
  AttachmentBuilder,
  MessageFlags,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { Reply } from '../../src/domain/reply.js';
import { DEFAULT_LOCALE } from '../../src/i18n/index.js';
import { renderModal } from './render-modal.js';
import { promptUsesModal, renderReply, type DiscordMessage } from './render-reply.js';

export type AnswerableInteraction = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction;

/** How the interaction was acknowledged before the replies were ready. */
export type Acknowledgement = 'none' | 'deferred-reply' | 'deferred-update';

function files(message: DiscordMessage): AttachmentBuilder[] {
  return message.files.map((file) => new AttachmentBuilder(file.data, { name: file.name }));
}

function replyOptions(message: DiscordMessage, ephemeral: boolean): InteractionReplyOptions {
  return {
    content: message.content ?? '',
    embeds: message.embeds,
    components: message.components,
    files: files(message),
    allowedMentions: { parse: [] },
    ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
  };
}

/** An edit replaces everything the message showed, attachments included. */
function editOptions(message: DiscordMessage): InteractionEditReplyOptions & InteractionUpdateOptions {
  return {
    content: message.content ?? '',
    embeds: message.embeds,
    components: message.components,
    files: files(message),
    attachments: [],
    allowedMentions: { parse: [] },
  };
}

const isComponent = (interaction: AnswerableInteraction): interaction is ButtonInteraction | StringSelectMenuInteraction =>
  interaction.isButton() || interaction.isStringSelectMenu();

/**
 * Only a command or a button may answer with a modal, and only as its first
 * response. A modal shows text but no buttons, fields or files: a reply carrying
 * any of those is sent as a message with a button opening the modal instead.
 */
function modalFor(interaction: AnswerableInteraction, replies: Reply[], acknowledged: Acknowledgement) {
  const only = replies.length === 1 ? replies[0] : undefined;
  if (acknowledged !== 'none' || interaction.isModalSubmit() || !only || !promptUsesModal(only.prompt)) return null;
  if (only.buttons?.length || only.list || only.fields?.length || only.attachments?.length) return null;
  const { prompt } = only;
  const explanation = [only.title, only.text].filter(Boolean).join('\n\n');
  return renderModal(
    { kind: prompt.kind, multiline: prompt.multiline ?? prompt.kind === 'goods', formId: prompt.formId },
    { label: prompt.label, ...(prompt.placeholder ? { placeholder: prompt.placeholder } : {}), ...(explanation ? { explanation } : {}) },
    only.locale ?? DEFAULT_LOCALE,
  );
}

export async function respond(interaction: AnswerableInteraction, replies: Reply[], acknowledged: Acknowledgement): Promise<void> {
  const inGuild = interaction.inGuild();
  const ephemeral = (reply: Reply) => inGuild && reply.visibility === 'private';
  const [first, ...rest] = replies;
  if (!first) {
    if (acknowledged === 'deferred-reply') await interaction.deleteReply();
    else if (acknowledged === 'none') {
      if (isComponent(interaction)) await interaction.deferUpdate();
      else await interaction.reply({ content: '✓', flags: MessageFlags.Ephemeral });
    }
    return;
  }
  const modal = modalFor(interaction, replies, acknowledged);
  if (modal && !interaction.isModalSubmit()) {
    await interaction.showModal(modal);
    return;
  }
  const message = renderReply(first);
  const replacing =
    first.replaceOriginal === true && (isComponent(interaction) || (interaction.isModalSubmit() && interaction.isFromMessage()));
  if (acknowledged === 'none') {
    if (replacing && (isComponent(interaction) || interaction.isModalSubmit())) await interaction.update(editOptions(message));
    else await interaction.reply(replyOptions(message, ephemeral(first)));
  } else if (acknowledged === 'deferred-update') {
    if (replacing) await interaction.editReply(editOptions(message));
    else await interaction.followUp(replyOptions(message, ephemeral(first)));
  } else if (ephemeral(first) || !inGuild) {
    await interaction.editReply(editOptions(message));
  } else {
    // The deferral was ephemeral (it could not know yet); a public answer replaces it.
    await interaction.deleteReply();
    await interaction.followUp(replyOptions(message, false));
  }
  for (const reply of rest) await interaction.followUp(replyOptions(renderReply(reply), ephemeral(reply)));
}
