/**
 * One rate as a generic cell rate: at most `burst` sends at once, then one every
 * `intervalMs`. Slots are handed out in call order, so a queue keeps its order.
 */
export interface SlotRule {
  intervalMs: number;
  burst: number;
}

/** Reserves send times against one rate (GCRA: a theoretical arrival time per key). */
export class SendSlots {
  private readonly next = new Map<string, number>();

  constructor(private readonly rule: SlotRule) {}

  /** Reserves the earliest slot at or after `now` for `key` and returns its time. */
  reserve(key: string, now: number): number {
    const tolerance = (this.rule.burst - 1) * this.rule.intervalMs;
    const theoretical = this.next.get(key) ?? now;
    const at = Math.max(now, theoretical - tolerance);
    this.next.set(key, Math.max(theoretical, at) + this.rule.intervalMs);
    this.forgetIdle(now);
    return at;
  }

  /** The earliest time `key` may send, without reserving it. */
  earliest(key: string, now: number): number {
    const theoretical = this.next.get(key);
    return theoretical === undefined ? now : Math.max(now, theoretical - (this.rule.burst - 1) * this.rule.intervalMs);
  }

  /** Records that `key` sent at `at`. */
  commit(key: string, at: number): void {
    const theoretical = this.next.get(key) ?? at;
    this.next.set(key, Math.max(theoretical, at) + this.rule.intervalMs);
  }

  /** Pushes the key's next slot back, after Telegram said to wait. */
  holdUntil(key: string, until: number): void {
    const current = this.next.get(key) ?? 0;
    const tolerance = (this.rule.burst - 1) * this.rule.intervalMs;
    this.next.set(key, Math.max(current, until + tolerance));
  }

  // Keys whose reservations are all in the past carry no state worth keeping.
  private forgetIdle(now: number): void {
    if (this.next.size < 1024) return;
    for (const [key, at] of this.next) if (at < now) this.next.delete(key);
  }
}
