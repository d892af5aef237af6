import type { Reply } from './reply.js';

/** Failures are shown only to the person who caused them. */
export function errorReply(text: string): Reply {
  return { text, tone: 'error', visibility: 'private' };
}

export function infoReply(text: string): Reply {
  return { text, tone: 'info' };
}

export function successReply(text: string, title?: string): Reply {
  return title === undefined ? { text, tone: 'success' } : { title, text, tone: 'success' };
}
