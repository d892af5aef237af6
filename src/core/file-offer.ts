import { currentLocale, DEFAULT_LOCALE, translate } from '../i18n/index.js';
import type { ChatActor, ChatPlace, MessageRef } from '../domain/chat-input.js';
import type { FlowEngine } from './flow-engine.js';
import type { CommandRegistry } from './registry.js';
import type { Reply } from '../domain/reply.js';
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
  /** The text sent with the file: a command that takes a file (`listings import`) starts with it. */
  caption?: string;
}

/**
 * `locale`: the sender's language, for the refusal an adapter words itself when the download
 * shows the file is larger than announced (`fileTooLargeReply`).
 */
export type FileVerdict = { accept: true; maxBytes: number; locale?: string } | { accept: false; reply: Reply };

export function nothingWaitsForAFile(locale = currentLocale()): string {
  return translate(locale, 'core-nothing-waits-for-file');
}

export function fileTooLargeReply(maxBytes: number, size?: number, locale = currentLocale()): Reply {
  const limit = megabytes(maxBytes, locale);
  const text =
    size === undefined
      ? translate(locale, 'core-file-too-large', { limit })
      : translate(locale, 'core-file-too-large-sized', { size: megabytes(size, locale), limit });
  return { ...errorReply(text), locale };
}

/**
 * Decides before any download whether a file is wanted: only a step of this person's
 * open flow here that declares it takes files (or a reply to an order alert, which enters
 * the step the registry's alert-reply flow declares, or a caption typing a command that takes
 * the file with it), and only up to that step's size.
 */
export async function judgeFileOffer(
  services: CoreServices,
  engine: FlowEngine,
  registry: CommandRegistry,
  offer: FileOffer,
): Promise<FileVerdict> {
  const identityId = await services.stores.identities.resolve(offer.actor.platform, offer.actor.userId);
  const locale = (await services.stores.languages.ofPerson(identityId)) ?? DEFAULT_LOCALE;
  let maxBytes: number | undefined;
  const alertReply = registry.alertReplyFlow();
  const captioned = offer.caption === undefined ? undefined : registry.fileCaption(offer.caption);
  if (captioned) maxBytes = captioned.maxBytes;
  else if (offer.replyTo && alertReply && (await services.stores.alertMessages.orderFor(offer.replyTo))) {
    maxBytes = alertReply.acceptsFile?.[alertReply.alertReply.step];
  } else {
    const current = await engine.current(offer.actor, offer.place);
    if (current) maxBytes = registry.flow(current.kind)?.acceptsFile?.[current.step];
  }
  if (maxBytes === undefined) return { accept: false, reply: { ...errorReply(nothingWaitsForAFile(locale)), locale } };
  if (offer.size !== undefined && offer.size > maxBytes) return { accept: false, reply: fileTooLargeReply(maxBytes, offer.size, locale) };
  return { accept: true, maxBytes, locale };
}

function megabytes(bytes: number, locale: string): string {
  if (bytes < 1024 * 1024)
    return translate(locale, 'core-file-size-kb', { amount: plainNumber(Math.max(1, Math.round(bytes / 1024)), 0, locale) });
  const value = bytes / (1024 * 1024);
  const amount = value >= 10 || Number.isInteger(value) ? plainNumber(Math.round(value), 0, locale) : plainNumber(value, 1, locale);
  return translate(locale, 'core-file-size-mb', { amount });
}

/** A size as the language writes decimals (`1.5`, `1,5`), without grouping: `1023 KB`. */
function plainNumber(value: number, decimals: number, locale: string): string {
  return value.toLocaleString(locale, { useGrouping: false, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
