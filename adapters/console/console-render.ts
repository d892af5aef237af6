import type { Reply } from '../../src/core/reply.js';

export interface RenderedReply {
  text: string;
  /** Numbered choices shown under the text; the number typed presses the button. */
  choices: { label: string; action: string }[];
}

/**
 * A neutral reply as terminal text: fields as aligned lines, list items numbered with
 * their actions, buttons as numbered choices continuing the numbering. `pressedAs`
 * names the message in each choice (`[#12.1]`) where a bare number would mean something
 * else: on an alert, or under a question a typed number answers.
 */
export function renderReply(reply: Reply, pressedAs?: number): RenderedReply {
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
    if (list.items.length === 0) lines.push('  (nothing to show)');
    for (const item of list.items) {
      const marker = item.action ? `${choose(item.title, item.action)} ` : '- ';
      lines.push(`  ${marker}${item.title}${item.detail ? `\n      ${item.detail}` : ''}`);
    }
    if (list.pageCount > 1) {
      const paging = [`page ${list.page}/${list.pageCount}, ${list.total} in all`];
      if (list.previousAction) paging.push(`${choose('previous page', list.previousAction)} previous`);
      if (list.nextAction) paging.push(`${choose('next page', list.nextAction)} next`);
      lines.push(`  ${paging.join('  ')}`);
    }
  }
  const buttons = (reply.buttons ?? []).flat();
  if (buttons.length > 0) lines.push(`  ${buttons.map((button) => `${choose(button.label, button.action)} ${button.label}`).join('  ')}`);
  for (const attachment of reply.attachments ?? []) {
    lines.push(`  (attachment: ${attachment.filename}, ${attachment.data.byteLength} bytes)`);
  }
  if (reply.prompt) lines.push(`  > ${reply.prompt.label}${promptHint(reply.prompt.kind)}`);
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

function promptHint(kind: NonNullable<Reply['prompt']>['kind']): string {
  switch (kind) {
    case 'goods':
      return ' (one code per line; finish with an empty line, or type `file <path>`)';
    case 'file':
      return ' (type `file <path>`)';
    case 'secret':
      return ' (this terminal is private to you)';
    default:
      return '';
  }
}
