import { distinctKeys, type BudgetSlot, type BudgetStore, type TakeResult, type WindowCheck, type WindowUsage } from './budget-window.js';
import type { BudgetName } from './errors.js';

/** Same algorithm as `RedisBudgetStore` in this process's memory, for a client given no Redis. */
export class MemoryBudgetStore implements BudgetStore {
  private readonly log = new Map<string, number[]>();
  /** A gate's key and the epoch ms it stays set until. */
  private readonly gates = new Map<string, number>();

  take(checks: readonly WindowCheck[], count: number, dryRun: boolean): Promise<TakeResult> {
    const now = Date.now();
    let worst: { budget: BudgetName; retryAfterMs: number; index: number } | null = null;
    checks.forEach((check, index) => {
      const wait = this.waitFor(check, count, now);
      if (wait > 0 && (!worst || wait > worst.retryAfterMs)) worst = { budget: check.budget, retryAfterMs: wait, index };
    });
    if (worst) {
      const { budget, retryAfterMs, index: refusedBy } = worst;
      // As the Redis script: only the key's own windows, listed before the gate, set it.
      if (!dryRun)
        checks.forEach((check, index) => check.gate === 'mark' && refusedBy < index && this.gates.set(check.key, now + check.bucketMs));
      return Promise.resolve({ ok: false, budget, retryAfterMs });
    }
    if (!dryRun) {
      for (const { key } of distinctKeys(checks)) {
        const entries = this.log.get(key) ?? [];
        for (let n = 0; n < count; n += 1) entries.push(now);
        this.log.set(key, entries);
      }
    }
    return Promise.resolve({ ok: true, at: now });
  }

  /** Replaces the slot's entries (stamped at its take) by entries stamped now, keeping each log in time order. */
  settle(slot: BudgetSlot): Promise<void> {
    const now = Date.now();
    if (now === slot.takenAt) return Promise.resolve();
    for (const { key } of distinctKeys(slot.checks)) {
      let moving = slot.count;
      const kept = (this.log.get(key) ?? []).filter((at) => {
        if (at !== slot.takenAt || moving === 0) return true;
        moving -= 1;
        return false;
      });
      for (let n = 0; n < slot.count; n += 1) kept.push(now);
      this.log.set(key, kept);
    }
    return Promise.resolve();
  }

  usage(check: WindowCheck): Promise<WindowUsage> {
    const now = Date.now();
    const inWindow = this.trimmed(check, now).filter((at) => at > now - check.windowMs);
    return Promise.resolve({ now, used: inWindow.length, oldestAt: inWindow[0] ?? null });
  }

  /** How long the check holds the take back; 0 when it lets it through. */
  private waitFor(check: WindowCheck, count: number, now: number): number {
    if (check.gate === 'mark') return 0;
    if (check.gate === 'yield') return Math.max(0, (this.gates.get(check.key) ?? 0) - now);
    const inWindow = this.trimmed(check, now).filter((at) => at > now - check.windowMs);
    const excess = inWindow.length + count - check.limit;
    if (excess <= 0) return 0;
    const leaving = count <= check.limit ? inWindow[excess - 1] : undefined;
    return Math.max(1, leaving === undefined ? check.windowMs : leaving + check.windowMs - now);
  }

  private trimmed(check: WindowCheck, now: number): number[] {
    const kept = (this.log.get(check.key) ?? []).filter((at) => at > now - check.retainMs);
    if (kept.length > 0) this.log.set(check.key, kept);
    else this.log.delete(check.key);
    return kept;
  }
}
