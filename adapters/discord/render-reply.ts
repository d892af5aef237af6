// Turns the core's neutral Reply into a Discord message: an embed for anything
// with a title, fields or a list (listings, orders), plain content otherwise;
// buttons, a select menu for list items, paging buttons, a button opening the
// modal of a prompt, and files. Shared by the bot and the notifier.
import { escapeMarkdown } from '@discordjs/formatters';
import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponent,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type APISelectMenuOption,
} from 'discord-api-types/v10';
import type { Button, PagedList, Prompt, Reply } from '../../src/domain/reply.js';
import { DEFAULT_LOCALE, translate } from '../../src/i18n/index.js';
import { SELECT_CUSTOM_ID, actionCustomId, openFormCustomId } from './custom-id.js';
import { clip, nonEmpty } from './text-limits.js';

interface DiscordFile {
  name: string;
  data: Buffer;
  contentType: string;
}

type ActionRow = APIActionRowComponent<APIComponentInMessageActionRow>;

/** A message body both the interaction responses and channel REST calls accept. */
export interface DiscordMessage {
  content?: string;
  embeds: APIEmbed[];
  components: ActionRow[];
  files: DiscordFile[];
  /** Nobody is ever pinged by what sellers wrote; only the roles Hawker itself names (`Reply.pingRoles`). */
  allowed_mentions: { parse: []; roles?: string[] };
}

const TONE_COLOURS: Record<NonNullable<Reply['tone']>, number> = {
  info: 0x5865f2,
  success: 0x57f287,
  warning: 0xfee75c,
  error: 0xed4245,
};

const BUTTON_STYLES: Record<NonNullable<Button['style']>, ButtonStyle> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

const MAX_ROWS = 5;
const MAX_CONTENT = 2000;
const MAX_DESCRIPTION = 4096;
const MAX_EMBED_TOTAL = 6000;
const MAX_FILES = 10;

/** Plain text as Discord shows it: markup escaped, except `code` spans Hawker uses for commands. */
function plain(text: string): string {
  return escapeMarkdown(text, { inlineCode: false, codeBlock: false, inlineCodeContent: false, codeBlockContent: false });
}

/** A prompt Discord answers with a modal (everything but files, which come as a message). */
export function promptUsesModal(prompt: Prompt | undefined): prompt is Prompt {
  return prompt !== undefined && prompt.kind !== 'file';
}

function listLines(list: PagedList): string {
  return list.items
    .map((item) => {
      const title = `**${plain(item.title)}**`;
      return item.detail ? `${title}\n${plain(item.detail)}` : title;
    })
    .join('\n');
}

function listFooter(list: PagedList, locale: string): string {
  return list.pageCount > 1
    ? translate(locale, 'discord-list-page', { page: list.page, pages: list.pageCount, count: list.total })
    : translate(locale, 'discord-list-total', { count: list.total });
}

/** Everything a reply says, unformatted: the file sent along when an embed cannot hold it all. */
function fullText(reply: Reply): string {
  const lines: string[] = [];
  if (reply.title) lines.push(reply.title, '');
  if (reply.text) lines.push(reply.text, '');
  for (const item of reply.list?.items ?? []) lines.push(item.detail ? `${item.title}: ${item.detail}` : item.title);
  for (const field of reply.fields ?? []) lines.push(`${field.label}: ${field.value}`);
  return lines.join('\n').trim();
}

/**
 * An embed within Discord's limits: 6000 characters in all, so the description is
 * cut first to leave fields some room, then fields are kept while they fit. When
 * anything was cut, the whole reply comes along as a text file.
 */
function embedOf(reply: Reply, files: DiscordFile[], locale: string): APIEmbed {
  const embed: APIEmbed = {};
  if (reply.title) embed.title = clip(reply.title, 256);
  if (reply.tone) embed.color = TONE_COLOURS[reply.tone];
  if (reply.list) embed.footer = { text: listFooter(reply.list, locale) };
  const parts: string[] = [];
  if (reply.text) parts.push(plain(reply.text));
  if (reply.list) parts.push(reply.list.items.length > 0 ? listLines(reply.list) : `*${plain(translate(locale, 'discord-nothing-here'))}*`);
  if (reply.prompt) parts.push(`**${plain(reply.prompt.label)}**`);
  const fields = (reply.fields ?? []).map((field) => ({
    name: clip(nonEmpty(plain(field.label)), 256),
    value: clip(nonEmpty(plain(field.value)), 1024),
    inline: field.inline ?? false,
  }));
  const fieldsWanted = fields.slice(0, 25).reduce((sum, field) => sum + field.name.length + field.value.length, 0);
  let room = MAX_EMBED_TOTAL - (embed.title?.length ?? 0) - (embed.footer?.text.length ?? 0);
  const description = parts.join('\n\n');
  let cut = false;
  if (description) {
    embed.description = clip(description, Math.max(1, Math.min(MAX_DESCRIPTION, room - Math.min(fieldsWanted, 2000))));
    cut = embed.description.length < description.length;
    room -= embed.description.length;
  }
  const kept: typeof fields = [];
  for (const field of fields) {
    if (kept.length === 25 || field.name.length + field.value.length > room) break;
    kept.push(field);
    room -= field.name.length + field.value.length;
  }
  if (kept.length > 0) embed.fields = kept;
  if (cut || kept.length < fields.length) {
    files.push({ name: 'full-text.txt', data: Buffer.from(fullText(reply), 'utf8'), contentType: 'text/plain; charset=utf-8' });
  }
  const picture = files.find((file) => file.contentType.startsWith('image/'));
  if (picture) embed.image = { url: `attachment://${picture.name}` };
  return embed;
}

function button(label: string, customId: string, style: ButtonStyle): APIButtonComponent {
  return { type: ComponentType.Button, style, label: clip(nonEmpty(label), 80), custom_id: customId } as APIButtonComponent;
}

function componentsOf(reply: Reply, used: Set<string>, locale: string): ActionRow[] {
  const rows: ActionRow[] = [];
  const take = (customId: string) => {
    if (used.has(customId)) return false;
    used.add(customId);
    return true;
  };
  const list = reply.list;
  const values = new Set<string>();
  const openable = (list?.items ?? []).filter((item) => {
    if (item.action === undefined || values.has(item.action)) return false;
    values.add(item.action);
    return true;
  });
  if (openable.length > 0) {
    const options: APISelectMenuOption[] = openable.slice(0, 25).map((item) => ({
      label: clip(nonEmpty(item.title), 100),
      value: item.action ?? '',
      ...(item.detail ? { description: clip(item.detail, 100) } : {}),
    }));
    rows.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: SELECT_CUSTOM_ID,
          placeholder: clip(translate(locale, 'discord-open-placeholder'), 150),
          options,
        },
      ],
    });
  }
  if (list && (list.previousAction || list.nextAction)) {
    const paging: APIButtonComponent[] = [];
    if (list.previousAction && take(actionCustomId(list.previousAction))) {
      paging.push(button(translate(locale, 'discord-previous-button'), actionCustomId(list.previousAction), ButtonStyle.Secondary));
    }
    if (list.nextAction && take(actionCustomId(list.nextAction))) {
      paging.push(button(translate(locale, 'discord-next-button'), actionCustomId(list.nextAction), ButtonStyle.Secondary));
    }
    if (paging.length > 0) rows.push({ type: ComponentType.ActionRow, components: paging });
  }
  const promptButton = formButton(reply.prompt, locale);
  const room = MAX_ROWS - rows.length - (promptButton ? 1 : 0) - (reply.link ? 1 : 0);
  for (const row of (reply.buttons ?? []).slice(0, Math.max(0, room))) {
    const buttons = row
      .filter((candidate) => take(actionCustomId(candidate.action)))
      .slice(0, 5)
      .map((candidate) => button(candidate.label, actionCustomId(candidate.action), BUTTON_STYLES[candidate.style ?? 'secondary']));
    if (buttons.length > 0) rows.push({ type: ComponentType.ActionRow, components: buttons });
  }
  if (promptButton && take(promptButton.custom_id)) rows.push({ type: ComponentType.ActionRow, components: [promptButton] });
  // A link button opens its address in the browser and sends Discord nothing back.
  if (reply.link) {
    const link: APIButtonComponent = {
      type: ComponentType.Button,
      style: ButtonStyle.Link,
      label: clip(nonEmpty(reply.link.label), 80),
      url: reply.link.url,
    };
    rows.push({ type: ComponentType.ActionRow, components: [link] });
  }
  return rows;
}

/** The label of the button opening a prompt's modal (a file prompt has none: files come as a message). */
function formButtonLabel(kind: Prompt['kind'], locale: string): string {
  switch (kind) {
    case 'secret':
      return translate(locale, 'discord-secret-form-button');
    case 'goods':
      return translate(locale, 'discord-goods-form-button');
    default:
      return translate(locale, 'discord-answer-form-button');
  }
}

function formButton(prompt: Prompt | undefined, locale: string): (APIButtonComponent & { custom_id: string }) | null {
  if (!promptUsesModal(prompt)) return null;
  const customId = openFormCustomId({ kind: prompt.kind, multiline: prompt.multiline ?? prompt.kind === 'goods', formId: prompt.formId });
  if (customId === null) return null;
  return button(formButtonLabel(prompt.kind, locale), customId, ButtonStyle.Primary) as APIButtonComponent & { custom_id: string };
}

export function renderReply(reply: Reply): DiscordMessage {
  // Hawker's own few words (paging, form buttons) in the language the reply was written in.
  const locale = reply.locale ?? DEFAULT_LOCALE;
  // Discord takes 10 files a message; one place is kept for the full text of a long reply.
  const files: DiscordFile[] = (reply.attachments ?? []).slice(0, MAX_FILES - 1).map((attachment) => ({
    name: attachment.filename,
    data: Buffer.from(attachment.data),
    contentType: attachment.contentType,
  }));
  const message: DiscordMessage = {
    embeds: [],
    components: componentsOf(reply, new Set(), locale),
    files,
    allowed_mentions: { parse: [] },
  };
  const onlyText = !reply.title && !reply.fields?.length && !reply.list && !reply.prompt && !reply.tone;
  const text = reply.text ? plain(reply.text) : '';
  if (onlyText && text.length <= MAX_CONTENT && !files.some((file) => file.contentType.startsWith('image/'))) {
    if (text) message.content = text;
  } else {
    message.embeds.push(embedOf(reply, files, locale));
  }
  const roles = (reply.pingRoles ?? []).filter((role) => /^\d{1,20}$/.test(role));
  if (roles.length > 0) {
    // Mentions inside an embed ping nobody: the roles go in the content, the one place Discord notifies from.
    message.content = [roles.map((role) => `<@&${role}>`).join(' '), message.content].filter(Boolean).join('\n');
    message.allowed_mentions = { parse: [], roles };
  }
  if (!message.content && message.embeds.length === 0 && message.components.length === 0 && files.length === 0) {
    message.content = '✓';
  }
  return message;
}
