import type { Counter } from 'prom-client';

/** A counter's value for exactly these labels, as `/metrics` would show it (0 before the first count). */
export async function counterValue<Label extends string>(counter: Counter<Label>, labels: Partial<Record<Label, string>>): Promise<number> {
  const { values } = await counter.get();
  const wanted = Object.entries(labels);
  const match = values.find(
    (sample) =>
      wanted.length === Object.keys(sample.labels).length && wanted.every(([name, value]) => sample.labels[name as Label] === value),
  );
  return match?.value ?? 0;
}
