import { z } from 'zod';
import { t } from '../../i18n/index.js';
import { importStep } from '../../store/listing-import-store.js';
import { commandArguments } from '../command-arguments.js';
import { narrowed } from '../narrow-stores.js';
import type { MarketplaceContext } from '../context.js';
import { accountFlow } from '../flow-definition.js';
import type { FlowStep, FlowView } from '../flow-types.js';
import { IMPORT_FILE_MAX_BYTES } from '../listing-import/import-file.js';
import { importPreviewOf, type ImportPreview } from '../listing-import/import-facts.js';
import { previewText } from '../listing-import/import-preview.js';
import { planFile, startImport, type ImportWork } from '../listing-import/import-run.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { done, refused } from '../typed/outcome.js';
import type { TypedEntry } from '../typed/typed-command.js';
import { accountVerb, type DeclaredVerb } from '../verb-command.js';

const IMPORT_FLOW = 'listings-import';
const FILE_STEP = 'file';

function askForFile(flow: FlowView): Reply {
  return { text: t('import-send-file'), prompt: { kind: 'file', label: t('import-file-label'), formId: flow.token } };
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
async function preview(
  ctx: MarketplaceContext<'away' | 'costs' | 'autopilot'>,
  flow: FlowView,
  filename: string,
  data: Uint8Array,
): Promise<FlowStep> {
  const planned = await planFile(ctx, filename, data);
  if (!planned.ok) return { replies: [errorReply(planned.message), askForFile(flow)], next: { step: FILE_STEP, data: {} } };
  const { plan, work, belowCost } = planned;
  const title = t('import-preview-title', { account: ctx.account.label });
  if (work.steps.length === 0) return { replies: [{ title, text: previewText(plan), tone: 'info' }], done: t('import-previewed') };
  // Apply says what it would do when it sells at a loss, as `price` asks before one.
  const applyLabel = belowCost.length > 0 ? t('import-apply-below-cost-button', { count: belowCost.length }) : t('import-apply-button');
  return {
    replies: [
      {
        title,
        text: previewText(plan, undefined, belowCost),
        tone: belowCost.length > 0 ? 'warning' : 'info',
        buttons: [
          [
            { label: applyLabel, action: flow.choiceAction(APPLY), style: 'success' },
            { label: t('import-cancel-button'), action: flow.choiceAction(CANCEL) },
          ],
        ],
      },
    ],
    next: { step: CONFIRM_STEP, data: work },
  };
}

/** Apply: the import is saved and handed to the worker, which writes within the budgets and reports here. */
async function apply(ctx: MarketplaceContext<'listingImports'>, flow: FlowView, work: ImportWork): Promise<FlowStep> {
  if (!(await flow.claim(APPLY))) return { replies: [{ text: t('import-started-already'), tone: 'info' }] };
  const { started } = await startImport(ctx, work);
  const text = started ? t('import-started', { writes: work.steps.length }) : t('import-started-already');
  return { replies: [{ text, tone: started ? 'success' : 'info', replaceOriginal: true }], done: t('import-applied') };
}

/**
 * The stores an import reaches: what the seller took off sale (the file's rows as they left them),
 * the costs a new price is weighed against, and the import handed to the worker.
 */
const IMPORT_STORES = ['away', 'costs', 'autopilot', 'listingImports'] as const;

/** `listings import`, then the file: every row checked and the changes previewed; Apply hands them to the worker. */
const importFlow = accountFlow({
  kind: IMPORT_FLOW,
  stores: IMPORT_STORES,
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

/** A typed import: the file itself, as chat would be sent it. */
export interface ImportArgs {
  filename: string;
  data: Uint8Array;
}

/** What a confirmed import did: the preview's facts, and the import handed to the worker (`importId` null where nothing was to write). */
export interface ImportStarted extends ImportPreview {
  importId: string | null;
  /** False where nothing was to write, or the same import was started before. */
  started: boolean;
}

/** The typed preview asked about first: the facts, and chat's preview text as the question. */
async function askImport(ctx: MarketplaceContext<'away' | 'costs' | 'autopilot'>, args: ImportArgs) {
  const planned = await planFile(ctx, args.filename, args.data);
  // An unreadable file or nothing to write is the run's answer, not a question.
  if (!planned.ok || planned.work.steps.length === 0) return null;
  return {
    question: previewText(planned.plan, undefined, planned.belowCost),
    preview: importPreviewOf(args.filename, planned.plan, planned.belowCost),
  };
}

async function runImport(ctx: MarketplaceContext<(typeof IMPORT_STORES)[number]>, args: ImportArgs) {
  const planned = await planFile(ctx, args.filename, args.data);
  if (!planned.ok) return refused('refused', planned.message);
  const facts = importPreviewOf(args.filename, planned.plan, planned.belowCost);
  if (planned.work.steps.length === 0) return done<ImportStarted>({ ...facts, importId: null, started: false });
  return done<ImportStarted>({ ...facts, ...(await startImport(ctx, planned.work)) });
}

const importVerb = accountVerb({
  name: 'import',
  description: () => t('cmd-listings-action-import'),
  ...commandArguments({}),
  role: 'manager',
  writes: true,
  budgetClass: 'bulk',
  marketplace: 'needed',
  takesFile: { flow: IMPORT_FLOW, step: FILE_STEP },
  stores: [],
  run: (ctx) => ctx.startFlow({ kind: IMPORT_FLOW, step: FILE_STEP, data: {} }),
});

const importEntry: TypedEntry<ImportArgs, ImportStarted, ImportPreview> = {
  command: { ...importVerb.command, id: 'listings', verb: 'import' },
  prepare: (args) => ({
    marketplace: 'needed',
    ask: (ctx) => askImport(narrowed(ctx, IMPORT_STORES), args),
    run: (ctx) => runImport(narrowed(ctx, IMPORT_STORES), args),
  }),
};

/**
 * `listings import`: in chat it asks for a file exported by `listings export` (or written like
 * one), previews what it would change, and applies it on Apply; the typed entry takes the file
 * at once, asks with the preview's facts, and starts the import when confirmed.
 */
export const listingsImport: DeclaredVerb & { typed: TypedEntry<ImportArgs, ImportStarted, ImportPreview> } = {
  ...importVerb,
  typed: importEntry,
};

export const listingsImportFlows = [importFlow];
