/**
 * The money axis's ticks: about four even steps from zero, each a round amount (1, 2, 2.5 or 5
 * times a power of ten cents), the last at or above the largest bar so every bar fits under it.
 */
export function moneyTicks(largestCents: number): number[] {
  // An empty period still gets a readable axis: a dollar in quarters rather than one cent.
  const largest = Math.max(100, largestCents);
  const rough = largest / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  // From a dollar up the step is 25 cents or more, so every tick is whole cents.
  const count = Math.ceil(largest / step);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/** Labels under about six of the days: one under every bar would overlap past a week on a phone. */
export function labelEvery(days: number): number {
  return Math.max(1, Math.ceil(days / 6));
}
