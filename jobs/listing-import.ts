import type { Dispatcher } from 'undici';
import { BudgetExhausted } from '../src/api/errors.js';
import type { SellerApi } from '../src/api/seller-api.js';
import { writeRefused } from '../src/api/write-refused.js';
import { statusCall } from '../src/core/commands/status-actions.js';
import { draftCreateCall } from '../src/core/create/submit.js';
import { draftSchema } from '../src/core/create/draft.js';
import { errorSentence } from '../src/core/error-sentences.js';
import { importReport, progressReply } from '../src/core/listing-import/import-report.js';
import type { ImportRecord, ImportStep, StepOutcome } from '../src/store/listing-import-store.js';
import { copyPictures } from '../src/core/listing-clone/picture-copy.js';
import { t, withLocale } from '../src/i18n/index.js';
import type { Next } from './account-health.js';
import type { JobContext } from './job-context.js';

/** The share of a claim's lease one turn may write for: the import is handed back long before another worker could claim it. */
const TURN_SHARE_OF_LEASE = 3;

/** The call of one write, as the command it stands for would send it; a clone's draft gets its pictures uploaded first. */
function callOf(api: SellerApi, marketplace: string, step: ImportStep, outgoingHttp: Dispatcher): () => Promise<unknown> {
  const { write, listingId, category } = step;
  switch (write.kind) {
    case 'patch':
      return category === 'currency'
        ? () => api.listings.updateCurrency(listingId ?? '', write.patch)
        : () => api.listings.updateTopUp(listingId ?? '', write.patch);
    case 'status':
      return statusCall(api.listings, write.action, category, listingId ?? '') ?? (() => Promise.resolve(null));
    case 'create':
      if (!write.pictures?.length) return draftCreateCall(api.listings, draftSchema.parse(write.draft), []);
      return async () => {
        const pictures = await copyPictures(api, { marketplace, outgoingHttp }, write.pictures ?? []);
        const draft = { ...draftSchema.parse(write.draft), images: pictures.urls };
        return { created: await draftCreateCall(api.listings, draft, [])(), missed: pictures.missed };
      };
  }
}

type Sent = { outcome: StepOutcome } | { retryAt: number };

/** A clone's create answers the draft and how many of its pictures did not come along. */
function withPictures(sent: unknown): { answer: unknown; missed: number } {
  if (sent && typeof sent === 'object' && 'missed' in sent && 'created' in sent)
    return { answer: sent.created, missed: Number(sent.missed) };
  return { answer: sent, missed: 0 };
}

/**
 * A write that may put a manual listing on sale or make one manual: the shop is then polled fast, as after
 * the same chat command. Woken once too often costs a few quick polls until the listing watch idles it again.
 */
function mayMakeWaitingOrders(step: ImportStep): boolean {
  const { write } = step;
  if (write.kind === 'status') return write.action === 'publish' || write.action === 'unpause';
  if (write.kind === 'patch') return write.patch.delivery_type === 'manual';
  return true;
}

/**
 * One write, marked before it goes and recorded after: a write marked but never recorded
 * (its worker stopped) is `unknown` and never sent again; one the budget held back is
 * unmarked and tried on the next turn.
 */
async function sendStep(
  ctx: JobContext,
  api: SellerApi,
  account: { id: string; marketplaceUrl: string },
  importId: string,
  step: ImportStep,
  locale: string,
): Promise<Sent> {
  const store = ctx.stores.listingImports;
  const accountId = account.id;
  try {
    const sent = await callOf(api, account.marketplaceUrl, step, ctx.outgoingHttp)();
    const { answer, missed } = withPictures(sent);
    const created = step.write.kind === 'create' && answer && typeof answer === 'object' && 'id' in answer ? String(answer.id) : null;
    // An archived listing leaves autopilot, as after the chat's `archive`; the report's detail says so.
    const leftAutopilot =
      step.write.kind === 'status' &&
      step.write.action === 'archive' &&
      (await ctx.stores.autopilot.unbind(accountId, step.listingId ?? ''));
    const said = () => [
      ...(missed > 0 ? [t('clone-pictures-missed', { count: missed })] : []),
      ...(leftAutopilot ? [t('status-archived-autopilot-off')] : []),
    ];
    const detail = missed > 0 || leftAutopilot ? { detail: withLocale(locale, () => said().join(' ')) } : {};
    return { outcome: { state: 'done', ...(created === null ? {} : { listingId: created }), ...detail } };
  } catch (error) {
    if (error instanceof BudgetExhausted) {
      await store.forget(accountId, importId, step.key);
      return { retryAt: ctx.config.now() + error.retryAfterMs };
    }
    const detail = errorSentence(error, ctx.config.now());
    return { outcome: { state: writeRefused(error) ? 'failed' : 'unknown', detail } };
  }
}

/** The progress message sent once, then edited in place; a chat that cannot be reached leaves the import going. */
async function showProgress(
  ctx: JobContext,
  accountId: string,
  importId: string,
  record: ImportRecord,
  outcomes: Map<string, StepOutcome>,
) {
  const store = ctx.stores.listingImports;
  const reply = withLocale(record.locale, () => progressReply(record, outcomes));
  try {
    const ref = await store.progressMessage(accountId, importId);
    if (ref) await ctx.sender.edit(ref, record.target.kind, reply);
    else {
      const sent = await ctx.sender.send(record.target, reply);
      if (sent.status === 'sent') await store.rememberProgressMessage(accountId, importId, sent.ref);
    }
  } catch (error) {
    ctx.logger.warn({ err: String(error), importId }, 'import progress not shown');
  }
}

/**
 * One turn of a confirmed `listings import`: the writes not sent yet, in order, for a third
 * of the claim's lease or until the budget holds one back; then the progress message, and at
 * the end the report. The claim's lease brings an import back after a worker is killed.
 */
export async function runListingImport(ctx: JobContext, member: string): Promise<Next> {
  const [accountId = '', importId = ''] = member.split(':');
  const store = ctx.stores.listingImports;
  const record = await store.get(accountId, importId);
  const account = await ctx.stores.accounts.get(accountId);
  if (record === null || account === null) return 'stop';
  const api = await ctx.clients.forAccount(account);
  if (api === null) return { at: ctx.config.now() + ctx.config.leaseMs };
  const outcomes = await store.outcomes(accountId, importId);
  // Marked by a worker that stopped before recording the answer: it may have landed, so it is not sent again.
  let changed = false;
  for (const [key, outcome] of outcomes)
    if (outcome.state === 'sending') {
      changed = true;
      const unknown: StepOutcome = { state: 'unknown' };
      await store.record(accountId, importId, key, unknown);
      outcomes.set(key, unknown);
    }
  const turnEnds = Date.now() + ctx.config.leaseMs / TURN_SHARE_OF_LEASE;
  let next: Next = 'stop';
  for (const step of record.steps) {
    if (outcomes.has(step.key)) continue;
    if (Date.now() > turnEnds) {
      next = { at: ctx.config.now() };
      break;
    }
    if (!(await store.claimStep(accountId, importId, step.key))) continue;
    const sent = await sendStep(ctx, api, account, importId, step, record.locale);
    if ('retryAt' in sent) {
      next = { at: sent.retryAt };
      break;
    }
    await store.record(accountId, importId, step.key, sent.outcome);
    outcomes.set(step.key, sent.outcome);
    changed = true;
    if (sent.outcome.state === 'done' && mayMakeWaitingOrders(step))
      await ctx.stores.schedule.wake(accountId, ctx.config.now(), ctx.config.pollIntervalMs);
  }
  if (next === 'stop') {
    const now = await store.outcomes(accountId, importId);
    // Another worker's write still under way: its answer is recorded before the report.
    if (record.steps.some((step) => now.get(step.key)?.state === 'sending')) next = { at: ctx.config.now() + ctx.config.leaseMs };
    for (const [key, outcome] of now) outcomes.set(key, outcome);
  }
  // A turn the budget held back from the start has nothing new to show.
  if (changed || next === 'stop') await showProgress(ctx, accountId, importId, record, outcomes);
  if (next === 'stop' && (await store.claimReport(accountId, importId))) {
    const report = withLocale(record.locale, () => importReport(record, outcomes));
    await ctx.sender.send(record.target, report);
  }
  return next;
}
