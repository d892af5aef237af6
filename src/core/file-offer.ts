import { DELIVER_FLOW } from './commands/deliver.js';
import type { ChatActor, ChatPlace, MessageRef } from './chat-input.js';
import type { FlowEngine } from './flow-engine.js';
import type { FlowDefinition } from './flow-types.js';
import type { Reply } from './reply.js';
import { errorReply } from './reply-helpers.js';
import type { CoreServices } from './services.js';

/** A file a person sent, before anything is downloaded. */
export interface FileOffer {
  actor: ChatActor;
  place: ChatPlace;
  /** The bot message it answers, if any (an order alert takes the goods of that order). */
  replyTo?: MessageRef;
  /** The size the platform announces, when it does. */
  size?: number;
}

export type FileVerdict = { accept: true; maxBytes: number } | { accept: false; reply: Reply };

export const NOTHING_WAITS_FOR_A_FILE =
  'Nothing is waiting for a file from you here, so Hawker did not read it. Start `restock`, `deliver` or `create` first, and send the file when asked.';

export function fileTooLargeReply(maxBytes: number, size?: number): Reply {
  const given = size === undefined ? 'That file is' : `That file is ${megabytes(size)} and`;
  return errorReply(`${given} larger than this step takes (at most ${megabytes(maxBytes)}). Send a smaller file, or split it.`);
}

/**
 * Decides before any download whether a file is wanted: only a step of this person's
 * open flow here that declares it takes files (or a reply to an order alert, which
 * delivers that order), and only up to that step's size.
 */
export async function judgeFileOffer(
  services: CoreServices,
  engine: FlowEngine,
  flows: ReadonlyMap<string, FlowDefinition>,
  offer: FileOffer,
): Promise<FileVerdict> {
  let maxBytes: number | undefined;
  if (offer.replyTo && (await services.stores.alertMessages.orderFor(offer.replyTo))) {
    maxBytes = flows.get(DELIVER_FLOW)?.acceptsFile?.goods;
  } else {
    const current = await engine.current(offer.actor, offer.place);
    if (current) maxBytes = flows.get(current.kind)?.acceptsFile?.[current.step];
  }
  if (maxBytes === undefined) return { accept: false, reply: errorReply(NOTHING_WAITS_FOR_A_FILE) };
  if (offer.size !== undefined && offer.size > maxBytes) return { accept: false, reply: fileTooLargeReply(maxBytes, offer.size) };
  return { accept: true, maxBytes };
}

function megabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const value = bytes / (1024 * 1024);
  return `${value >= 10 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1)} MB`;
}
