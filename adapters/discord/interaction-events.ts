// Discord events parsed into the core's ChatEvents. Every value a person typed is
// checked with zod first; nothing here decides anything about sellers.
import { z } from 'zod';
import type { ChatActor, ChatEvent, ChatInput, ChatPlace, MessageRef } from '../../src/domain/chat-input.js';
import { parseCustomId, type FormRef } from './custom-id.js';
import { FORM_VALUE_ID } from './render-modal.js';
import type { CommandLookup } from './slash-commands.js';

interface DiscordUserLike {
  id: string;
  username: string;
  globalName: string | null;
}

interface DiscordPlaceLike {
  channelId: string | null;
  guildId: string | null;
  /** An interaction's: the language the person's Discord app is set to (`uk`, `en-GB`). A message has none. */
  locale?: string;
}

const snowflake = z.string().regex(/^\d{1,20}$/);

const optionValue = z.union([z.string().max(6000), z.number().finite(), z.boolean()]);

const namedValue = z.object({ name: z.string().min(1).max(32), value: optionValue.optional() });

/** A sub-command (option type 1) carries the options typed for it inside itself. */
const commandOption = namedValue.extend({ type: z.number().int().optional(), options: z.array(namedValue).max(25).optional() });

const commandData = z.object({
  commandName: z.string().min(1).max(32),
  options: z.array(commandOption).max(25),
});

const SUB_COMMAND = 1;

const customId = z.string().min(1).max(100);

const modalData = z.object({
  customId,
  values: z.record(z.string().max(100), z.string().max(4000)),
});

const discordLocale = z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/);

const messageData = z.object({
  id: snowflake,
  content: z.string().max(4000),
  referenceId: snowflake.optional(),
});

export function actorOf(user: DiscordUserLike): ChatActor {
  return { platform: 'discord', userId: user.id, displayName: user.globalName ?? user.username };
}

export function placeOf(source: DiscordPlaceLike): ChatPlace | null {
  const channelId = snowflake.safeParse(source.channelId);
  if (!channelId.success) return null;
  if (source.guildId) return { platform: 'discord', chatId: channelId.data, kind: 'group', guildId: source.guildId };
  return { platform: 'discord', chatId: channelId.data, kind: 'private' };
}

function event(user: DiscordUserLike, source: DiscordPlaceLike, input: ChatInput, message?: MessageRef): ChatEvent | null {
  const place = placeOf(source);
  if (!place) return null;
  const locale = discordLocale.safeParse(source.locale);
  return { actor: actorOf(user), place, input, ...(message ? { message } : {}), ...(locale.success ? { locale: locale.data } : {}) };
}

/**
 * A slash command: options renamed to the core's argument names, values as typed. A
 * sub-command is the verb, named apart from the text (wherever typed text puts it: `restock
 * <listing> remove`), with its own options named.
 */
export function commandEvent(
  lookup: CommandLookup,
  user: DiscordUserLike,
  source: DiscordPlaceLike,
  raw: { commandName: string; options: readonly { name: string; type?: number; value?: unknown; options?: readonly unknown[] }[] },
): ChatEvent | null {
  const parsed = commandData.safeParse({ commandName: raw.commandName, options: [...raw.options] });
  if (!parsed.success) return null;
  const info = lookup.command(parsed.data.commandName);
  if (!info) return null;
  const chosen = parsed.data.options.find((option) => option.type === SUB_COMMAND);
  const verb = chosen ? lookup.verb(info, chosen.name) : undefined;
  if (info.verbs && !verb) return null;
  const options: Record<string, string | number | boolean> = {};
  for (const option of chosen ? (chosen.options ?? []) : parsed.data.options) {
    const argument = lookup.argument(info, option.name, verb);
    if (argument && option.value !== undefined) options[argument.name] = option.value;
  }
  return event(user, source, { type: 'command', name: info.id, text: '', options, ...(verb ? { verb: verb.name } : {}) });
}

const focusedOption = z.object({
  name: z.string().min(1).max(32),
  value: z.union([z.string(), z.number()]).transform((value) => String(value).slice(0, 100)),
});

/** What someone is typing into an autocompleted option: the core argument and the text so far. */
export function autocompleteInput(
  lookup: CommandLookup,
  commandName: string,
  focused: { name: string; value: unknown },
): { kind: 'listing' | 'order'; typed: string } | null {
  const parsed = focusedOption.safeParse(focused);
  const info = lookup.command(commandName);
  if (!parsed.success || !info) return null;
  const kind = lookup.autocompleted(info, parsed.data.name);
  return kind ? { kind, typed: parsed.data.value } : null;
}

export type ComponentOutcome = { kind: 'event'; event: ChatEvent } | { kind: 'open-form'; form: FormRef } | { kind: 'unknown' };

/** A button or select menu: a core action, or a button opening a prompt's modal. */
export function componentEvent(user: DiscordUserLike, source: DiscordPlaceLike, id: string, values: readonly string[]): ComponentOutcome {
  const checked = customId.safeParse(id);
  const parsed = checked.success ? parseCustomId(checked.data) : null;
  if (!parsed) return { kind: 'unknown' };
  if (parsed.type === 'open-form') return { kind: 'open-form', form: parsed.form };
  let action: string | undefined;
  if (parsed.type === 'action') action = parsed.action;
  if (parsed.type === 'select') action = customId.safeParse(values[0]).data;
  if (action === undefined) return { kind: 'unknown' };
  const built = event(user, source, { type: 'action', action });
  return built ? { kind: 'event', event: built } : { kind: 'unknown' };
}

/** A submitted modal: the answer to the prompt whose form id the modal carries. */
export function modalEvent(
  lookup: CommandLookup,
  user: DiscordUserLike,
  source: DiscordPlaceLike,
  raw: { customId: string; values: Record<string, string> },
): ChatEvent | null {
  const parsed = modalData.safeParse(raw);
  if (!parsed.success) return null;
  const id = parseCustomId(parsed.data.customId);
  if (id?.type !== 'form') return null;
  const { formId } = id.form;
  const values: Record<string, string> = {};
  const argument = lookup.formArgument(formId);
  for (const [key, value] of Object.entries(parsed.data.values)) {
    values[key === FORM_VALUE_ID && argument ? argument : key] = value;
  }
  return event(user, source, { type: 'form', formId, values });
}

export interface DownloadedFile {
  filename: string;
  contentType: string;
  data: Uint8Array;
}

/** A message someone sent the bot: a file (with its caption) or text, and what it replies to. */
export function messageEvent(
  user: DiscordUserLike,
  source: DiscordPlaceLike,
  raw: { id: string; content: string; referenceId?: string },
  file: DownloadedFile | null,
): ChatEvent | null {
  const parsed = messageData.safeParse(raw);
  const place = placeOf(source);
  if (!parsed.success || !place) return null;
  const own: MessageRef = { platform: 'discord', chatId: place.chatId, messageId: parsed.data.id };
  const replyTo: MessageRef | undefined = parsed.data.referenceId
    ? { platform: 'discord', chatId: place.chatId, messageId: parsed.data.referenceId }
    : undefined;
  const content = parsed.data.content;
  let input: ChatInput;
  if (file) {
    input = { type: 'file', ...file, ...(content ? { caption: content } : {}), ...(replyTo ? { replyTo } : {}) };
  } else {
    if (content.trim() === '') return null;
    input = { type: 'text', text: content, ...(replyTo ? { replyTo } : {}) };
  }
  return event(user, source, input, own);
}
