import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who a marketplace request is for, and so which part of its key's budget it may spend:
 * `critical` is the work a lost sale hangs on (the order poll, deliveries, the deadline
 * guard's switch), `interactive` a person waiting (chat, dashboard, API), `bulk` work
 * nobody waits on second by second (import, export, clone, restock, the listing watch).
 */
export type BudgetClass = 'critical' | 'interactive' | 'bulk';

const scope = new AsyncLocalStorage<BudgetClass>();

/**
 * Runs `work` with every marketplace request it makes counted as `budgetClass`, unless a
 * call names its own: the caller that knows what the work is for says so once, rather
 * than every method it reaches through.
 */
export function inBudgetClass<T>(budgetClass: BudgetClass, work: () => T): T {
  return scope.run(budgetClass, work);
}

/** The class of the work running now, or the client's own when no caller named one. */
export function budgetClassOf(named: BudgetClass | undefined, clientClass: BudgetClass): BudgetClass {
  return named ?? scope.getStore() ?? clientClass;
}
