import { SellerApiError } from '../api/errors.js';
import type { Order } from '../api/schemas/order.js';
import type { GoodsEntry } from '../api/schemas/requests.js';
import { AUTOPILOT_CLAIM_HOLDER, ORDER_CLAIM_TTL_SECONDS, orderClaimKey } from '../store/order-claim.js';
import type { Deliverer, DeliveryPorts } from './delivery-ports.js';

/** What a person's `claimOnce` leaves in the claim (`ClaimStore`). */
const PERSON_CLAIM_HOLDER = '1';

/**
 * Where one delivery stands: the order's claim is taken, the goods are sent, and the answer
 * either settles it or is lost; a lost answer is read back once the request can no longer land.
 */
export type DeliveryState =
  | { phase: 'claiming' }
  | { phase: 'sending'; sentAt: number }
  | { phase: 'unknown'; sentAt: number; checkAfter: number }
  | { phase: 'final'; outcome: DeliveryOutcome };

/** How a run of the delivery ended. */
export type DeliveryOutcome =
  /** Someone else holds the order's claim (a person, or autopilot): nothing was sent. */
  | { kind: 'claimed'; holder: 'person' | 'autopilot' }
  /** The deliverer's last word before the request leaves said no: nothing was sent, the claim is as it was. */
  | { kind: 'stopped' }
  /** The marketplace has the goods: it accepted them, or (`readBack`) an earlier send whose answer was lost landed. */
  | { kind: 'delivered'; readBack: boolean }
  /** A 4xx other than 429: the marketplace read the request and said no. The claim was given back. */
  | { kind: 'refused'; error: SellerApiError }
  /** The answer was lost: the claim stays held, and the order is read back from `checkAfter`. */
  | { kind: 'unknown'; sentAt: number; checkAfter: number }
  /** An earlier lost send was read back before sending again: the order neither waits nor was delivered. */
  | { kind: 'gone' };

/** How a run without a last step before sending ends: it always sends, or says why not. */
export type PersonOutcome = Exclude<DeliveryOutcome, { kind: 'stopped' }>;

/** How a run with a last step before sending ends: it never reads back first, so never finds the order gone. */
export type RecordedOutcome = Exclude<DeliveryOutcome, { kind: 'gone' }>;

/** What the order lists say of a delivery whose answer was lost. */
export type ReadBack =
  /** The request may still land: read again from `checkAfter`. */
  | { kind: 'too_early'; checkAfter: number }
  | { kind: 'delivered' }
  /** Still waiting: the lost delivery did not land (the claim is still held; `giveBack` frees it). */
  | { kind: 'not_arrived'; order: Order }
  /** Neither waiting nor delivered: cancelled or expired. */
  | { kind: 'gone' };

export interface RunOptions {
  /** A send before this one may have landed: the order is read back first, and sent to only while it waits. */
  uncertain?: boolean;
  /**
   * The deliverer's last step before the request leaves, given when it leaves (autopilot
   * records the send there, so a repeated run reads back rather than sends blindly); false stops the run.
   */
  beforeSend?: (sentAt: number) => Promise<boolean>;
}

/**
 * One order's delivery by one deliverer: claim, send, and read back a lost answer. People on
 * every surface (chat, dashboard, API) and autopilot deliver through it; what each does with
 * the outcome (its replies, its records) is its own.
 */
export class OrderDelivery {
  private current: DeliveryState = { phase: 'claiming' };

  constructor(
    private readonly accountId: string,
    private readonly orderId: string,
    private readonly by: Deliverer,
    private readonly ports: DeliveryPorts,
  ) {}

  get state(): DeliveryState {
    return this.current;
  }

  /** When a request sent at `sentAt` can no longer land, so the order lists tell the truth. */
  checkAfter(sentAt: number): number {
    return sentAt + 2 * this.ports.deliverTimeoutMs;
  }

  /** Claims the order, reads back an uncertain earlier send, and sends the goods. */
  run(goods: GoodsEntry[], options?: Omit<RunOptions, 'beforeSend'>): Promise<PersonOutcome>;
  run(goods: GoodsEntry[], options: Pick<Required<RunOptions>, 'beforeSend'>): Promise<RecordedOutcome>;
  async run(goods: GoodsEntry[], options: RunOptions = {}): Promise<DeliveryOutcome> {
    const claimed = await this.claim();
    if (claimed !== null) return this.end(claimed);
    if (options.uncertain === true) {
      const read = await this.read();
      if (read.kind === 'delivered') return this.end({ kind: 'delivered', readBack: true });
      if (read.kind === 'gone') return this.end({ kind: 'gone' });
    }
    return this.send(goods, options.beforeSend);
  }

  /**
   * What became of a lost delivery once `checkAfter` (see `checkAfter`) has come: nothing is
   * read before, as a read before the request reaches the marketplace would say it did not arrive.
   */
  async readBack(checkAfter: number): Promise<ReadBack> {
    if (this.ports.now() < checkAfter) return { kind: 'too_early', checkAfter };
    return this.read();
  }

  /** Gives the order's claim back, only while this deliverer holds it: a send that never landed frees the order. */
  async giveBack(): Promise<void> {
    await this.ports.claims.releaseHeld(this.claimKey(), this.holder());
  }

  /** Null once the claim is this deliverer's: autopilot takes its own claim again, a person never twice. */
  private async claim(): Promise<DeliveryOutcome | null> {
    const { claims } = this.ports;
    const key = this.claimKey();
    const mine =
      this.by.kind === 'autopilot'
        ? await claims.claimAs(key, AUTOPILOT_CLAIM_HOLDER, ORDER_CLAIM_TTL_SECONDS)
        : await claims.claimOnce(key, ORDER_CLAIM_TTL_SECONDS);
    if (mine) return null;
    return { kind: 'claimed', holder: (await claims.holder(key)) === AUTOPILOT_CLAIM_HOLDER ? 'autopilot' : 'person' };
  }

  private async send(goods: GoodsEntry[], beforeSend?: (sentAt: number) => Promise<boolean>): Promise<DeliveryOutcome> {
    const sentAt = this.ports.now();
    if (beforeSend && !(await beforeSend(sentAt))) return this.end({ kind: 'stopped' });
    this.current = { phase: 'sending', sentAt };
    let delivered: boolean;
    try {
      const result = await this.ports.orders.deliver(this.orderId, goods, {
        timeoutMs: this.ports.deliverTimeoutMs,
        // A delivery is the sale itself: it spends the reserve no import or page flood can take.
        budgetClass: 'critical',
      });
      delivered = result.outcome === 'delivered';
    } catch (error) {
      // deliver answers ambiguous failures with outcome "unknown": what it throws was refused or never sent.
      if (isClearRefusal(error)) {
        await this.giveBack();
        return this.end({ kind: 'refused', error });
      }
      // A person keeps no record of the send, so the order is free again; autopilot's record says it was sent, and its retry reads back.
      if (this.by.kind === 'person') await this.giveBack();
      throw error;
    }
    if (delivered) return this.end({ kind: 'delivered', readBack: false });
    const checkAfter = this.checkAfter(sentAt);
    this.current = { phase: 'unknown', sentAt, checkAfter };
    return { kind: 'unknown', sentAt, checkAfter };
  }

  private async read(): Promise<ReadBack> {
    const { orders } = this.ports;
    const waiting = await orders.list('awaiting_delivery');
    const order = waiting.orders.find((candidate) => candidate.id === this.orderId && candidate.status === 'awaiting_delivery');
    if (order) return { kind: 'not_arrived', order };
    const delivered = await orders.list('delivered');
    return delivered.orders.some((candidate) => candidate.id === this.orderId) ? { kind: 'delivered' } : { kind: 'gone' };
  }

  private end(outcome: DeliveryOutcome): DeliveryOutcome {
    this.current = { phase: 'final', outcome };
    return outcome;
  }

  private claimKey(): string {
    return orderClaimKey(this.accountId, this.orderId);
  }

  private holder(): string {
    return this.by.kind === 'autopilot' ? AUTOPILOT_CLAIM_HOLDER : PERSON_CLAIM_HOLDER;
  }
}

/** 4xx other than 429: the marketplace read the request and said no, so nothing was delivered. */
function isClearRefusal(error: unknown): error is SellerApiError {
  return error instanceof SellerApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}
