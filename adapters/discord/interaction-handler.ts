// Interactions (slash commands, buttons, select menus, forms, autocomplete) parsed into
// core events and answered; slow answers are deferred before Discord's 3-second window closes.
import {
  MessageFlags,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { ChatEvent } from '../../src/domain/chat-input.js';
import { translate } from '../../src/i18n/index.js';
import { appLocale, handled, type DiscordBotContext } from './bot-context.js';
import { actorOf, autocompleteInput, commandEvent, componentEvent, modalEvent, placeOf } from './interaction-events.js';
import { respond, type Acknowledgement, type AnswerableInteraction } from './interaction-responder.js';
import { renderModal } from './render-modal.js';
import { clip } from './text-limits.js';
import { TIMED_OUT, within } from './within.js';

export async function handleInteraction(ctx: DiscordBotContext, interaction: Interaction): Promise<void> {
  if (interaction.isAutocomplete()) return autocomplete(ctx, interaction);
  // What Hawker says here without the core (a stale button, a modal's input label) follows the person's app.
  const locale = appLocale(interaction.locale);
  if (interaction.isChatInputCommand()) return slashCommand(ctx, interaction, locale);
  if (interaction.isButton() || interaction.isStringSelectMenu()) return component(ctx, interaction, locale);
  if (interaction.isModalSubmit()) return modalSubmit(ctx, interaction, locale);
}

async function slashCommand(ctx: DiscordBotContext, interaction: ChatInputCommandInteraction, locale: string): Promise<void> {
  const event = commandEvent(ctx.lookup(), interaction.user, interaction, {
    commandName: interaction.commandName,
    options: interaction.options.data,
  });
  if (!event) {
    return void (await interaction.reply({ content: translate(locale, 'discord-unknown-command'), flags: MessageFlags.Ephemeral }));
  }
  return answer(ctx, interaction, event);
}

async function component(
  ctx: DiscordBotContext,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  locale: string,
): Promise<void> {
  const values = interaction.isStringSelectMenu() ? interaction.values : [];
  const outcome = componentEvent(interaction.user, interaction, interaction.customId, values);
  if (outcome.kind === 'open-form') {
    const title = interaction.message.embeds[0]?.title ?? 'Hawker';
    const modal = renderModal(outcome.form, { label: title }, locale);
    if (modal) return void (await interaction.showModal(modal));
  }
  if (outcome.kind !== 'event') {
    return void (await interaction.reply({
      content: translate(locale, 'discord-stale-button'),
      flags: MessageFlags.Ephemeral,
    }));
  }
  return answer(ctx, interaction, outcome.event);
}

async function modalSubmit(ctx: DiscordBotContext, interaction: ModalSubmitInteraction, locale: string): Promise<void> {
  const values: Record<string, string> = {};
  for (const [id, field] of interaction.fields.fields) {
    if ('value' in field && typeof field.value === 'string') values[id] = field.value;
  }
  const event = modalEvent(ctx.lookup(), interaction.user, interaction, { customId: interaction.customId, values });
  if (!event)
    return void (await interaction.reply({
      content: translate(locale, 'discord-stale-form'),
      flags: MessageFlags.Ephemeral,
    }));
  return answer(ctx, interaction, event);
}

/** Answers at once when the core is quick, else defers first and answers when it is done. */
async function answer(ctx: DiscordBotContext, interaction: AnswerableInteraction, event: ChatEvent): Promise<void> {
  const work = handled(ctx, event);
  const early = await within(work, ctx.deferAfterMs);
  let acknowledged: Acknowledgement = 'none';
  if (early === TIMED_OUT) {
    if (interaction.isButton() || interaction.isStringSelectMenu()) {
      await interaction.deferUpdate();
      acknowledged = 'deferred-update';
    } else {
      // Ephemeral in a server until the replies say otherwise: nothing private leaks while waiting.
      await interaction.deferReply(interaction.inGuild() ? { flags: MessageFlags.Ephemeral } : {});
      acknowledged = 'deferred-reply';
    }
  }
  await respond(interaction, early === TIMED_OUT ? await work : early, acknowledged);
}

async function autocomplete(ctx: DiscordBotContext, interaction: AutocompleteInteraction): Promise<void> {
  const input = autocompleteInput(ctx.lookup(), interaction.commandName, interaction.options.getFocused(true));
  const place = placeOf(interaction);
  if (!input || !place) return void (await interaction.respond([]));
  const suggestions = await within(
    ctx.core.suggest(actorOf(interaction.user), place, input.kind, input.typed),
    ctx.autocompleteTimeoutMs,
  ).catch((error: unknown) => {
    ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'autocomplete failed');
    return [];
  });
  const choices = suggestions === TIMED_OUT ? [] : suggestions;
  await interaction.respond(
    choices
      .filter((suggestion) => suggestion.value.length <= 100)
      .slice(0, 25)
      .map((suggestion) => ({ name: clip(suggestion.label.trim() || suggestion.value, 100), value: suggestion.value })),
  );
}
