/** What the buyer filled in for the delivery method (player id, server...), read through `shownText`. */
export interface BuyerInput {
  label: string;
  value: string;
  /** The delivery method's field key (`player_id`), which an autopilot template names; absent when the marketplace gave none usable, and in facts kept before it was read. */
  key?: string;
}

/** What the order list told us about one order, enough to render its alert without another read. */
export interface OrderFacts {
  accountId: string;
  /** The seller account's name in Hawker: one person may watch several shops. */
  accountLabel: string | null;
  orderId: string;
  title: string | null;
  quantity: number | null;
  /** Integer US cents, the order total when the marketplace gives it. */
  priceCents: number | null;
  /** Milliseconds since the epoch; null when the marketplace gave none or an unreadable one. */
  deadlineAt: number | null;
  offerId: string | null;
  /** The listing's category (`currency`: an in-game trade, answered Traded); absent in facts kept before it was read. */
  category?: string | null;
  /** When the buyer placed it (ms), for the alert latency metric. */
  createdAt: number | null;
  /** What the buyer filled in for the delivery method (player id, server...); absent in facts kept before it was read. */
  buyerInputs?: BuyerInput[];
}

/** An order autopilot delivered, and its codes masked. */
export interface AutopilotDelivery {
  /**
   * How long autopilot took (ms): from the order being placed, or from autopilot being
   * switched on for its listing when that came later; null when the order gave no time.
   * Outcomes written before `waitedMs` existed hold the time from the order being placed.
   */
  elapsedMs: number | null;
  /** How long the order had waited before autopilot was switched on for its listing; absent when it had not. */
  waitedMs?: number;
  masked: string[];
}

/** `autopilot` is set when autopilot delivered it (absent in outcomes written before autopilot, read as a person's or an outside delivery). */
export type FinalOutcome =
  { kind: 'delivered'; by: string | null; autopilot?: AutopilotDelivery } | { kind: 'cancelled'; deadlinePassed: boolean };
