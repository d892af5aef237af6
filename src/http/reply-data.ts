import type { Reply, ReplyData } from '../domain/reply.js';

/** The first reply's data of that kind. */
export function dataOf<K extends ReplyData['kind']>(replies: readonly Reply[], kind: K): Extract<ReplyData, { kind: K }> | undefined {
  for (const reply of replies) if (reply.data?.kind === kind) return reply.data as Extract<ReplyData, { kind: K }>;
  return undefined;
}
