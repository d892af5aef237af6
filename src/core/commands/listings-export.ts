import { z } from 'zod';
import { t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { exportFile } from '../listing-export/export-file.js';
import { asTheSellerLeftThem } from '../listing-export/away-held.js';
import { readForExport, readWindow } from '../listing-export/export-reads.js';
import { filteredListings, filterWords, LISTING_FILTER_ARGUMENTS, type ListingFilters } from '../listing-filters.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { attachmentOf, type FileFact } from '../typed/file-fact.js';
import { done } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';

const CONTENT_TYPES = { csv: 'text/csv', json: 'application/json' } as const;

type ExportArgs = ListingFilters & { format: 'csv' | 'json' };

/**
 * The export: its file (null when no listing matched), how many rows it holds, how many listings
 * could not be read in time (exported from the list's fields alone), and how many sold or archived
 * ones the filters left out.
 */
export interface ListingsExport {
  file: FileFact | null;
  format: 'csv' | 'json';
  rows: number;
  unread: number;
  hidden: number;
}

/** The command that would export the settled listings left out, as chat and the dashboard name it. */
function settledCommand(args: ListingFilters): string {
  return ['listings export', ...filterWords(args), 'status=sold,archived'].filter(Boolean).join(' ');
}

/** Why nothing was exported, in the reader's language: the chat's reply and the dashboard's refusal. */
export function nothingExported(exported: ListingsExport, args: ListingFilters): string {
  if (exported.hidden > 0) return t('listings-nothing-needs-you', { count: exported.hidden, command: settledCommand(args) });
  return filterWords(args).length > 0 ? t('listings-no-match') : t('listings-none-yet');
}

/** `listings export [filters] [csv|json]`: the listings `listings` would show, one row each, as a file to edit and import. */
export const listingsExport = typedVerb<ExportArgs, ListingsExport, never, 'away'>('listings', {
  name: 'export',
  description: () => t('cmd-listings-action-export'),
  ...commandArguments({
    format: argument(z.enum(['csv', 'json']).default('csv'), { description: () => t('cmd-listings-format') }),
    ...LISTING_FILTER_ARGUMENTS,
  }),
  role: 'viewer',
  writes: false,
  budgetClass: 'bulk',
  marketplace: 'needed',
  stores: ['away'],
  async run(ctx, args) {
    const started = ctx.services.now();
    const { shown, hidden } = await filteredListings(ctx.api, args);
    const facts = { format: args.format, hidden };
    if (shown.length === 0) return done({ ...facts, file: null, rows: 0, unread: 0 });
    const reading = await readForExport(
      ctx.api,
      shown,
      readWindow(() => ctx.services.now(), started),
    );
    const records = asTheSellerLeftThem(reading.records, shown, await ctx.services.stores.away.taken(ctx.account.id));
    const day = new Date(ctx.services.now()).toISOString().slice(0, 10);
    const file = {
      name: `listings-${day}.${args.format}`,
      mediaType: CONTENT_TYPES[args.format],
      bytes: new TextEncoder().encode(exportFile(records, args.format)),
    };
    return done({ ...facts, file, rows: records.length, unread: reading.unread });
  },
  chat(outcome, _ctx, args): Reply {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const exported = outcome.value;
    if (exported.file === null) return { text: nothingExported(exported, args), tone: 'info' };
    const notes = [t('listings-export-done', { count: exported.rows, format: exported.format.toUpperCase() })];
    if (exported.unread > 0) notes.push(t('listings-export-unread', { count: exported.unread }));
    if (exported.hidden > 0) notes.push(t('listings-hidden', { count: exported.hidden, command: settledCommand(args) }));
    return { text: notes.join('\n'), attachments: [attachmentOf(exported.file)] };
  },
});
