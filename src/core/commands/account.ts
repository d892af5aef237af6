import type { ClassUse } from '../../api/request-budget.js';
import type { BudgetSnapshot } from '../../api/seller-api.js';
import { currentLocale, t, translate } from '../../i18n/index.js';
import { commandArguments } from '../command-arguments.js';
import { errorReply } from '../reply-helpers.js';
import { done } from '../typed/outcome.js';
import { typedCommand } from '../typed/typed-command.js';
import type { AccountContext, KeyAcceptedContext } from '../context.js';
import type { AccountStatus, AutopilotFailureData, AwayStatus, BudgetUse, ReplyField } from '../../domain/reply.js';
import type { AwayState } from '../../store/away-store.js';
import { failureReason } from '../autopilot/autopilot-overview.js';
import { errorSentence } from '../error-sentences.js';
import { roleWord } from '../format/role-words.js';
import { formatSpan, formatWhen } from '../format/time.js';
import { SPEC_LIMITS } from '../../api/budget-window.js';

const KEY_HEALTH = {
  ok: () => t('account-key-ok'),
  invalid: () => t('account-key-invalid'),
  suspended: () => t('account-key-suspended'),
} as const;

/** The shop's status, and what only chat words beside it: the budget's classes, the polling pace, instant sales, the languages. */
export interface AccountReport {
  account: AccountStatus;
  budget: BudgetSnapshot | null;
  polling: PollingPace | null;
  instantSales: InstantSales;
  /** The team's language, and whether the owner chose it (else it is the owner's own). */
  teamLanguage: { locale: string; chosen: boolean };
  /** The other shops the asker is on. */
  otherShops: number;
}

/** Instant sales as the jobs counted them, as the order list shows them now, or why neither could tell. */
type InstantSales =
  | { kind: 'counted'; count: number; lastAt: number }
  | { kind: 'listed'; instant: number; delivered: number }
  | { kind: 'unknown' }
  | { kind: 'failed'; message: string };

export const account = typedCommand<
  Record<string, never>,
  AccountReport,
  never,
  'languages' | 'identities' | 'away' | 'schedule' | 'autopilot' | 'instantSales'
>({
  id: 'account',
  description: () => t('cmd-account'),
  ...commandArguments({}),
  role: 'viewer',
  writes: false,
  // The status page: it shows a refused key and a spent budget rather than being refused for them.
  marketplace: 'if-key-accepted',
  scopes: ['private', 'group'],
  stores: ['languages', 'identities', 'away', 'schedule', 'autopilot', 'instantSales'],
  async run(ctx) {
    const budget = ctx.api === null ? null : await ctx.api.budget.remaining();
    const polling = ctx.account.alertsEnabled ? await pollingPace(ctx) : null;
    const instantSales = await instantSalesOf(ctx);
    const { languages } = ctx.services.stores;
    const [teamChoice, team] = await Promise.all([languages.teamChoice(ctx.account.id), languages.ofTeam(ctx.account.id)]);
    const others = await ctx.services.stores.identities.accountsOf(ctx.identityId);
    const status: AccountStatus = {
      id: ctx.account.id,
      name: ctx.account.label,
      role: ctx.role,
      key: { health: ctx.account.keyStatus, fingerprint: fingerprintShown(ctx) },
      alerts_enabled: ctx.account.alertsEnabled,
      budget: budget === null ? null : { reads: budgetUse(budget.reads), writes: budgetUse(budget.writes) },
      polling:
        polling === null
          ? null
          : {
              pace: polling.tier,
              every_seconds: polling.everyMs / 1000,
              reads_per_minute: oneDecimal(polling.reads),
              share_percent: oneDecimal(polling.share),
            },
      away: awayStatus(await ctx.services.stores.away.state(ctx.account.id)),
      autopilot_failures: await autopilotFailures(ctx),
    };
    return done({
      account: status,
      budget,
      polling,
      instantSales,
      teamLanguage: { locale: team, chosen: teamChoice !== null },
      otherShops: others.length - 1,
    });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const report = outcome.value;
    const status = report.account;
    const fields: ReplyField[] = [
      { label: t('account-account-label'), value: `${status.name} (${status.id.slice(0, 8)})` },
      { label: t('account-role-label'), value: roleWord(status.role), inline: true },
      {
        label: t('account-key-label'),
        value: t('account-key', { health: KEY_HEALTH[status.key.health](), fingerprint: status.key.fingerprint }),
        inline: true,
      },
      { label: t('account-alerts-label'), value: status.alerts_enabled ? t('account-alerts-on') : t('account-alerts-off'), inline: true },
    ];
    if (report.budget !== null) fields.push(...budgetFields(report.budget, ctx.now()));
    if (report.polling !== null) fields.push(pollingField(report.polling));
    fields.push(instantSalesField(report.instantSales, ctx.now()));
    fields.push(...languageFields(report.teamLanguage));
    if (report.otherShops > 0) fields.push({ label: t('account-others-label'), value: t('account-others', { count: report.otherShops }) });
    return { title: t('account-title'), fields };
  },
});

/** As much of the key's fingerprint as tells two keys apart at a glance; the key itself is never shown. */
function fingerprintShown(ctx: AccountContext): string {
  return ctx.account.keyFingerprint.slice(0, 8);
}

/** A language as its own speakers name it (see `language`). */
function ownName(locale: string): string {
  return translate(locale, 'language-name');
}

/** The language Hawker answers this person in, and the one the shop's groups and channels get. */
function languageFields(team: AccountReport['teamLanguage']): ReplyField[] {
  return [
    { label: t('account-language-label'), value: t('account-language', { language: ownName(currentLocale()) }), inline: true },
    {
      label: t('account-team-language-label'),
      value: team.chosen
        ? t('account-team-language', { language: ownName(team.locale) })
        : t('account-team-language-owner', { language: ownName(team.locale) }),
      inline: true,
    },
  ];
}

function budgetFields(budget: BudgetSnapshot, now: number): ReplyField[] {
  const budgetLine = (state: BudgetSnapshot['reads']) =>
    state.remaining === 0 && state.nextSlotAt
      ? t('account-budget-next', { remaining: state.remaining, limit: state.limit, when: formatWhen(state.nextSlotAt.getTime(), now) })
      : t('account-budget', { remaining: state.remaining, limit: state.limit });
  return [
    { label: t('account-read-budget-label'), value: budgetLine(budget.reads), inline: true },
    { label: t('account-write-budget-label'), value: budgetLine(budget.writes), inline: true },
    { label: t('account-read-classes-label'), value: classLine(budget.classes.reads) },
    { label: t('account-write-classes-label'), value: classLine(budget.classes.writes) },
  ];
}

/** What each budget class spent of one window this minute, and the share it may take. */
function classLine(use: ClassUse): string {
  const { spent } = use;
  return t('account-budget-classes', {
    critical: spent.critical,
    reserved: use.reserved,
    interactive: spent.interactive,
    bulk: spent.bulk,
    shared: use.shared,
  });
}

function budgetUse(state: BudgetSnapshot['reads']): BudgetUse {
  return {
    used: state.limit - state.remaining,
    remaining: state.remaining,
    limit: state.limit,
    next_slot_at: state.nextSlotAt === null ? null : state.nextSlotAt.toISOString(),
  };
}

interface PollingPace {
  tier: 'fast' | 'idle';
  everyMs: number;
  /** The fast tier's interval, which the idle one is compared with. */
  fastMs: number;
  /** Reads a minute: the order poll's and the listing watch's two. */
  reads: number;
  /** Of the read budget, in percent. */
  share: number;
}

/** What the worker's polling of this shop spends of its read budget, at the shop's tier: the order poll's reads and the listing watch's two. */
async function pollingPace(ctx: AccountContext<'schedule'>): Promise<PollingPace> {
  const { fastMs, idleMs } = ctx.services.pollCadence;
  const tier = await ctx.services.stores.schedule.tier(ctx.account.id);
  const everyMs = tier === 'fast' ? fastMs : idleMs;
  const reads = MINUTE_MS / everyMs + (2 * MINUTE_MS) / idleMs;
  return { tier, everyMs, fastMs, reads, share: (reads / SPEC_LIMITS.readsPerWindow) * 100 };
}

function pollingField(pace: PollingPace): ReplyField {
  const args = {
    every: interval(pace.everyMs),
    fast: interval(pace.fastMs),
    reads: oneDecimal(pace.reads),
    share: oneDecimal(pace.share),
    limit: SPEC_LIMITS.readsPerWindow,
  };
  return {
    label: t('account-polling-label'),
    value: pace.tier === 'fast' ? t('account-polling-fast', args) : t('account-polling-idle', args),
  };
}

const MINUTE_MS = 60_000;

function interval(ms: number): string {
  return ms < MINUTE_MS ? t('account-polling-seconds', { seconds: oneDecimal(ms / 1000) }) : formatSpan(ms);
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The away state as data; a shop never switched is on sale. */
function awayStatus(state: AwayState | null): AwayStatus {
  if (state === null) return { away: false, since: null, until: null, by: null };
  return {
    away: state.away,
    since: new Date(state.since).toISOString(),
    until: state.until === null ? null : new Date(state.until).toISOString(),
    by: state.by.kind === 'person' ? { kind: 'person', name: state.by.name } : { kind: state.by.kind },
  };
}

/** The last failure of each listing on autopilot, newest first, as `autopilot` words it. */
async function autopilotFailures(ctx: AccountContext<'autopilot'>): Promise<AutopilotFailureData[]> {
  const { autopilot } = ctx.services.stores;
  const bindings = await autopilot.bindings(ctx.account.id);
  const failures = await Promise.all(
    bindings.map(async (binding) => ({ binding, failure: await autopilot.lastFailure(ctx.account.id, binding.listingId) })),
  );
  return failures
    .flatMap(({ binding, failure }) => (failure === null ? [] : [{ binding, failure }]))
    .sort((left, right) => right.failure.at - left.failure.at)
    .map(({ binding, failure }) => ({
      listing_id: binding.listingId,
      title: binding.title,
      at: new Date(failure.at).toISOString(),
      reason: failureReason(failure),
      order_id: failure.orderId,
    }));
}

/** The jobs' counter when they have counted; otherwise what the order list shows now. */
async function instantSalesOf(ctx: KeyAcceptedContext<'instantSales'>): Promise<InstantSales> {
  const counted = await ctx.services.stores.instantSales.read(ctx.account.id);
  if (counted !== null) return { kind: 'counted', count: counted.count, lastAt: counted.lastAt };
  const { api } = ctx;
  if (api === null) return { kind: 'unknown' };
  try {
    const [delivered, rows] = await Promise.all([api.orders.list('delivered'), api.listings.listMine()]);
    const instantIds = new Set(rows.offers.filter((row) => row.delivery_type === 'instant').map((row) => row.id));
    const instant = delivered.orders.filter((order) => order.offer_id && instantIds.has(order.offer_id)).length;
    return { kind: 'listed', instant, delivered: delivered.orders.length };
  } catch (error) {
    return { kind: 'failed', message: errorSentence(error, ctx.now()) };
  }
}

function instantSalesField(sales: InstantSales, now: number): ReplyField {
  const label = t('account-instant-sales-label');
  switch (sales.kind) {
    case 'counted':
      return { label, value: t('account-instant-sales-last', { count: sales.count, when: formatWhen(sales.lastAt, now) }) };
    case 'listed':
      return { label, value: t('account-instant-sales-of', { count: sales.instant, delivered: sales.delivered }) };
    case 'unknown':
      return { label, value: t('account-instant-sales-unknown') };
    case 'failed':
      return { label, value: sales.message };
  }
}
