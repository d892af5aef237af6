import { msg, type Message } from '../../i18n/index.js';
import type { SignedHttpClient, SignedPostResult } from '../../net/signed-http-client.js';
import { readSupplierGoods } from './supplier-answer.js';
import { supplierMessageId, supplierRequestBody, type SupplierOrder } from './supplier-request.js';

/** The most of a supplier's answer Hawker reads: 5,000 codes of 200 characters fit. */
const SUPPLIER_ANSWER_MAX_BYTES = 1024 * 1024;

/**
 * Goods for every unit of the order, or why not: `retry` says whether asking again may
 * help (the supplier failed, was busy or did not answer) or the order should go to people
 * now (it refused, or answered something Hawker cannot deliver). `reason` says in the
 * seller's words what the endpoint did, and never carries the goods.
 */
export type SupplierResult =
  { ok: true; goods: string[]; costCents: number | null } | { ok: false; retry: boolean; reason: Message; outOfStock?: true };

export interface GoodsRequest {
  /** The supplier's https:// address, as the seller bound it. */
  endpoint: string;
  /** The endpoint's signing secrets (`whsec_…`), in clear only for this call. */
  secrets: readonly string[];
  order: SupplierOrder;
  timeoutMs: number;
}

/**
 * Asks the seller's supplier for an order's goods (docs/autopilot.md, "Supplier endpoint"):
 * a signed POST whose message id and idempotency key stay the same on every retry, so a
 * supplier that already answered this order answers the same goods again.
 */
export async function requestGoods(client: SignedHttpClient, request: GoodsRequest): Promise<SupplierResult> {
  const result = await client.post(request.endpoint, supplierRequestBody(request.order), {
    messageId: supplierMessageId(request.order),
    idempotencyKey: request.order.id,
    secrets: request.secrets,
    timeoutMs: request.timeoutMs,
    maxResponseBytes: SUPPLIER_ANSWER_MAX_BYTES,
  });
  if (result.kind !== 'answered') return unanswered(result, request.timeoutMs);
  const { status } = result;
  if (saysOutOfStock(status, result.json)) return { ok: false, retry: false, reason: msg('supplier-out-of-stock'), outOfStock: true };
  if (status >= 200 && status < 300) {
    const goods = readSupplierGoods(result.json, request.order.quantity);
    return goods.ok ? goods : { ok: false, retry: false, reason: goods.reason };
  }
  if (status === 408 || status === 429) return { ok: false, retry: true, reason: msg('supplier-status-busy', { status }) };
  if (status >= 400 && status < 500) return { ok: false, retry: false, reason: msg('supplier-status-refused', { status }) };
  return { ok: false, retry: true, reason: msg('supplier-status-failed', { status }) };
}

/** A supplier says it has nothing to sell with a 409, or with `"out_of_stock": true` in any answer (docs/autopilot.md). */
function saysOutOfStock(status: number, json: unknown): boolean {
  if (status === 409) return true;
  return typeof json === 'object' && json !== null && 'out_of_stock' in json && json.out_of_stock === true;
}

function unanswered(result: Exclude<SignedPostResult, { kind: 'answered' }>, timeoutMs: number): SupplierResult {
  switch (result.kind) {
    case 'timeout':
      return { ok: false, retry: true, reason: msg('supplier-timeout', { seconds: timeoutMs / 1000 }) };
    case 'unreachable':
      return { ok: false, retry: true, reason: msg('supplier-unreachable', { detail: result.detail }) };
    case 'too-large':
      return { ok: false, retry: false, reason: msg('supplier-answer-too-large', { mib: SUPPLIER_ANSWER_MAX_BYTES / 1024 / 1024 }) };
    case 'redirected':
      return { ok: false, retry: false, reason: msg('supplier-redirected', { status: result.status }) };
    case 'refused-address':
      if (result.problem === 'plain-http') return { ok: false, retry: false, reason: msg('supplier-address-plain-http') };
      if (result.problem === 'not-http') return { ok: false, retry: false, reason: msg('supplier-address-not-http') };
      return { ok: false, retry: false, reason: msg('supplier-address-private') };
  }
}
