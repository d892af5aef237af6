/** The spec's per-key limits; tests shrink them. Windows are in milliseconds. */
export interface BudgetLimits {
  readsPerWindow: number;
  writesPerWindow: number;
  /** Reads and writes share this window (a minute in the spec). */
  windowMs: number;
  offerWritesPerMinute: number;
  offerMinuteMs: number;
  offerWritesPerHour: number;
  offerHourMs: number;
}

export const SPEC_LIMITS: BudgetLimits = {
  readsPerWindow: 500,
  writesPerWindow: 250,
  windowMs: 60_000,
  offerWritesPerMinute: 5,
  offerMinuteMs: 60_000,
  offerWritesPerHour: 10,
  offerHourMs: 3_600_000,
};
