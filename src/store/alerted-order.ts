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

/** An order autopilot delivered: how long after it was placed (ms; null when the order gave no time), and its codes masked. */
export interface AutopilotDelivery {
  elapsedMs: number | null;
  masked: string[];
}

/** `autopilot` is set when autopilot delivered it (absent in outcomes written before autopilot, read as a person's or an outside delivery). */
export type FinalOutcome =
  { kind: 'delivered'; by: string | null; autopilot?: AutopilotDelivery } | { kind: 'cancelled'; deadlinePassed: boolean };
