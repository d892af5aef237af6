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
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { accountVerb } from '../verb-command.js';

const CLONE_FLOW = 'listings-clone';
const START_STEP = 'start';
const CONFIRM_STEP = 'confirm';
const APPLY = 'apply';
const CANCEL = 'cancel';

type Target = { ok: true; accountId: string; label: string } | { ok: false; reply: Reply };

/**
 * The shop named as `switch` names shops (its id's start or its name) among those the member
 * holds; refused unless the member is a manager there and it is another shop than this one.
 */
async function targetShop(ctx: MarketplaceContext<'identities' | 'accounts'>, name: string): Promise<Target> {
  const { identities, accounts } = ctx.services.stores;
  const wanted = name.toLowerCase();
  for (const entry of await identities.accountsOf(ctx.identityId)) {
    const account = await accounts.get(entry.accountId);
    if (account === null || !(entry.accountId.startsWith(wanted) || account.label.toLowerCase() === wanted)) continue;
    if (entry.accountId === ctx.account.id) return { ok: false, reply: errorReply(t('clone-same-shop', { shop: account.label })) };
    if (!roleAtLeast(entry.role, 'manager'))
      return { ok: false, reply: errorReply(t('clone-role-missing', { shop: account.label, role: roleWord(entry.role) })) };
    return { ok: true, accountId: entry.accountId, label: account.label };
  }
  return { ok: false, reply: errorReply(t('switch-unknown', { name })) };
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

/** The source's listings read as the export reads them, planned as new drafts of the target shop, and previewed. */
async function preview(
  ctx: MarketplaceContext<'identities' | 'accounts'>,
  flow: FlowView,
  data: z.infer<typeof startData>,
): Promise<FlowStep> {
  const started = ctx.services.now();
  const target = await targetShop(ctx, data.target);
  if (!target.ok) return { replies: [target.reply], done: t('clone-cancelled') };
  // The flow's step runs outside the command's dispatch: its reads over the whole shop say they are bulk here.
  const { shown } = await inBudgetClass('bulk', () => filteredListings(ctx.api, data));
  if (shown.length === 0) return { replies: [{ text: t('listings-no-match'), tone: 'info' }], done: t('clone-cancelled') };
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
  if (targetAccount === null) return { replies: [errorReply(t('switch-unknown', { name: data.target }))], done: t('clone-cancelled') };
  const onTarget: MarketplaceContext = { ...ctx, account: targetAccount, api: await ctx.services.clientFor(target.accountId) };
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
  const title = t('clone-preview-title', { source: ctx.account.label, target: target.label });
  if (steps.length === 0) return { replies: [{ title, text: previewText(plan, { pictures }), tone: 'info' }], done: t('clone-previewed') };
  const refused = plan.flatMap((row) => (row.outcome === 'refused' ? [{ row: row.row, reason: row.reason }] : []));
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

/** Apply: the drafts are saved as an import of the target shop, which the worker writes within that shop's budgets. */
async function apply(
  ctx: MarketplaceContext<'identities' | 'accounts' | 'listingImports'>,
  flow: FlowView,
  data: z.infer<typeof confirmData>,
): Promise<FlowStep> {
  // The role on the target is asked again: it may have changed while the preview was read.
  const target = await targetShop(ctx, data.target);
  if (!target.ok) return { replies: [target.reply], done: t('clone-cancelled') };
  if (!(await flow.claim(APPLY))) return { replies: [{ text: t('import-started-already'), tone: 'info' }] };
  const chat =
    ctx.place.kind === 'private'
      ? { platform: ctx.actor.platform, kind: 'user' as const, id: ctx.actor.userId }
      : { platform: ctx.place.platform, kind: 'channel' as const, id: ctx.place.chatId };
  const filename = t('clone-file-name', { shop: ctx.account.label });
  const started = await ctx.services.stores.listingImports.start(
    data.target,
    importIdOf(data.target, data.steps),
    { target: chat, locale: currentLocale(), filename, steps: data.steps, refused: data.refused, unchanged: data.unchanged },
    ctx.services.now(),
  );
  if (started) await ctx.audit(msg('audit-clone', { target: data.targetLabel, writes: data.steps.length }), 'listings clone');
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
export const listingsClone = accountVerb({
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
  stores: ['identities', 'accounts'],
  async run(ctx, args) {
    const target = await targetShop(ctx, args.shop);
    if (!target.ok) return target.reply;
    const filters = Object.fromEntries(
      Object.entries({ status: args.status, game: args.game, title: args.title }).filter(([, v]) => v !== undefined),
    );
    return ctx.startFlow({ kind: CLONE_FLOW, step: START_STEP, data: { target: args.shop, ...filters } });
  },
});

export const listingsCloneFlows = [cloneFlow];
