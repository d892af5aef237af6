import { inBudgetClass } from '../../api/budget-class.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { currentLocale, msg, t } from '../../i18n/index.js';
import type { ImportRecord } from '../../store/listing-import-store.js';
import type { MarketplaceContext } from '../context.js';
import { asTheSellerLeftThem } from '../listing-export/away-held.js';
import { readForExport, readWindow } from '../listing-export/export-reads.js';
import { everyOwnRow } from '../own-listings.js';
import { belowCostRows, type BelowCostRow } from './below-cost.js';
import { readImportFile, type ImportRow } from './import-file.js';
import { planImport, type PlannedRow } from './import-plan.js';
import { importIdOf, importSteps } from './import-steps.js';

/** What Apply hands the worker: the writes, and the rows refused and unchanged for the report. */
export type ImportWork = Pick<ImportRecord, 'filename' | 'steps' | 'refused' | 'unchanged'>;

/** A file read and planned against the shop now, or the sentence saying why it cannot be read. */
export type PlannedFile = { ok: true; plan: PlannedRow[]; work: ImportWork; belowCost: BelowCostRow[] } | { ok: false; message: string };

/** The shop's listings the file names, read as `listings export` reads them, so a file read back unchanged plans nothing. */
function currentState(ctx: MarketplaceContext<'away'>, rows: readonly ImportRow[], started: number) {
  // The flow's step runs outside the command's dispatch: its reads over the whole shop say they are bulk here.
  return inBudgetClass('bulk', () => readCurrentState(ctx, rows, started));
}

async function readCurrentState(ctx: MarketplaceContext<'away'>, rows: readonly ImportRow[], started: number) {
  const named = new Set(rows.map((row) => row.cells.id?.trim()).filter((id): id is string => id !== undefined));
  const summaries = new Map<string, ListingSummaryRow>();
  if (named.size === 0) return { summaries, records: new Map() };
  for (const row of await everyOwnRow(ctx.api, {})) if (named.has(row.id)) summaries.set(row.id, row);
  const listed = [...summaries.values()];
  const reading = await readForExport(
    ctx.api,
    listed,
    readWindow(() => ctx.services.now(), started),
  );
  const records = asTheSellerLeftThem(reading.records, listed, await ctx.services.stores.away.taken(ctx.account.id));
  return { summaries, records: new Map(records.map((record) => [record.id, record])) };
}

/** The file read, every row checked against the shop, and the writes it would take. */
export async function planFile(
  ctx: MarketplaceContext<'away' | 'costs' | 'autopilot'>,
  filename: string,
  data: Uint8Array,
): Promise<PlannedFile> {
  const started = ctx.services.now();
  const file = readImportFile(filename, data);
  if (!file.ok) return file;
  const { summaries, records } = await currentState(ctx, file.rows, started);
  const plan = await planImport(ctx, file.rows, records, summaries);
  // A row kept as the marketplace has it goes in the report with the preview's sentence, as a refused row does.
  const refused = plan.flatMap((row) => {
    if (row.outcome === 'refused') return [{ row: row.row, reason: row.reason }];
    return row.outcome === 'kept' ? [{ row: row.row, reason: t('import-kept-reason', { title: row.title }) }] : [];
  });
  const unchanged = plan.filter((row) => row.outcome === 'unchanged').length;
  const belowCost = await belowCostRows(ctx.services.stores, ctx.account.id, plan);
  return { ok: true, plan, work: { filename, steps: importSteps(plan), refused, unchanged }, belowCost };
}

/**
 * The import saved and handed to the worker, which writes within the budgets and reports to
 * the chat it was confirmed in; `started` false where the same import was started before.
 */
export async function startImport(
  ctx: MarketplaceContext<'listingImports'>,
  work: ImportWork,
): Promise<{ importId: string; started: boolean }> {
  const importId = importIdOf(ctx.account.id, work.steps);
  const target =
    ctx.place.kind === 'private'
      ? { platform: ctx.actor.platform, kind: 'user' as const, id: ctx.actor.userId }
      : { platform: ctx.place.platform, kind: 'channel' as const, id: ctx.place.chatId };
  const started = await ctx.services.stores.listingImports.start(
    ctx.account.id,
    importId,
    { target, locale: currentLocale(), ...work },
    ctx.services.now(),
  );
  // The import is one entry of the audit, made by whoever confirmed it; its report holds every write.
  if (started) await ctx.audit(msg('audit-import', { file: work.filename, writes: work.steps.length }), 'listings import');
  return { importId, started };
}
