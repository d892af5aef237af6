import { readdirSync, readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_COLOURS, CHART_HEIGHT, CHART_WIDTH, createChartRenderer } from '../../../src/core/stats/chart-sales.js';
import { withLocale } from '../../../src/i18n/index.js';

// Issue #27, point 9: charts are drawn in a child process, which was given this process's
// whole environment: the vault's master keys and the bot tokens. Read from the live child
// through /proc, as anyone able to inspect that process would read them.
const SECRETS: Record<string, string> = {
  HAWKER_MASTER_KEYS: 'k1:c2VjcmV0LW1hc3Rlci1rZXktZm9yLXRoZS10ZXN0',
  TELEGRAM_BOT_TOKEN: '123456:secret-telegram-token-for-the-test',
  DISCORD_TOKEN: 'secret-discord-token-for-the-test.abcdef',
  TELEGRAM_WEBHOOK_SECRET: 'secret-webhook-token-for-the-test',
};

/** The environment of each live child of this process that is running the chart renderer. */
function rendererEnvironments(): Map<string, string>[] {
  const environments: Map<string, string>[] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let stat: string;
    let commandLine: string;
    let environ: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
    } catch {
      continue; // gone meanwhile, or another user's
    }
    // Fields after the command name, which may hold spaces and parentheses: state, then the parent's pid.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent !== process.pid || !commandLine.includes('Resvg')) continue;
    const entries = environ.split('\0').filter(Boolean);
    environments.push(new Map(entries.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)])));
  }
  return environments;
}

/** How many pixels of a PNG are exactly the given `#RRGGBB` colour. */
function pixelsOf(png: Uint8Array, colour: string): number {
  const image = PNG.sync.read(Buffer.from(png));
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  let count = 0;
  for (let at = 0; at < image.data.length; at += 4)
    if (image.data[at] === red && image.data[at + 1] === green && image.data[at + 2] === blue) count += 1;
  return count;
}

describe('the chart renderer', () => {
  const previous = new Map(Object.keys(SECRETS).map((name) => [name, process.env[name]]));
  beforeAll(() => Object.assign(process.env, SECRETS));
  afterAll(() => {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('draws charts in a child that holds none of the secrets of the process that started it', async () => {
    const png = PNG.sync.read(
      Buffer.from(
        await createChartRenderer().salesChart({
          title: 'Revenue, last 2 days',
          days: [
            {
              day: '2026-11-24',
              orders: 3,
              units: 3,
              cents: 4_500,
              estimatedCents: 0,
              lost: 0,
              autopilot: 0,
              costCents: 0,
              costedCents: 0,
              costUnknown: 0,
            },
            {
              day: '2026-11-25',
              orders: 5,
              units: 6,
              cents: 9_900,
              estimatedCents: 0,
              lost: 1,
              autopilot: 0,
              costCents: 0,
              costedCents: 0,
              costUnknown: 0,
            },
          ],
          breakdown: null,
        }),
      ),
    );
    expect([png.width, png.height]).toEqual([CHART_WIDTH, CHART_HEIGHT]);
    const [red, green, blue] = [1, 3, 5].map((at) => parseInt(CHART_COLOURS[0].slice(at, at + 2), 16));
    let barPixels = 0;
    for (let at = 0; at < png.data.length; at += 4)
      if (png.data[at] === red && png.data[at + 1] === green && png.data[at + 2] === blue) barPixels += 1;
    expect(barPixels).toBeGreaterThan(1000);

    // The child stays up for the next chart, so its environment can be read now.
    const environments = rendererEnvironments();
    expect(environments).toHaveLength(1);
    const environment = environments[0] ?? new Map<string, string>();
    const leaked = [...environment].filter(([, value]) => Object.values(SECRETS).some((secret) => value.includes(secret)));
    expect(leaked.map(([name]) => name)).toEqual([]);
    // resvg's file and options, and the two Node sets up for the IPC channel charts travel on.
    expect([...environment.keys()].sort()).toEqual([
      'HAWKER_RESVG_OPTIONS',
      'HAWKER_RESVG_PATH',
      'NODE_CHANNEL_FD',
      'NODE_CHANNEL_SERIALIZATION_MODE',
    ]);
  });

  it('labels a chart in the language it was asked for in, though drawing it waits for the chart library', async () => {
    const renderer = createChartRenderer();
    const input = {
      title: 'Revenue',
      days: [
        {
          day: '2026-11-24',
          orders: 3,
          units: 3,
          cents: 4_500,
          estimatedCents: 0,
          lost: 0,
          autopilot: 0,
          costCents: 0,
          costedCents: 0,
          costUnknown: 0,
        },
        {
          day: '2026-11-25',
          orders: 5,
          units: 6,
          cents: 9_900,
          estimatedCents: 0,
          lost: 1,
          autopilot: 0,
          costCents: 0,
          costedCents: 0,
          costUnknown: 0,
        },
      ],
      breakdown: null,
    };
    const russian = await withLocale('ru', () => renderer.salesChart(input));
    const english = await withLocale('en', () => renderer.salesChart(input));
    // Day labels and the axis's money differ by language; the same language draws the same picture.
    expect(Buffer.from(russian).equals(Buffer.from(english))).toBe(false);
    expect(Buffer.from(await withLocale('ru', () => renderer.salesChart(input))).equals(Buffer.from(russian))).toBe(true);
  });

  it('draws profit beside revenue where costs are known, and no profit bar for a shop that never set a cost', async () => {
    const renderer = createChartRenderer();
    const day = (date: string, cents: number, costCents: number, costedCents: number) => ({
      day: date,
      orders: 4,
      units: 4,
      cents,
      estimatedCents: 0,
      lost: 0,
      autopilot: 0,
      costCents,
      costedCents,
      costUnknown: costedCents === cents ? 0 : 1,
    });
    const profitColour = CHART_COLOURS[2];
    // $90 sold, $60 of it costed at $20: a $40 profit bar in its own colour, beside the revenue bar.
    const withCosts = await renderer.salesChart({
      title: 'Revenue',
      days: [day('2026-11-24', 9_000, 2_000, 6_000), day('2026-11-25', 12_000, 3_000, 12_000)],
      breakdown: null,
    });
    expect(pixelsOf(withCosts, profitColour)).toBeGreaterThan(1000);
    expect(pixelsOf(withCosts, CHART_COLOURS[0])).toBeGreaterThan(1000);

    const withoutCosts = await renderer.salesChart({
      title: 'Revenue',
      days: [day('2026-11-24', 9_000, 0, 0), day('2026-11-25', 12_000, 0, 0)],
      breakdown: null,
    });
    expect(pixelsOf(withoutCosts, profitColour)).toBe(0);
  });
});
