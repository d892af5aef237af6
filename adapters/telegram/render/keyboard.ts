import type { InlineKeyboardButton } from 'grammy/types';
import type { LinkButton, Reply } from '../../../src/domain/reply.js';
import { DEFAULT_LOCALE, translate } from '../../../src/i18n/index.js';

/** Telegram's limit on a button's callback data. */
const MAX_CALLBACK_DATA_BYTES = 64;

const MAX_BUTTON_LABEL = 40;
/** Telegram refuses inline keyboards of more than 100 buttons. */
const MAX_BUTTONS = 100;

function shorten(label: string, max = MAX_BUTTON_LABEL): string {
  const chars = [...label];
  return chars.length <= max ? label : `${chars.slice(0, max - 1).join('')}…`;
}

function button(label: string, action: string): InlineKeyboardButton | null {
  // The core keeps actions inside these 64 bytes; a longer one could only be refused.
  if (Buffer.byteLength(action, 'utf8') > MAX_CALLBACK_DATA_BYTES || action === '') return null;
  return { text: shorten(label), callback_data: action };
}

/**
 * A Web App opens only from a private chat (Telegram refuses the button in a group); elsewhere
 * it is a plain link to the same page, which carries no login then.
 */
function linkButton(link: LinkButton, webApps: boolean): InlineKeyboardButton {
  const text = shorten(link.label);
  return link.webApp && webApps ? { text, web_app: { url: link.url } } : { text, url: link.url };
}

/**
 * The reply's inline keyboard: one row per openable list item, paging, the reply's own buttons,
 * then its link. `webApps`: the chat is a private one, where a link may open as a Web App.
 */
export function inlineKeyboard(reply: Reply, webApps = false): InlineKeyboardButton[][] {
  const locale = reply.locale ?? DEFAULT_LOCALE;
  const rows: InlineKeyboardButton[][] = [];
  const list = reply.list;
  if (list) {
    list.items.forEach((item, index) => {
      const open = item.action ? button(`${index + 1}. ${item.title}`, item.action) : null;
      if (open) rows.push([open]);
    });
    const paging = [
      list.previousAction ? button(translate(locale, 'telegram-previous-button'), list.previousAction) : null,
      list.nextAction ? button(translate(locale, 'telegram-next-button'), list.nextAction) : null,
    ].filter((candidate): candidate is InlineKeyboardButton => candidate !== null);
    if (paging.length > 0) rows.push(paging);
  }
  for (const row of reply.buttons ?? []) {
    const buttons = row
      .map((candidate) => button(candidate.label, candidate.action))
      .filter((candidate): candidate is InlineKeyboardButton => candidate !== null);
    if (buttons.length > 0) rows.push(buttons);
  }
  if (reply.link) rows.push([linkButton(reply.link, webApps)]);
  let room = MAX_BUTTONS;
  return rows
    .map((row) => {
      const kept = row.slice(0, Math.max(0, room));
      room -= kept.length;
      return kept;
    })
    .filter((row) => row.length > 0);
}
