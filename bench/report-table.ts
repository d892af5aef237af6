import type { BenchReport } from './run.js';
import type { Spread } from './stats.js';

function table(title: string, header: string[], rows: (string | number | null)[][]): string {
  const cells = [header, ...rows.map((row) => row.map((cell) => (cell === null ? '-' : String(cell))))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    `\n${title}`,
    line(cells[0] ?? []),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

const failureList = (failures: Record<string, number>) =>
  Object.entries(failures)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ') || 0;

const ms = (spread: Spread) => `${spread.p50 ?? '-'} / ${spread.p99 ?? '-'} / ${spread.max ?? '-'}`;

/** The readable form of a run: one Markdown table per benchmark. */
export function renderTables(report: BenchReport): string {
  const { machine } = report;
  const parts = [
    `Hawker bench ${report.started_at} on ${machine.cpus} x ${machine.cpu_model}, ${machine.memory_gb} GB, Node ${machine.node}, load average ${machine.load_average_at_start.join(' ')} at start`,
  ];
  if (report.webhooks) {
    const run = report.webhooks;
    parts.push(
      table(
        `Webhooks (event raised → acknowledged by a local receiver; real worker; one more endpoint ${run.down_endpoint} throughout, in a shop raising ${Math.round(run.down_shop_share * 100)}% of the events; target p99 ≤ 1000 ms)`,
        [
          'shops × live endpoints',
          'events/s',
          'window s',
          'events',
          'delivered / expected',
          'missing',
          'duplicates',
          'latency p50/p99/max ms',
          'over 1 s (by type)',
          "down endpoint's shop, its live endpoint p50/p99/max ms",
          'down endpoint: events / failed attempts',
          'worker CPU %',
          'worker RSS peak MB',
          'Redis CPU %',
          'bench CPU %',
        ],
        [
          [
            `${run.shops} × ${run.endpoints / run.shops}`,
            run.events_per_second,
            run.window_seconds,
            run.events_raised,
            `${run.delivered} / ${run.deliveries_expected}`,
            run.missing,
            run.duplicates,
            ms(run.latency_ms),
            Object.entries(run.slower_than_1s)
              .map(([type, count]) => `${type}: ${count}`)
              .join(', ') || 0,
            ms(run.down_shop_latency_ms),
            `${run.down_events} / ${run.down_attempts}`,
            run.worker.cpu_percent,
            run.worker.rss_peak_mb,
            run.redis_cpu_percent,
            run.bench_cpu_percent,
          ],
        ],
      ),
    );
  }
  if (report.api) {
    const run = report.api;
    parts.push(
      table(
        'HTTP API (GET /v1/orders, open loop, one viewer token per shop; sandbox limits off; target p99 ≤ 20 ms)',
        [
          'shops',
          'waiting orders/shop',
          'requests/s',
          'window s',
          'requests',
          'failures',
          'latency p50/p99/max ms',
          'floor beside it: GET /v1/openapi.json p50/p99/max ms',
          'API CPU %',
          'API RSS peak MB',
          'sandbox CPU %',
          'Redis CPU %',
          'bench CPU %',
        ],
        [
          [
            run.shops,
            run.waiting_orders_per_shop,
            run.requests_per_second,
            run.window_seconds,
            run.requests,
            failureList(run.failures),
            ms(run.latency_ms),
            ms(run.floor_latency_ms),
            run.api.cpu_percent,
            run.api.rss_peak_mb,
            run.sandbox_cpu_percent,
            run.redis_cpu_percent,
            run.bench_cpu_percent,
          ],
        ],
      ),
    );
  }
  if (report.dashboard) {
    const { api: run, events } = report.dashboard;
    parts.push(
      table(
        'Dashboard API (GET /dashboard/api/orders, listings, account in turn, open loop, one logged-in owner page per shop; sandbox limits off; target p99 ≤ 30 ms)',
        [
          'pages',
          'requests/s',
          'window s',
          'requests',
          'failures',
          'latency p50/p99/max ms',
          'orders / listings / account p99 ms',
          'floor beside it: GET /v1/openapi.json p50/p99/max ms',
          'login p50/p99/max ms',
          'API CPU %',
          'API RSS peak MB',
          'sandbox CPU %',
          'Redis CPU %',
          'bench CPU %',
        ],
        [
          [
            run.sessions,
            run.requests_per_second,
            run.window_seconds,
            run.requests,
            failureList(run.failures),
            ms(run.latency_ms),
            ['orders', 'listings', 'account'].map((name) => run.latency_by_command_ms[name]?.p99 ?? '-').join(' / '),
            ms(run.floor_latency_ms),
            ms(run.login_ms),
            run.api.cpu_percent,
            run.api.rss_peak_mb,
            run.sandbox_cpu_percent,
            run.redis_cpu_percent,
            run.bench_cpu_percent,
          ],
        ],
      ),
      table(
        'Dashboard events (order.waiting published as the worker publishes it, to open GET /dashboard/api/events streams of one shop, one connection each; target: the last page within 1 s)',
        [
          'streams',
          'orders',
          'streams opened s',
          'heard / expected',
          'missed',
          'publish → last page p50/p99/max ms',
          'publish → each page p50/p99/max ms',
          'API CPU %',
          'API RSS peak MB',
          'bench CPU %',
          'streams ended at close',
        ],
        [
          [
            events.streams,
            events.orders,
            events.open_seconds,
            `${events.heard} / ${events.expected}`,
            events.missed,
            ms(events.last_page_ms),
            ms(events.each_page_ms),
            events.api.cpu_percent,
            events.api.rss_peak_mb,
            events.bench_cpu_percent,
            `${events.ended_at_close} / ${events.streams}`,
          ],
        ],
      ),
    );
  }
  if (report.scale) {
    parts.push(
      table(
        'Scale-out on a Redis Cluster (three masters; sandbox limits off, fake Telegram)',
        [
          'accounts',
          'workers (CPU each)',
          'polls/s (due)',
          'polls/s each worker',
          'alert latency p50/p99/max ms',
          'missed',
          'duplicate',
          'CPU % each worker',
          'CPU % each master',
          'sandbox CPU %',
          'bench CPU %',
        ],
        report.scale.map((run) => [
          run.accounts,
          `${run.workers} (${run.worker_cpus ?? 'unlimited'})`,
          `${run.polls_per_second} (${run.polls_due_per_second})`,
          run.each_worker.map((worker) => worker.polls_per_second).join(' / '),
          ms(run.alert_latency_ms),
          run.missed_alerts,
          run.duplicate_alerts,
          run.each_worker.map((worker) => worker.cpu_percent).join(' / '),
          run.redis.cpu_percent_per_master.join(' / '),
          run.sandbox.cpu_percent,
          run.bench_cpu_percent,
        ]),
      ),
    );
  }
  if (report.autopilot) {
    const { alerts_only: before, on_autopilot: after } = report.autopilot;
    parts.push(
      table(
        'Autopilot (the same shops and orders, alerts only then on autopilot from a pool; sandbox limits off)',
        [
          'shops',
          'orders',
          'delivered (not)',
          'order → delivered p50/p99/max ms',
          'alert latency p50/p99/max ms: before; on autopilot',
          'worker CPU % (before / on autopilot)',
          'worker CPU ms per delivery',
          'Redis bytes per pooled code',
        ],
        [
          [
            after.accounts,
            after.orders_placed,
            `${after.autopilot?.delivered ?? 0} (${after.autopilot?.undelivered ?? 0})`,
            after.autopilot ? ms(after.autopilot.delivery_latency_ms) : null,
            `${ms(before.alert_latency_ms)}; ${ms(after.alert_latency_ms)}`,
            `${before.worker.cpu_percent} / ${after.worker.cpu_percent}`,
            report.autopilot.worker_cpu_ms_per_delivery,
            after.autopilot?.redis_bytes_per_pooled_code ?? null,
          ],
        ],
      ),
    );
  }
  if (report.poll) {
    parts.push(
      table(
        'Poll scale (sandbox limits off, real worker, fake Telegram accepting alerts)',
        [
          'accounts',
          'worker flags',
          'polls/s (due)',
          'instant-only shops (idle)',
          'polls/s manual / instant-only',
          'reads/min per shop manual / instant-only',
          'poll gap p50/p99/max ms',
          'orders',
          'alert latency p50/p99/max ms',
          'missed',
          'duplicate',
          'worker RSS peak MB',
          'live heap MB',
          'worker CPU %',
          'worker CPU µs/poll',
          'read budget %',
          'Redis B/account (used_memory growth)',
          'sandbox CPU %',
          'Redis CPU %',
        ],
        report.poll.map((run) => [
          run.accounts,
          run.worker_node_flags.join(' ') || '(none)',
          `${run.polls_per_second} (${run.polls_due_per_second})`,
          `${run.instant_only_accounts} (${run.instant_only_idle})`,
          `${run.polls_per_second_by_kind.manual} / ${run.polls_per_second_by_kind.instant_only}`,
          `${run.reads_per_minute_per_account.manual} / ${run.reads_per_minute_per_account.instant_only ?? '-'}`,
          ms(run.poll_gap_ms),
          run.orders_placed,
          ms(run.alert_latency_ms),
          run.missed_alerts,
          run.duplicate_alerts,
          run.worker.rss_peak_mb,
          run.worker.live_heap_mb,
          run.worker.cpu_percent,
          run.worker_cpu_us_per_poll,
          run.read_budget_percent,
          `${run.redis.bytes_per_account} (${run.redis.used_memory_growth_per_account})`,
          run.sandbox.cpu_percent,
          run.redis.cpu_percent,
        ]),
      ),
    );
  }
  if (report.fanout) {
    parts.push(
      table(
        'Fan-out (real notifiers, fakes enforcing platform limits)',
        ['platform', 'alerts', 'chats', 'sent', 'seconds', 'rate/s', 'ceiling/s', '% of ceiling', '429s', 'peak requests in 1 s'],
        report.fanout.map((run) => [
          run.platform,
          run.alerts,
          run.chats,
          run.sent,
          run.seconds,
          run.rate_per_second,
          run.ceiling_per_second,
          run.percent_of_ceiling,
          run.rate_limited,
          run.peak_requests_in_1s,
        ]),
      ),
    );
  }
  if (report.overhead) {
    parts.push(
      table(
        'Command overhead (dispatch minus marketplace call, ms)',
        [
          'command',
          'language',
          'runs',
          'overhead p50',
          'overhead p99',
          'overhead CPU p99',
          'dispatch p50',
          'dispatch p99',
          'marketplace p50',
          'marketplace p99',
          'Redis commands',
          'Redis PING p99',
        ],
        report.overhead.map((run) => [
          run.command,
          run.language,
          run.iterations,
          run.overhead_ms.p50,
          run.overhead_ms.p99,
          run.overhead_cpu_ms.p99,
          run.dispatch_ms.p50,
          run.dispatch_ms.p99,
          run.marketplace_ms.p50,
          run.marketplace_ms.p99,
          run.redis_commands_per_dispatch,
          run.redis_ping_ms.p99,
        ]),
      ),
    );
  }
  if (report.sandbox) {
    const run = report.sandbox;
    parts.push(
      table(
        'Sandbox throughput (listing reads, limits off)',
        ['reads/s', 'p50 ms', 'p99 ms', 'connections', 'errors'],
        [[run.reads_per_second, run.p50_ms, run.p99_ms, run.connections, run.errors]],
      ),
    );
  }
  if (report.away) {
    const run = report.away;
    parts.push(
      table(
        'Away switch (away and back, spec write limits on in the sandbox and in the key budget)',
        ['listings', 'floor s (writes ÷ 250/min)', 'away s', 'back s', 'writes', 'reads', '429s', 'progress reports'],
        [[run.listings, run.floor_s, run.away_s, run.back_s, run.writes, run.reads, run.rate_limited_429, run.progress_reports]],
      ),
    );
  }
  if (report.export) {
    parts.push(
      table(
        'Listings export (half currency read by id, half top-ups; spec read limits on in the sandbox and in the key budget)',
        ['listings', 'currency', 'seconds', 'reads', 'without details', 'CSV KB', '429s'],
        report.export.map((run) => [
          run.listings,
          run.currency,
          run.seconds,
          run.reads,
          run.without_details,
          run.csv_kb,
          run.rate_limited_429,
        ]),
      ),
    );
  }
  if (report.import) {
    const run = report.import;
    parts.push(
      table(
        'Listings import (price changes applied by the worker in its own process; spec write limits on in the sandbox and in the key budget)',
        [
          'writes',
          'floor s',
          'apply s',
          'over floor %',
          '429s',
          'preview s',
          'large preview rows',
          'large preview s',
          'bot heap MB before/peak/after',
          'worker live heap MB',
        ],
        [
          [
            run.writes,
            run.floor_s,
            run.apply_s,
            run.over_floor_pct,
            run.rate_limited_429,
            run.preview_s,
            run.preview_rows_large,
            run.preview_large_s,
            `${run.bot_heap_before_mb}/${run.bot_heap_peak_mb}/${run.bot_heap_after_mb}`,
            run.worker_live_heap_mb ?? '-',
          ],
        ],
      ),
    );
  }
  if (report.statsAnswer) {
    const run = report.statsAnswer;
    parts.push(
      table(
        '`stats` with costs over a large shop (reads and figures; the chart is timed above)',
        ['orders', 'days', 'with a cost', 'answers', 'answer p50/p99/max ms', 'bound ms'],
        [[run.orders, run.days, run.costed_orders, run.answers, ms(run.answer_ms), run.bound_ms]],
      ),
    );
  }
  if (report.stats) {
    const run = report.stats;
    parts.push(
      table(
        'Sales insight (sales book in Redis, charts drawn in a recycled child process)',
        [
          'orders/day',
          'Redis B/account-day',
          'record CPU µs/order',
          'renders',
          'chart render p50/p99/max ms',
          'RSS MB before / half-way / after renders',
          'renderer child peak RSS MB',
        ],
        [
          [
            run.orders_per_day,
            run.redis_bytes_per_account_day,
            run.record_cpu_us_per_order,
            run.renders,
            ms(run.chart_render_ms),
            `${run.rss_mb_before_renders} / ${run.rss_mb_after_half_renders} / ${run.rss_mb_after_renders}`,
            run.renderer_child_peak_rss_mb,
          ],
        ],
      ),
    );
  }
  if (report.sweeper) {
    parts.push(
      table(
        'Poll scheduling: the sweeper against one BullMQ job per account per tick (sandbox limits off, counting notifier)',
        [
          'design',
          'accounts',
          'worker flags',
          'polls/s',
          'poll gap p50/p99/max ms',
          'alert latency p50/p99/max ms',
          'worker RSS peak MB',
          'live heap MB',
          'worker CPU %',
          'Redis B/account',
          'Redis commands/s (whole server)',
          'Redis CPU %',
        ],
        report.sweeper.map((run) => [
          run.mode,
          run.accounts,
          run.worker_node_flags.join(' ') || '(none)',
          run.polls_per_second,
          ms(run.poll_gap_ms),
          ms(run.alert_latency_ms),
          run.worker.rss_peak_mb,
          run.worker.live_heap_mb,
          run.worker.cpu_percent,
          run.redis_bytes_per_account,
          run.redis_commands_per_second,
          run.redis_cpu_percent,
        ]),
      ),
    );
  }
  return parts.join('\n');
}
