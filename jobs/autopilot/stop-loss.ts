import { inBudgetClass } from '../../src/api/budget-class.js';
import { SellerApiClientError, SellerApiError } from '../../src/api/errors.js';
import type { SellerApi } from '../../src/api/seller-api.js';
import { msg } from '../../src/i18n/index.js';
import { AUTOPILOT_ACTOR } from '../../src/store/audit-log.js';
import type { StopReason } from '../../src/store/stop-loss-store.js';
import type { JobContext } from '../job-context.js';
import { emitEvent } from '../webhooks/emit-event.js';

/** Why autopilot put a listing it had taken off sale back on sale. */
export type ResumeReason = 'pool_restocked' | 'supplier_back';

type Written = 'done' | 'later' | 'refused';

/**
 * Autopilot's stop-loss (`autopilot <listing> when-empty pause`, docs/autopilot.md): the listing
 * goes off sale by the unpublish the away switch uses (the one write every category has), in the
 * critical budget class as one listing of a guard switch is, and the team, the audit log and the
 * webhooks are told why. The pause is recorded before the write: a write whose answer was lost is
 * tried again by the next stop, and only a listing recorded here is ever put back on sale.
 * A listing not set to pause, or already held off sale, is left as it is.
 */
export async function stopSelling(ctx: JobContext, accountId: string, listingId: string, reason: StopReason): Promise<void> {
  const binding = await ctx.stores.autopilot.binding(accountId, listingId);
  const whenEmpty = binding?.whenEmpty;
  if (!binding || !whenEmpty) return;
  const { stopLoss } = ctx.stores;
  if ((await stopLoss.paused(accountId, listingId))?.landed === true) return;
  const now = ctx.config.now();
  const pause = { reason, at: now, title: binding.title, category: whenEmpty.category, landed: false };
  await stopLoss.recordPause(accountId, listingId, pause);
  const written = await write(ctx, accountId, (api) => api.listings.unpublish(whenEmpty.category, listingId));
  // Refused (the seller unpublished or archived it meanwhile): it is not Hawker's to put back.
  if (written === 'refused') await stopLoss.forgetPause(accountId, listingId);
  if (written !== 'done') return;
  await stopLoss.recordPause(accountId, listingId, { ...pause, landed: true });
  const words = { listing: listingId.slice(0, 8), title: binding.title, reason };
  await record(ctx, accountId, msg('audit-autopilot-paused', words), now);
  await ctx.notify.notice(
    { accountId, audience: 'all', notice: { kind: 'autopilot_paused', listingId, title: binding.title, reason } },
    `stop-loss.${listingId}.${now}`,
  );
  await announce(ctx, accountId, listingId, binding.title, { from: 'active', to: 'draft', reason: `autopilot_${reason}` }, now);
}

/**
 * Puts back on sale a listing autopilot itself took off sale, now that goods came (codes in its
 * pool, an answer from its supplier); any other listing is left alone. A write to be tried later
 * keeps the record; a refused one (the seller changed the listing meanwhile) lets it go.
 */
export async function resumeSelling(ctx: JobContext, accountId: string, listingId: string, reason: ResumeReason): Promise<void> {
  const { stopLoss } = ctx.stores;
  const paused = await stopLoss.paused(accountId, listingId);
  if (paused === null) return;
  const written = await write(ctx, accountId, (api) => api.listings.publish(paused.category, listingId));
  if (written === 'later' || !(await stopLoss.forgetPause(accountId, listingId)) || written === 'refused') return;
  const now = ctx.config.now();
  await record(ctx, accountId, msg('audit-autopilot-resumed', { listing: listingId.slice(0, 8), title: paused.title, reason }), now);
  await announce(ctx, accountId, listingId, paused.title, { from: 'draft', to: 'active', reason: `autopilot_${reason}` }, now);
}

/** One marketplace write for one listing, in the critical class: done, to be tried later, or refused. */
async function write(ctx: JobContext, accountId: string, call: (api: SellerApi) => Promise<unknown>): Promise<Written> {
  const account = await ctx.stores.accounts.get(accountId);
  const api = account ? await ctx.clients.forAccount(account) : null;
  if (!api) return 'later';
  try {
    await inBudgetClass('critical', () => call(api));
    return 'done';
  } catch (error) {
    if (error instanceof SellerApiError && error.status !== 429 && error.status < 500) return 'refused';
    if (error instanceof SellerApiClientError) {
      ctx.logger.warn({ accountId, error: error.message }, 'stop-loss: the listing write failed, the next stop or restock tries again');
      return 'later';
    }
    throw error;
  }
}

async function record(ctx: JobContext, accountId: string, summary: ReturnType<typeof msg>, at: number): Promise<void> {
  await ctx.stores.audit.record({ accountId, actor: { system: AUTOPILOT_ACTOR }, action: 'autopilot', summary, at });
}

/** `listing.status_changed`, with the reason autopilot moved it (schemas/webhooks/listing.status_changed.v1.json). */
async function announce(
  ctx: JobContext,
  accountId: string,
  listingId: string,
  title: string,
  move: { from: string; to: string; reason: string },
  at: number,
): Promise<void> {
  await emitEvent(ctx, accountId, 'listing.status_changed', `${listingId}.${move.reason}.${at}`, { listing_id: listingId, title, ...move });
}

/**
 * On each listing-watch pass: a listing held off sale because its pool ran out goes back on sale
 * once the pool has codes again, however they came (`pool add` in a chat, the dashboard, the API).
 */
export async function resumeRestocked(ctx: JobContext, accountId: string): Promise<void> {
  for (const [listingId, paused] of await ctx.stores.stopLoss.allPaused(accountId)) {
    if (paused.reason !== 'pool_empty') continue;
    const binding = await ctx.stores.autopilot.binding(accountId, listingId);
    if (binding?.mode.kind !== 'deliver' || binding.mode.source.kind !== 'pool') continue;
    const pool = await ctx.stores.pools.get(accountId, binding.mode.source.pool);
    if (pool !== null && pool.available > 0) await resumeSelling(ctx, accountId, listingId, 'pool_restocked');
  }
}
