import type { TestSeller, Harness } from '../../support/jobs-harness.js';
import { waitFor } from '../../support/jobs-harness.js';

/** What autopilot's tests look at, on the harness `harness()` answers (opened in a beforeAll). */
export function autopilotViews(harness: () => Harness) {
  return {
    /** What the buyer holds, as the sandbox keeps it. */
    buyerGoods(orderId: string): unknown {
      return harness().sandbox.core.orders.buyerView(orderId).goods;
    },
    /** The first alert about the order in the team chat, whatever language names its fields. */
    teamAlert(seller: TestSeller, orderId: string) {
      return waitFor('the team alert', () =>
        harness()
          .notifier.inChat(seller.teamChat)
          .find((message) => message.versions[0]?.fields?.some((field) => field.value === orderId)),
      );
    },
    /** Every version of every message sent: a code must appear in none in clear. */
    everythingSent(): string {
      return JSON.stringify(harness().notifier.messages.map((message) => message.versions));
    },
    /** The audit's autopilot lines of the account, newest first, as their message keys. */
    async autopilotAudits(accountId: string): Promise<string[]> {
      const entries = await harness().stores.audit.latest(accountId, 50);
      return entries
        .filter((entry) => entry.action === 'autopilot')
        .map((entry) => (typeof entry.summary === 'string' ? entry.summary : entry.summary.key));
    },
  };
}
