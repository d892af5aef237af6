import { inBudgetClass } from '../../api/budget-class.js';
import { z } from 'zod';
import { currentLocale, msg, t } from '../../i18n/index.js';
import { importStep, type ImportStep } from '../../store/listing-import-store.js';
import { roleAtLeast } from '../../domain/roles.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { MarketplaceContext } from '../context.js';
import { accountFlow } from '../flow-definition.js';
import { roleWord } from '../format/role-words.js';
import type { FlowStep, FlowView } from '../flow-types.js';
import { cloneRows } from '../listing-clone/clone-rows.js';
import { readForExport, readWindow } from '../listing-export/export-reads.js';
import type { ImportRow } from '../listing-import/import-file.js';
import { CLONE_CREATABLE } from '../listing-import/new-draft.js';
import { filteredListings, LISTING_FILTER_ARGUMENTS } from '../listing-filters.js';
import { planImport, type PlannedRow } from '../listing-import/import-plan.js';
import { previewText } from '../listing-import/import-preview.js';
import { importIdOf, importSteps } from '../listing-import/import-steps.js';
import { errorReply } from '../reply-helpers.js';
import { done, refused, type Outcome, type Preview } from '../typed/outcome.js';
import type { TypedEntry } from '../typed/typed-command.js';
import { accountVerb, type DeclaredVerb } from '../verb-command.js';
import { importPreviewOf, type ImportPreview } from '../listing-import/import-facts.js';

const CLONE_FLOW = 'listings-clone';
const START_STEP = 'start';
const CONFIRM_STEP = 'confirm';
const APPLY = 'apply';
const CANCEL = 'cancel';

type Target = { ok: true; accountId: string; label: string } | { ok: false; code: 'not_allowed' | 'not_found'; sentence: string };

/**
 * The shop named as `switch` names shops (its id's start or its name) among those the member
 * holds; refused unless the member is a manager there and it is another shop than this one.
 */
/** The stores a clone reads (the person's other shops) and writes (the import it starts). */
type CloneStores = 'identities' | 'accounts' | 'listingImports';

async function targetShop(ctx: MarketplaceContext<'identities' | 'accounts'>, name: string): Promise<Target> {
  const { identities, accounts } = ctx.services.stores;
  const wanted = name.toLowerCase();
  for (const entry of await identities.accountsOf(ctx.identityId)) {
    const account = await accounts.get(entry.accountId);
    if (account === null || !(entry.accountId.startsWith(wanted) || account.label.toLowerCase() === wanted)) continue;
    if (entry.accountId === ctx.account.id)
      return { ok: false, code: 'not_allowed', sentence: t('clone-same-shop', { shop: account.label }) };
    if (!roleAtLeast(entry.role, 'manager'))
      return { ok: false, code: 'not_allowed', sentence: t('clone-role-missing', { shop: account.label, role: roleWord(entry.role) }) };
    return { ok: true, accountId: entry.accountId, label: account.label };
  }
  return { ok: false, code: 'not_found', sentence: t('switch-unknown', { name }) };
}

const startData = z.object({
  target: z.string(),
  status: z.string().optional(),
  game: z.string().optional(),
  title: z.string().optional(),
});
const confirmData = z.object({
  target: z.string(),
  targetLabel: z.string(),
  steps: z.array(importStep),
  refused: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  unchanged: z.number().int(),
});
const flowData = z.union([confirmData, startData]);

/**
 * Why a listing is not copied before create's rules are asked: instant accounts and gift
 * cards are made only with their goods, and a manual top-up needs its handover time and
 * instructions, which the interface never shows for a top-up.
 */
function notClonable(row: ImportRow): string | null {
  const { cells } = row;
  const category = cells.category ?? '?';
  const instantAccount = category === 'account' && cells.delivery_type === 'instant';
  if (!(CLONE_CREATABLE as readonly string[]).includes(category) || instantAccount) return t('clone-category', { category });
  // An account's or currency's read by id gives its attributes; without it the draft would lose half its fields.
  if ((category === 'account' || category === 'currency') && cells.attributes === undefined) return t('clone-listing-unread');
  const manualTopUp = category === 'top_up' && cells.delivery_type !== 'instant';
  if (manualTopUp && (cells.delivery_instructions === undefined || cells.manual_delivery_value === undefined))
    return t('clone-manual-top-up');
  return null;
}

/** The source listing's name on a refused row, so the preview says which listing stays behind. */
function named(plan: PlannedRow[], titles: readonly string[]): PlannedRow[] {
  return plan.map((row) =>
    row.outcome === 'refused'
      ? { ...row, reason: t('clone-refused-listing', { title: titles[row.row - 1] ?? '', reason: row.reason }) }
      : row,
  );
}

/** What a clone would write: the target shop, every source row planned, the import's steps and the pictures they copy. */
interface ClonePlan {
  target: { accountId: string; label: string };
  plan: PlannedRow[];
  steps: ImportStep[];
  refused: { row: number; reason: string }[];
  pictures: number;
}

type Planned = { ok: true; value: ClonePlan } | { ok: false; code: 'not_allowed' | 'not_found'; sentence: string; info?: true };

/** The source's listings read as the export reads them, planned as new drafts of the target shop. */
async function planClone(ctx: MarketplaceContext<CloneStores>, data: z.infer<typeof startData>): Promise<Planned> {
  const started = ctx.services.now();
  const target = await targetShop(ctx, data.target);
  if (!target.ok) return target;
  // The flow's step runs outside the command's dispatch: its reads over the whole shop say they are bulk here.
  const { shown } = await inBudgetClass('bulk', () => filteredListings(ctx.api, data));
  if (shown.length === 0) return { ok: false, code: 'not_found', sentence: t('listings-no-match'), info: true };
  const { records } = await inBudgetClass('bulk', () =>
    readForExport(
      ctx.api,
      shown,
      readWindow(() => ctx.services.now(), started),
    ),
  );
  const rows = cloneRows(records);
  // The drafts are checked against the target shop: its games, category schemas and delivery methods.
  const targetAccount = await ctx.services.stores.accounts.get(target.accountId);
  if (targetAccount === null) return { ok: false, code: 'not_found', sentence: t('switch-unknown', { name: data.target }) };
  const onTarget: MarketplaceContext<CloneStores> = { ...ctx, account: targetAccount, api: await ctx.services.clientFor(target.accountId) };
  const creatable = rows.filter((row) => notClonable(row) === null);
  const planned = (await planImport(onTarget, creatable, new Map(), new Map(), CLONE_CREATABLE)).map((row, index) =>
    // A top-up's attributes are in no answer of the interface: a category that needs some refuses the draft for that.
    row.outcome === 'refused' && creatable[index]?.cells.category === 'top_up' && creatable[index]?.cells.attributes === undefined
      ? { ...row, reason: t('clone-top-up-attributes', { reason: row.reason }) }
      : row,
  );
  const byRow = new Map(planned.map((row) => [row.row, row]));
  const plan = named(
    rows.map((row): PlannedRow => byRow.get(row.row) ?? { row: row.row, outcome: 'refused', reason: notClonable(row) ?? '' }),
    records.map((record) => record.title),
  );
  const steps: ImportStep[] = importSteps(plan).map((step) => {
    const pictures = step.category === 'currency' ? [] : (records[step.row - 1]?.images ?? []).slice(0, 10);
    return step.write.kind === 'create' && pictures.length > 0 ? { ...step, write: { ...step.write, pictures } } : step;
  });
  const pictures = steps.reduce((sum, step) => sum + (step.write.kind === 'create' ? (step.write.pictures?.length ?? 0) : 0), 0);
  const refused = plan.flatMap((row) => (row.outcome === 'refused' ? [{ row: row.row, reason: row.reason }] : []));
  return { ok: true, value: { target: { accountId: target.accountId, label: target.label }, plan, steps, refused, pictures } };
}

/** The chat's preview of the plan, with Apply and Cancel where there is something to write. */
async function preview(ctx: MarketplaceContext<CloneStores>, flow: FlowView, data: z.infer<typeof startData>): Promise<FlowStep> {
  const planned = await planClone(ctx, data);
  if (!planned.ok)
    return {
      replies: [planned.info ? { text: planned.sentence, tone: 'info' } : errorReply(planned.sentence)],
      done: t('clone-cancelled'),
    };
  const { target, plan, steps, refused, pictures } = planned.value;
  const title = t('clone-preview-title', { source: ctx.account.label, target: target.label });
  if (steps.length === 0) return { replies: [{ title, text: previewText(plan, { pictures }), tone: 'info' }], done: t('clone-previewed') };
  return {
    replies: [
      {
        title,
        text: previewText(plan, { pictures }),
        tone: 'info',
        buttons: [
          [
            { label: t('import-apply-button'), action: flow.choiceAction(APPLY), style: 'success' },
            { label: t('import-cancel-button'), action: flow.choiceAction(CANCEL) },
          ],
        ],
      },
    ],
    next: { step: CONFIRM_STEP, data: { target: target.accountId, targetLabel: target.label, steps, refused, unchanged: 0 } },
  };
}

/** The drafts saved as an import of the target shop, which the worker writes within that shop's budgets; false where started before. */
async function startClone(
  ctx: MarketplaceContext<CloneStores>,
  data: z.infer<typeof confirmData>,
): Promise<{ importId: string; started: boolean }> {
  const chat =
    ctx.place.kind === 'private'
      ? { platform: ctx.actor.platform, kind: 'user' as const, id: ctx.actor.userId }
      : { platform: ctx.place.platform, kind: 'channel' as const, id: ctx.place.chatId };
  const filename = t('clone-file-name', { shop: ctx.account.label });
  const importId = importIdOf(data.target, data.steps);
  const started = await ctx.services.stores.listingImports.start(
    data.target,
    importId,
    { target: chat, locale: currentLocale(), filename, steps: data.steps, refused: data.refused, unchanged: data.unchanged },
    ctx.services.now(),
  );
  if (started) await ctx.audit(msg('audit-clone', { target: data.targetLabel, writes: data.steps.length }), 'listings clone');
  return { importId, started };
}

/** Apply: the drafts are saved as an import of the target shop, which the worker writes within that shop's budgets. */
async function apply(ctx: MarketplaceContext<CloneStores>, flow: FlowView, data: z.infer<typeof confirmData>): Promise<FlowStep> {
  // The role on the target is asked again: it may have changed while the preview was read.
  const target = await targetShop(ctx, data.target);
  if (!target.ok) return { replies: [errorReply(target.sentence)], done: t('clone-cancelled') };
  if (!(await flow.claim(APPLY))) return { replies: [{ text: t('import-started-already'), tone: 'info' }] };
  const { started } = await startClone(ctx, data);
  const text = started ? t('clone-started', { drafts: data.steps.length, shop: data.targetLabel }) : t('import-started-already');
  return { replies: [{ text, tone: started ? 'success' : 'info', replaceOriginal: true }], done: t('import-applied') };
}

const cloneFlow = accountFlow({
  kind: CLONE_FLOW,
  stores: ['identities', 'accounts', 'listingImports'],
  role: 'manager',
  ttlSeconds: 30 * 60,
  schema: flowData,
  async handle(ctx, flow, input): Promise<FlowStep> {
    const confirming = confirmData.safeParse(flow.data);
    if (input.type === 'choice' && confirming.success) {
      if (input.choice === APPLY) return apply(ctx, flow, confirming.data);
      return { replies: [{ text: t('clone-cancelled'), tone: 'info', replaceOriginal: true }], done: t('clone-cancelled') };
    }
    const starting = startData.safeParse(flow.data);
    if (input.type === 'start' && starting.success) return preview(ctx, flow, starting.data);
    return { replies: [{ text: t('clone-cancelled'), tone: 'info' }], done: t('clone-cancelled') };
  },
});

/** `listings clone <shop> [filters]`: this shop's listings (as `listings` filters them) copied as drafts into another shop the member manages. */
const cloneVerb = accountVerb({
  name: 'clone',
  description: () => t('cmd-listings-action-clone'),
  ...commandArguments({
    shop: argument(z.string().trim().min(1), { description: () => t('cmd-listings-clone-shop') }),
    ...LISTING_FILTER_ARGUMENTS,
  }),
  role: 'manager',
  writes: true,
  budgetClass: 'bulk',
  marketplace: 'needed',
  stores: ['identities', 'accounts', 'listingImports'],
  async run(ctx, args) {
    const target = await targetShop(ctx, args.shop);
    if (!target.ok) return errorReply(target.sentence);
    const filters = Object.fromEntries(
      Object.entries({ status: args.status, game: args.game, title: args.title }).filter(([, v]) => v !== undefined),
    );
    return ctx.startFlow({ kind: CLONE_FLOW, step: START_STEP, data: { target: args.shop, ...filters } });
  },
});

/** A typed clone: the shop to copy into, named as `switch` names shops, and the filters `listings` takes. */
type CloneArgs = z.infer<typeof startData>;

/** The clone's preview as facts: the import it would be, the shop it writes to, and how many pictures the drafts copy. */
export interface ClonePreview extends ImportPreview {
  target_account_id: string;
  target_label: string;
  pictures: number;
}

/** A confirmed clone: the preview's facts, and the import handed to the worker (`import_id` null where nothing was to write). */
export interface CloneStarted extends ClonePreview {
  import_id: string | null;
  /** False where nothing was to write, or the same clone was started before. */
  started: boolean;
}

function previewOf(ctx: MarketplaceContext<CloneStores>, planned: ClonePlan): ClonePreview {
  const { plan, target, pictures } = planned;
  // A clone makes new listings on the other shop, which have no cost yet: none can be below it.
  const preview = importPreviewOf(t('clone-file-name', { shop: ctx.account.label }), plan, []);
  return { ...preview, target_account_id: target.accountId, target_label: target.label, pictures };
}

/** The question before a clone: chat's preview text, with the preview's facts. */
async function askClone(ctx: MarketplaceContext<CloneStores>, args: CloneArgs): Promise<Preview<ClonePreview> | null> {
  const planned = await planClone(ctx, args);
  // A refusal or nothing to write is the run's answer, not a question.
  if (!planned.ok || planned.value.steps.length === 0) return null;
  return { question: previewText(planned.value.plan, { pictures: planned.value.pictures }), preview: previewOf(ctx, planned.value) };
}

async function runClone(ctx: MarketplaceContext<CloneStores>, args: CloneArgs): Promise<Outcome<CloneStarted>> {
  const planned = await planClone(ctx, args);
  if (!planned.ok) return refused(planned.code, planned.sentence);
  const facts = previewOf(ctx, planned.value);
  const { target, steps } = planned.value;
  if (steps.length === 0) return done({ ...facts, import_id: null, started: false });
  const data = { target: target.accountId, targetLabel: target.label, steps, refused: planned.value.refused, unchanged: 0 };
  const { importId, started } = await startClone(ctx, data);
  return done({ ...facts, import_id: importId, started });
}

/**
 * `listings clone`: in chat a conversation (the preview, then Apply); the typed entry asks with
 * the preview's facts and starts the import once confirmed, as `listings import`'s does.
 */
export const listingsClone: DeclaredVerb & { typed: TypedEntry<CloneArgs, CloneStarted, ClonePreview> } = {
  ...cloneVerb,
  typed: {
    command: { ...cloneVerb.command, id: 'listings', verb: 'clone' },
    prepare: (args) => ({ marketplace: 'needed', ask: (ctx) => askClone(ctx, args), run: (ctx) => runClone(ctx, args) }),
  },
};

export const listingsCloneFlows = [cloneFlow];
