import type { ChatActor, ChatPlace } from '../../../src/domain/chat-input.js';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import type { Reply } from '../../../src/domain/reply.js';
import type { TestSeller } from './jobs-harness.js';

/** The text of a reply's first file, as a spreadsheet would read it (its byte order mark kept). */
export function fileText(reply: Reply | undefined): string {
  const file = reply?.attachments?.[0];
  if (!file) throw new Error(`no file in ${JSON.stringify(reply?.text)}`);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.data);
}

/** A CSV as a spreadsheet saves it: a byte order mark, every cell quoted, CRLF. */
export function csvOf(header: readonly string[], rows: readonly Record<string, string>[]): string {
  const line = (cells: readonly string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
  return `\ufeff${[line(header), ...rows.map((row) => line(header.map((column) => row[column] ?? '')))].join('\r\n')}\r\n`;
}

/** The seller's owner in their private chat with the bot process. */
export function importingOwner(core: HawkerCore, seller: TestSeller) {
  const actor: ChatActor = { platform: 'test', userId: seller.ownerChat, displayName: 'Owner' };
  const place: ChatPlace = { platform: 'test', chatId: seller.ownerChat, kind: 'private' };
  return {
    command: (name: string, text: string) => core.handle({ actor, place, input: { type: 'command', name, text } }),
    upload: (filename: string, text: string) =>
      core.handle({ actor, place, input: { type: 'file', filename, contentType: 'text/csv', data: new TextEncoder().encode(text) } }),
    press: (reply: Reply | undefined, label: string) => {
      const action = reply?.buttons?.flat().find((button) => button.label === label)?.action;
      if (!action) throw new Error(`no ${label} button`);
      return core.handle({ actor, place, input: { type: 'action', action } });
    },
  };
}
