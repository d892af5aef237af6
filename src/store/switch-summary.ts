import { z } from 'zod';
import type { Message } from '../i18n/index.js';

/**
 * What an away switch did, as sentences kept as messages (switch-announcement.ts writes
 * them): the person who switched reads them at once, the team later in its own language
 * (the worker renders them per recipient), the audit keeps the first. The first message is
 * always the main sentence.
 */
export type SwitchSummary = Message[];

/** The summary as the away state's hash and the notice jobs carry it. */
export const switchSummarySchema: z.ZodType<SwitchSummary> = z.array(
  z.object({ key: z.string(), args: z.record(z.string(), z.union([z.string(), z.number()])).exactOptional() }),
);

/** Why a switch left a listing alone, as the tally records it: a code, worded when the summary is read. */
export const LEFT_ALONE_GONE = 'gone';
export const LEFT_ALONE_EDITED = 'edited';

export function leftAloneForStatus(status: string): string {
  return `status:${status}`;
}

export function leftAloneRefused(code: string): string {
  return `refused:${code}`;
}
