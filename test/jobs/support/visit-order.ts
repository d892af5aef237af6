import { keyGroupOf } from '../../../src/store/key-scope.js';
import type { Harness, TestSeller } from './jobs-harness.js';

/**
 * `count` new shops in the order the worker's loops over accounts visit them (key group
 * first). A test of one failing shop among others puts the failing one first: visited after
 * it, a healthy shop would be served even by a loop that stops at the first failure.
 */
export async function shopsInVisitOrder(h: Harness, count: number): Promise<TestSeller[]> {
  const byGroup = new Map<number, TestSeller>();
  while (byGroup.size < count) {
    const shop = await h.seller();
    if (!byGroup.has(keyGroupOf(shop.accountId))) byGroup.set(keyGroupOf(shop.accountId), shop);
  }
  return [...byGroup.entries()].sort(([left], [right]) => left - right).map(([, shop]) => shop);
}
