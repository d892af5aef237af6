import { inBudgetClass } from '../../api/budget-class.js';
import { z } from 'zod';
import { currentLocale, msg, t } from '../../i18n/index.js';
import { importStep } from '../../store/listing-import-store.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { commandArguments } from '../command-arguments.js';
import type { MarketplaceContext } from '../context.js';
import { accountFlow } from '../flow-definition.js';
import type { FlowStep, FlowView } from '../flow-types.js';
import { asTheSellerLeftThem } from '../listing-export/away-held.js';
import { readForExport, readWindow } from '../listing-export/export-reads.js';
import { IMPORT_FILE_MAX_BYTES, readImportFile, type ImportRow } from '../listing-import/import-file.js';
import { planImport } from '../listing-import/import-plan.js';
import { previewText } from '../listing-import/import-preview.js';
import { importIdOf, importSteps } from '../listing-import/import-steps.js';
import { everyOwnRow } from '../own-listings.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { accountVerb } from '../verb-command.js';

const IMPORT_FLOW = 'listings-import';
const FILE_STEP = 'file';

function askForFile(flow: FlowView): Reply {
  return { text: t('import-send-file'), prompt: { kind: 'file', label: t('import-file-label'), formId: flow.token } };
}

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

const APPLY = 'apply';
const CANCEL = 'cancel';
const CONFIRM_STEP = 'confirm';

/** What the preview leaves for Apply: the writes, and the rows refused and unchanged for the report. */
const confirmData = z.object({
  filename: z.string(),
  steps: z.array(importStep),
  refused: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  unchanged: z.number().int(),
});
const flowData = z.union([confirmData, z.object({})]);

/** The file read, checked and previewed; with anything to write, Apply and Cancel under it. */
async function preview(ctx: MarketplaceContext<'away'>, flow: FlowView, filename: string, data: Uint8Array): Promise<FlowStep> {
  const started = ctx.services.now();
  const file = readImportFile(filename, data);
  if (!file.ok) return { replies: [errorReply(file.message), askForFile(flow)], next: { step: FILE_STEP, data: {} } };
  const { summaries, records } = await currentState(ctx, file.rows, started);
  const plan = await planImport(ctx, file.rows, records, summaries);
  const steps = importSteps(plan);
  const title = t('import-preview-title', { account: ctx.account.label });
  if (steps.length === 0) return { replies: [{ title, text: previewText(plan), tone: 'info' }], done: t('import-previewed') };
  // A row kept as the marketplace has it goes in the report with the preview's sentence, as a refused row does.
  const refused = plan.flatMap((row) => {
    if (row.outcome === 'refused') return [{ row: row.row, reason: row.reason }];
    return row.outcome === 'kept' ? [{ row: row.row, reason: t('import-kept-reason', { title: row.title }) }] : [];
  });
  const unchanged = plan.filter((row) => row.outcome === 'unchanged').length;
  return {
    replies: [
      {
        title,
        text: previewText(plan),
        tone: 'info',
        buttons: [
          [
            { label: t('import-apply-button'), action: flow.choiceAction(APPLY), style: 'success' },
            { label: t('import-cancel-button'), action: flow.choiceAction(CANCEL) },
          ],
        ],
      },
    ],
    next: { step: CONFIRM_STEP, data: { filename, steps, refused, unchanged } },
  };
}

/** Apply: the import is saved and handed to the worker, which writes within the budgets and reports here. */
async function apply(ctx: MarketplaceContext<'listingImports'>, flow: FlowView, data: z.infer<typeof confirmData>): Promise<FlowStep> {
  if (!(await flow.claim(APPLY))) return { replies: [{ text: t('import-started-already'), tone: 'info' }] };
  const importId = importIdOf(ctx.account.id, data.steps);
  const target =
    ctx.place.kind === 'private'
      ? { platform: ctx.actor.platform, kind: 'user' as const, id: ctx.actor.userId }
      : { platform: ctx.place.platform, kind: 'channel' as const, id: ctx.place.chatId };
  const started = await ctx.services.stores.listingImports.start(
    ctx.account.id,
    importId,
    { target, locale: currentLocale(), ...data },
    ctx.services.now(),
  );
  // The import is one entry of the audit, made by whoever pressed Apply; its report holds every write.
  if (started) await ctx.audit(msg('audit-import', { file: data.filename, writes: data.steps.length }), 'listings import');
  const text = started ? t('import-started', { writes: data.steps.length }) : t('import-started-already');
  return { replies: [{ text, tone: started ? 'success' : 'info', replaceOriginal: true }], done: t('import-applied') };
}

/** `listings import`, then the file: every row checked and the changes previewed; Apply hands them to the worker. */
const importFlow = accountFlow({
  kind: IMPORT_FLOW,
  stores: ['away', 'listingImports'],
  role: 'manager',
  ttlSeconds: 30 * 60,
  acceptsFile: { [FILE_STEP]: IMPORT_FILE_MAX_BYTES, [CONFIRM_STEP]: IMPORT_FILE_MAX_BYTES },
  schema: flowData,
  async handle(ctx, flow, input): Promise<FlowStep> {
    if (input.type === 'file') return preview(ctx, flow, input.filename, input.data);
    const confirming = confirmData.safeParse(flow.data);
    if (input.type === 'choice' && confirming.success) {
      if (input.choice === APPLY) return apply(ctx, flow, confirming.data);
      return { replies: [{ text: t('import-cancelled'), tone: 'info', replaceOriginal: true }], done: t('import-cancelled') };
    }
    return { replies: [askForFile(flow)], next: { step: FILE_STEP, data: {} } };
  },
});

/** `listings import`: asks for a file exported by `listings export` (or written like one), previews what it would change, and applies it on Apply. */
export const listingsImport = accountVerb({
  name: 'import',
  description: () => t('cmd-listings-action-import'),
  ...commandArguments({}),
  role: 'manager',
  writes: true,
  budgetClass: 'bulk',
  marketplace: 'needed',
  stores: [],
  takesFile: { flow: IMPORT_FLOW, step: FILE_STEP },
  run: (ctx) => ctx.startFlow({ kind: IMPORT_FLOW, step: FILE_STEP, data: {} }),
});

export const listingsImportFlows = [importFlow];
