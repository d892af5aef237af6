import { NetworkError, ResponseTooLargeError, SellerApiError, TimeoutError } from '../errors.js';
import { describeFailure, type RequestCore } from '../request-core.js';
import { segment, validate } from '../request-input.js';
import { orderFromDeliver, parseOrders } from '../response-shapes.js';
import type { OrderStatus } from '../schemas/order.js';
import { deliverGoods, type GoodsEntry } from '../schemas/requests.js';
import type { CallOptions, DeliverResult, OrderList, OrdersApi } from '../seller-api.js';

/**
 * The longest list body kept to compare the next answer with. A poll's list is most often
 * empty or a few orders (well under a kilobyte); a shop's whole delivered history is not
 * worth holding between polls.
 */
const KEPT_LIST_TEXT_LENGTH = 16 * 1024;

/** The seller's orders: the list to poll, and delivering the goods. */
export class OrdersResource implements OrdersApi {
  /**
   * The last list read for each status, by its text. The spec gives no ETag, so the
   * answer is still read every time; when its text is the same as last time, the orders
   * read from it then are the answer (JSON and the schema are not run again), and any
   * change in the text, a single character of one order, is parsed afresh.
   */
  private readonly lastLists = new Map<string, { text: string; list: OrderList }>();

  constructor(private readonly core: RequestCore) {}

  async list(status?: OrderStatus, options?: CallOptions): Promise<OrderList> {
    const path = '/v1/orders/me';
    const query = status ? statusQuery(status) : undefined;
    const answer = await this.core.send({ kind: 'read', method: 'GET', path, query, auth: true, list: true, options });
    const slot = status ?? '';
    const last = this.lastLists.get(slot);
    // A copy of the list: a caller sorting or trimming its answer leaves the kept one as read.
    if (last?.text === answer.text) return { ...last.list, orders: [...last.list.orders] };
    const list = parseOrders(answer.body, { method: 'GET', path });
    if (answer.text.length <= KEPT_LIST_TEXT_LENGTH)
      this.lastLists.set(slot, { text: answer.text, list: { ...list, orders: [...list.orders] } });
    else this.lastLists.delete(slot);
    return list;
  }

  /**
   * After a timeout, a reset once the body was sent, or a 5xx, the goods may already be
   * with the buyer. Sending them again is the one mistake that cannot be undone, so the
   * answer is "unknown" and the caller reads the order list to reconcile.
   */
  async deliver(orderId: string, goods: GoodsEntry[], options?: CallOptions): Promise<DeliverResult> {
    const path = `/v1/orders/${segment(orderId)}/deliver`;
    const json = { goods: validate(deliverGoods, goods) };
    try {
      const answer = await this.core.send({ kind: 'write', method: 'POST', path, json, auth: true, options });
      return { outcome: 'delivered', order: orderFromDeliver(answer.body) };
    } catch (error) {
      if (isAmbiguous(error)) {
        this.core.logger?.warn({ method: 'POST', path, error: describeFailure(error) }, 'seller api deliver outcome unknown');
        return { outcome: 'unknown', orderId, cause: error };
      }
      throw error;
    }
  }
}

/** One query per status, made once: the client then knows its URL without reading the query again (never written to). */
const STATUS_QUERIES = new Map<OrderStatus, URLSearchParams>();

function statusQuery(status: OrderStatus): URLSearchParams {
  let query = STATUS_QUERIES.get(status);
  if (query === undefined) {
    query = new URLSearchParams({ status });
    STATUS_QUERIES.set(status, query);
  }
  return query;
}

function isAmbiguous(error: unknown): error is NetworkError | TimeoutError | SellerApiError | ResponseTooLargeError {
  // An answer cut off unread may have been the marketplace saying "delivered".
  if (error instanceof TimeoutError || error instanceof ResponseTooLargeError) return true;
  if (error instanceof NetworkError) return error.sent;
  return error instanceof SellerApiError && error.status >= 500;
}
