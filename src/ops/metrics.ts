/**
 * A small Prometheus registry: counters, gauges and histograms with labels, rendered
 * in the text exposition format. Hawker needs a handful of series, not a client library.
 */
type Labels = Record<string, string>;

interface Series {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  render(): string[];
}

function labelKey(labels: Labels): string {
  return Object.keys(labels)
    .sort()
    .map((name) => `${name}="${escapeLabel(labels[name] ?? '')}"`)
    .join(',');
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

function withLabels(name: string, key: string): string {
  return key ? `${name}{${key}}` : name;
}

export class Counter implements Series {
  readonly type = 'counter' as const;
  private readonly values = new Map<string, number>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    const key = labelKey(labels);
    this.values.set(key, (this.values.get(key) ?? 0) + by);
  }

  value(labels: Labels = {}): number {
    return this.values.get(labelKey(labels)) ?? 0;
  }

  render(): string[] {
    return [...this.values].map(([key, value]) => `${withLabels(this.name, key)} ${value}`);
  }
}

export class Gauge implements Series {
  readonly type = 'gauge' as const;
  private readonly values = new Map<string, number>();
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly collect?: () => number,
  ) {}

  set(value: number, labels: Labels = {}): void {
    this.values.set(labelKey(labels), value);
  }

  render(): string[] {
    if (this.collect) return [`${this.name} ${this.collect()}`];
    return [...this.values].map(([key, value]) => `${withLabels(this.name, key)} ${value}`);
  }
}

export class Histogram implements Series {
  readonly type = 'histogram' as const;
  private readonly series = new Map<string, { buckets: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: number[],
  ) {}

  observe(value: number, labels: Labels = {}): void {
    const key = labelKey(labels);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    this.bounds.forEach((bound, index) => {
      if (value <= bound && entry) entry.buckets[index] = (entry.buckets[index] ?? 0) + 1;
    });
    entry.sum += value;
    entry.count += 1;
  }

  render(): string[] {
    const lines: string[] = [];
    for (const [key, entry] of this.series) {
      const prefix = key ? `${key},` : '';
      this.bounds.forEach((bound, index) => {
        lines.push(`${this.name}_bucket{${prefix}le="${bound}"} ${entry.buckets[index] ?? 0}`);
      });
      lines.push(`${this.name}_bucket{${prefix}le="+Inf"} ${entry.count}`);
      lines.push(`${withLabels(`${this.name}_sum`, key)} ${entry.sum}`);
      lines.push(`${withLabels(`${this.name}_count`, key)} ${entry.count}`);
    }
    return lines;
  }
}

export class MetricsRegistry {
  private readonly all = new Map<string, Series>();

  counter(name: string, help: string): Counter {
    return this.add(new Counter(name, help));
  }

  gauge(name: string, help: string, collect?: () => number): Gauge {
    return this.add(new Gauge(name, help, collect));
  }

  histogram(name: string, help: string, bounds: number[]): Histogram {
    return this.add(new Histogram(name, help, bounds));
  }

  render(): string {
    const lines: string[] = [];
    for (const series of this.all.values()) {
      lines.push(`# HELP ${series.name} ${series.help}`, `# TYPE ${series.name} ${series.type}`, ...series.render());
    }
    return `${lines.join('\n')}\n`;
  }

  private add<T extends Series>(series: T): T {
    const existing = this.all.get(series.name);
    if (existing) {
      if (existing.type !== series.type) throw new Error(`metric ${series.name} already registered as ${existing.type}`);
      return existing as T;
    }
    this.all.set(series.name, series);
    return series;
  }
}
