import type { SellerApi } from '../../api/seller-api.js';
import { currentLocale, t, translate } from '../../i18n/index.js';
import { commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { AccountContext, KeyAcceptedContext } from '../context.js';
import type { ReplyField } from '../reply.js';
import { errorSentence } from '../error-sentences.js';
import { roleWord } from '../format/role-words.js';
import { formatSpan, formatWhen } from '../format/time.js';
import { SPEC_LIMITS } from '../../api/request-budget.js';

const KEY_HEALTH = {
  ok: () => t('account-key-ok'),
  invalid: () => t('account-key-invalid'),
  suspended: () => t('account-key-suspended'),
} as const;

export const account = accountCommand({
  id: 'account',
  description: () => t('cmd-account'),
  ...commandArguments({}),
  role: 'viewer',
  writes: false,
  // The status page: it shows a refused key and a spent budget rather than being refused for them.
  marketplace: 'if-key-accepted',
  scopes: ['private', 'group'],
  async run(ctx) {
    const fields: ReplyField[] = [
      { label: t('account-account-label'), value: `${ctx.account.label} (${ctx.account.id.slice(0, 8)})` },
      { label: t('account-role-label'), value: roleWord(ctx.role), inline: true },
      {
        label: t('account-key-label'),
        value: t('account-key', { health: KEY_HEALTH[ctx.account.keyStatus](), fingerprint: ctx.account.keyFingerprint.slice(0, 8) }),
        inline: true,
      },
      {
        label: t('account-alerts-label'),
        value: ctx.account.alertsEnabled ? t('account-alerts-on') : t('account-alerts-off'),
        inline: true,
      },
    ];
    if (ctx.api !== null) fields.push(...(await budgetFields(ctx.api, ctx.now())));
    if (ctx.account.alertsEnabled) fields.push(await pollingField(ctx));
    fields.push(await instantSalesField(ctx));
    fields.push(...(await languageFields(ctx)));
    const others = await ctx.services.stores.identities.accountsOf(ctx.identityId);
    if (others.length > 1) fields.push({ label: t('account-others-label'), value: t('account-others', { count: others.length - 1 }) });
    return { title: t('account-title'), fields };
  },
});

/** A language as its own speakers name it (see `language`). */
function ownName(locale: string): string {
  return translate(locale, 'language-name');
}

/** The language Hawker answers this person in, and the one the shop's groups and channels get. */
async function languageFields(ctx: AccountContext): Promise<ReplyField[]> {
  const { languages } = ctx.services.stores;
  const [teamChoice, team] = await Promise.all([languages.teamChoice(ctx.account.id), languages.ofTeam(ctx.account.id)]);
  return [
    { label: t('account-language-label'), value: t('account-language', { language: ownName(currentLocale()) }), inline: true },
    {
      label: t('account-team-language-label'),
      value:
        teamChoice === null
          ? t('account-team-language-owner', { language: ownName(team) })
          : t('account-team-language', { language: ownName(team) }),
      inline: true,
    },
  ];
}

async function budgetFields(api: SellerApi, now: number): Promise<ReplyField[]> {
  const budget = await api.budget.remaining();
  const budgetLine = (state: { limit: number; remaining: number; nextSlotAt: Date | null }) =>
    state.remaining === 0 && state.nextSlotAt
      ? t('account-budget-next', { remaining: state.remaining, limit: state.limit, when: formatWhen(state.nextSlotAt.getTime(), now) })
      : t('account-budget', { remaining: state.remaining, limit: state.limit });
  return [
    { label: t('account-read-budget-label'), value: budgetLine(budget.reads), inline: true },
    { label: t('account-write-budget-label'), value: budgetLine(budget.writes), inline: true },
  ];
}

/** What the worker's polling of this shop spends of its read budget, at the shop's tier: the order poll's reads and the listing watch's two. */
async function pollingField(ctx: AccountContext): Promise<ReplyField> {
  const { fastMs, idleMs } = ctx.services.pollCadence;
  const tier = await ctx.services.stores.schedule.tier(ctx.account.id);
  const everyMs = tier === 'fast' ? fastMs : idleMs;
  const reads = MINUTE_MS / everyMs + (2 * MINUTE_MS) / idleMs;
  const limit = SPEC_LIMITS.readsPerWindow;
  const args = {
    every: interval(everyMs),
    fast: interval(fastMs),
    reads: oneDecimal(reads),
    share: oneDecimal((reads / limit) * 100),
    limit,
  };
  return { label: t('account-polling-label'), value: tier === 'fast' ? t('account-polling-fast', args) : t('account-polling-idle', args) };
}

const MINUTE_MS = 60_000;

function interval(ms: number): string {
  return ms < MINUTE_MS ? t('account-polling-seconds', { seconds: oneDecimal(ms / 1000) }) : formatSpan(ms);
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The jobs' counter when they have counted; otherwise what the order list shows now. */
async function instantSalesField(ctx: KeyAcceptedContext): Promise<ReplyField> {
  const label = t('account-instant-sales-label');
  const counted = await ctx.services.stores.instantSales.read(ctx.account.id);
  if (counted !== null) {
    return {
      label,
      value: t('account-instant-sales-last', { count: counted.count, when: formatWhen(counted.lastAt, ctx.now()) }),
    };
  }
  const { api } = ctx;
  if (api === null) return { label, value: t('account-instant-sales-unknown') };
  try {
    const [delivered, rows] = await Promise.all([api.orders.list('delivered'), api.listings.listMine()]);
    const instantIds = new Set(rows.offers.filter((row) => row.delivery_type === 'instant').map((row) => row.id));
    const instant = delivered.orders.filter((order) => order.offer_id && instantIds.has(order.offer_id)).length;
    return { label, value: t('account-instant-sales-of', { count: instant, delivered: delivered.orders.length }) };
  } catch (error) {
    return { label, value: errorSentence(error, ctx.now()) };
  }
}
