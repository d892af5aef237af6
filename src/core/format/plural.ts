/** The word a count needs: `plural(1, 'unit')` is `unit`, `plural(2, 'unit')` is `units`; irregular plurals are passed in. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}

/** A count with its noun: `1 unit`, `2 units`, `0 units`, `1 listing sold or archived` via `plural`'s rules. */
export function countOf(count: number, singular: string, pluralForm?: string): string {
  return `${count} ${plural(count, singular, pluralForm)}`;
}
