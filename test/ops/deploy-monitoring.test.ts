import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { createHawkerMetrics } from '../../src/ops/hawker-metrics.js';

const run = promisify(execFile);
const RULES = 'deploy/prometheus/hawker-alerts.yml';
const RULE_TESTS = 'deploy/prometheus/hawker-alerts.test.yml';
const DASHBOARD = 'deploy/grafana/hawker-dashboard.json';

const ruleFile = z.object({
  groups: z.array(
    z.object({
      name: z.string().min(1),
      rules: z
        .array(
          z.object({
            alert: z.string().min(1),
            expr: z.string().min(1),
            for: z.string().optional(),
            labels: z.object({ severity: z.enum(['page', 'ticket']) }),
            annotations: z.object({ summary: z.string().min(1), description: z.string().min(1) }),
          }),
        )
        .min(1),
    }),
  ),
});
const dashboard = z.object({
  panels: z.array(z.object({ title: z.string(), targets: z.array(z.object({ expr: z.string().min(1) })).min(1) })).min(1),
});

/** The series a PromQL expression reads: Hawker's own and prom-client's process metrics. */
function seriesIn(expr: string): string[] {
  return [...expr.matchAll(/\b((?:hawker|nodejs|process)_[a-z0-9_]+)\b/g)].map((match) => match[1] ?? '');
}

/** Every series name a registry exposes, histograms with their `_bucket`, `_sum` and `_count`. */
async function exposedSeries(): Promise<Set<string>> {
  const metrics = createHawkerMetrics();
  const names = new Set<string>();
  for (const metric of await metrics.registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

async function promtoolAvailable(): Promise<boolean> {
  try {
    await run('promtool', ['--version']);
    return true;
  } catch {
    return false;
  }
}

describe('the monitoring an operator deploys', () => {
  it('queries only series that Hawker exposes, in the alerting rules and on every dashboard panel', async () => {
    const exposed = await exposedSeries();
    const rules = ruleFile.parse(parse(await readFile(RULES, 'utf8')));
    const panels = dashboard.parse(JSON.parse(await readFile(DASHBOARD, 'utf8'))).panels;
    const queried = [
      ...rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr)),
      ...panels.flatMap((panel) => panel.targets.map((target) => target.expr)),
    ].flatMap(seriesIn);
    expect(queried.length).toBeGreaterThan(10);
    expect(queried.filter((name) => !exposed.has(name))).toEqual([]);
    expect(rules.groups.flatMap((group) => group.rules.map((rule) => rule.alert)).sort()).toEqual([
      'HawkerAlertLatencyHigh',
      'HawkerChatApiErrors',
      'HawkerKeysInvalid',
      'HawkerPollsFailing',
      'HawkerQueueDepthGrowing',
    ]);
  });

  it('has rules Prometheus loads, each firing on the series that should raise it and quiet on healthy ones', async () => {
    // CI installs Debian's prometheus package for promtool; a developer machine without it gets the schema check above.
    if (!(await promtoolAvailable())) {
      expect(process.env.CI, 'CI must have promtool (Debian package prometheus)').toBeFalsy();
      return;
    }
    const checked = await run('promtool', ['check', 'rules', RULES]);
    expect(checked.stdout).toMatch(/SUCCESS: 5 rules found/);
    const tested = await run('promtool', ['test', 'rules', RULE_TESTS]);
    expect(tested.stdout).toMatch(/SUCCESS/);
  });
});
