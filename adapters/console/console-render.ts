import type { Reply } from '../../src/domain/reply.js';
import { DEFAULT_LOCALE, translate } from '../../src/i18n/index.js';

export interface RenderedReply {
  text: string;
  /** Numbered choices shown under the text; the number typed presses the button. */
  choices: { label: string; action: string }[];
}

/**
 * A neutral reply as terminal text: fields as aligned lines, list items numbered with
 * their actions, buttons as numbered choices continuing the numbering. `pressedAs`
 * names the message in each choice (`[#12.1]`) where a bare number would mean something
 * else: on an alert, or under a question asking for a number. The terminal's own
 * words (paging, hints) are in `locale`: the reply's language, else the terminal's.
 */
export function renderReply(reply: Reply, pressedAs?: number, locale = reply.locale ?? DEFAULT_LOCALE): RenderedReply {
  const lines: string[] = [];
  const choices: RenderedReply['choices'] = [];
  const choose = (label: string, action: string): string => {
    choices.push({ label, action });
    return pressedAs === undefined ? `[${choices.length}]` : `[#${pressedAs}.${choices.length}]`;
  };

  if (reply.title) lines.push(`${toneMark(reply.tone)}${reply.title}`);
  if (reply.text) lines.push(reply.title ? reply.text : `${toneMark(reply.tone)}${reply.text}`);
  if (reply.fields?.length) {
    const width = Math.max(...reply.fields.map((field) => field.label.length));
    for (const field of reply.fields) lines.push(`  ${field.label.padEnd(width)}  ${field.value}`);
  }
  if (reply.list) {
    const { list } = reply;
    if (list.items.length === 0) lines.push(`  ${translate(locale, 'console-nothing-to-show')}`);
    for (const item of list.items) {
      const marker = item.action ? `${choose(item.title, item.action)} ` : '- ';
      lines.push(`  ${marker}${item.title}${item.detail ? `\n      ${item.detail}` : ''}`);
    }
    if (list.pageCount > 1) {
      const paging = [translate(locale, 'console-page', { page: list.page, pages: list.pageCount, total: list.total })];
      if (list.previousAction) {
        const previous = translate(locale, 'console-previous');
        paging.push(`${choose(previous, list.previousAction)} ${previous}`);
      }
      if (list.nextAction) {
        const next = translate(locale, 'console-next');
        paging.push(`${choose(next, list.nextAction)} ${next}`);
      }
      lines.push(`  ${paging.join('  ')}`);
    }
  }
  const buttons = (reply.buttons ?? []).flat();
  if (buttons.length > 0) lines.push(`  ${buttons.map((button) => `${choose(button.label, button.action)} ${button.label}`).join('  ')}`);
  // A terminal cannot press a link: the address is printed on a line of its own, for the terminal to make clickable.
  if (reply.link) lines.push(`  ${reply.link.label}: ${reply.link.url}`);
  for (const attachment of reply.attachments ?? []) {
    lines.push(`  ${translate(locale, 'console-attachment', { filename: attachment.filename, bytes: attachment.data.byteLength })}`);
  }
  if (reply.prompt) {
    const hint = promptHint(reply.prompt.kind, locale);
    lines.push(`  > ${reply.prompt.label}${hint === null ? '' : ` ${hint}`}`);
  }
  return { text: lines.join('\n'), choices };
}

function toneMark(tone: Reply['tone']): string {
  switch (tone) {
    case 'success':
      return '✔ ';
    case 'warning':
      return '! ';
    case 'error':
      return '✖ ';
    default:
      return '';
  }
}

function promptHint(kind: NonNullable<Reply['prompt']>['kind'], locale: string): string | null {
  switch (kind) {
    case 'goods':
      return translate(locale, 'console-goods-hint');
    case 'file':
      return translate(locale, 'console-file-hint');
    case 'secret':
      return translate(locale, 'console-secret-hint');
    default:
      return null;
  }
}
