import type { RequestCore } from '../request-core.js';
import type { BudgetApi, BudgetFit, BudgetRequest, BudgetSnapshot } from '../seller-api.js';

/** The key's request budgets as this client counts them, read without spending any. */
export class BudgetResource implements BudgetApi {
  constructor(private readonly core: RequestCore) {}

  async remaining(): Promise<BudgetSnapshot> {
    const { budget } = this.core;
    const [reads, writes, readClasses, writeClasses] = await Promise.all([
      budget.state('read'),
      budget.state('write'),
      budget.classUse('read'),
      budget.classUse('write'),
    ]);
    return { reads, writes, classes: { reads: readClasses, writes: writeClasses } };
  }

  async fits(request: BudgetRequest): Promise<BudgetFit> {
    const result = await this.core.budget.check(request);
    if (result.ok) return { fits: true };
    return { fits: false, budget: result.budget, retryAfterMs: result.retryAfterMs, retryAt: new Date(Date.now() + result.retryAfterMs) };
  }
}
