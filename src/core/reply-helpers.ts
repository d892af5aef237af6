import type { Button, Reply } from '../domain/reply.js';

/** Failures are shown only to the person who caused them. */
export function errorReply(text: string): Reply {
  return { text, tone: 'error', visibility: 'private' };
}

export function infoReply(text: string): Reply {
  return { text, tone: 'info' };
}

/** Buttons in rows of at most 5 (Discord's limit per row), at most 5 rows. */
export function buttonRows(buttons: Button[]): Button[][] {
  const rows: Button[][] = [];
  for (let index = 0; index < buttons.length && rows.length < 5; index += 5) rows.push(buttons.slice(index, index + 5));
  return rows;
}
