import type { SellerApi } from '../../api/seller-api.js';
import { commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import type { ReplyField } from '../reply.js';
import { errorSentence } from '../error-sentences.js';
import { countOf } from '../format/plural.js';
import { formatWhen } from '../format/time.js';

const KEY_HEALTH = {
  ok: 'working',
  invalid: 'refused by the marketplace: the owner must `connect` a new key',
  suspended: 'the seller account is suspended',
} as const;

export const account = accountCommand({
  id: 'account',
  description: 'Which seller account you act on, key health, what is left of the rate budgets, instant sales',
  ...commandArguments({}),
  role: 'viewer',
  writes: false,
  usesMarketplace: false,
  scopes: ['private', 'group'],
  async run(ctx) {
    const fields: ReplyField[] = [
      { label: 'Account', value: `${ctx.account.label} (${ctx.account.id.slice(0, 8)})` },
      { label: 'Your role', value: ctx.role, inline: true },
      { label: 'Key', value: `${KEY_HEALTH[ctx.account.keyStatus]} · fingerprint ${ctx.account.keyFingerprint.slice(0, 8)}`, inline: true },
      { label: 'Alerts', value: ctx.account.alertsEnabled ? 'on' : 'off', inline: true },
    ];
    if (ctx.account.keyStatus !== 'invalid') fields.push(...(await budgetFields(ctx.api, ctx.now())));
    fields.push(await instantSalesField(ctx));
    const others = await ctx.services.stores.identities.accountsOf(ctx.identityId);
    if (others.length > 1) fields.push({ label: 'Other accounts', value: `${others.length - 1} more: \`switch\` to change` });
    return { title: 'Seller account', fields };
  },
});

async function budgetFields(api: SellerApi, now: number): Promise<ReplyField[]> {
  const budget = await api.budget.remaining();
  const budgetLine = (state: { limit: number; remaining: number; nextSlotAt: Date | null }) =>
    `${state.remaining} of ${state.limit} left this minute${state.remaining === 0 && state.nextSlotAt ? `, next ${formatWhen(state.nextSlotAt.getTime(), now)}` : ''}`;
  return [
    { label: 'Read budget', value: budgetLine(budget.reads), inline: true },
    { label: 'Write budget', value: budgetLine(budget.writes), inline: true },
  ];
}

/** The jobs' counter when they have counted; otherwise what the order list shows now. */
async function instantSalesField(ctx: AccountContext): Promise<ReplyField> {
  const counted = await ctx.services.stores.sales.instantSales(ctx.account.id);
  if (counted !== null) {
    return {
      label: 'Instant sales',
      value: `${counted.count} delivered automatically from stock${counted.lastAt === null ? '' : `, last ${formatWhen(counted.lastAt, ctx.now())}`}`,
    };
  }
  if (ctx.account.keyStatus === 'invalid') return { label: 'Instant sales', value: 'unknown while the key is refused' };
  try {
    const [delivered, rows] = await Promise.all([ctx.api.orders.list('delivered'), ctx.api.listings.listMine()]);
    const instantIds = new Set(rows.offers.filter((row) => row.delivery_type === 'instant').map((row) => row.id));
    const instant = delivered.orders.filter((order) => order.offer_id && instantIds.has(order.offer_id)).length;
    return {
      label: 'Instant sales',
      value: `${instant} delivered automatically from stock (of ${countOf(delivered.orders.length, 'delivered order')})`,
    };
  } catch (error) {
    return { label: 'Instant sales', value: errorSentence(error, ctx.now()) };
  }
}
