import { SendFailed } from '../chat-sender.js';
import { renderAlert } from '../alert-render.js';
import { targetOf } from '../../src/store/alert-target-key.js';
import { ChatLanguages, Wording } from '../chat-languages.js';
import type { JobContext } from '../job-context.js';
import { stillHeard } from '../order-messages.js';

/**
 * Autopilot gave the order to people: each alert already sent about it is edited to say
 * why (the reason is on the ledger, so an alert sent after this, and every countdown edit,
 * says it too). Best effort, like the countdown's edits: a missed edit is made by the next one.
 */
export async function showHandOver(ctx: JobContext, accountId: string, orderId: string): Promise<void> {
  const entry = await ctx.ledger.get(accountId, orderId);
  if (!entry || entry.final || entry.handOver === null) return;
  const now = ctx.config.now();
  const taken = await ctx.stores.orderTakes.takenBy(accountId, orderId);
  const languages = new ChatLanguages(ctx, accountId);
  const alert = new Wording(languages, () => renderAlert(entry.facts, now, taken, entry.handOver));
  const alerts = await stillHeard(
    ctx,
    accountId,
    [...entry.sent].map(([key, ref]) => ({ ref, target: targetOf(key) })),
  );
  await languages.readAll(alerts.map((message) => message.target));
  for (const { ref, target } of alerts) {
    try {
      await ctx.sender.edit(ref, target.kind, await alert.for(target));
    } catch (error) {
      if (!(error instanceof SendFailed)) throw error;
      ctx.logger.debug({ platform: ref.platform }, 'hand-over edit failed: the countdown will catch up');
    }
  }
}
