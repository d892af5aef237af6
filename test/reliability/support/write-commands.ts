import type { Stack } from './stack.js';

/**
 * A complete, valid invocation of every command that changes something, against the
 * demo seller's listings: what a person with the right role could run as typed.
 * The roles suite checks this covers every non-viewer command of the registry.
 */
export function writeCommandTexts(stack: Stack): Record<string, string> {
  const topUp = stack.listingId('1000 Neon credits code');
  const giftCard = stack.listingId('Pixel Raiders $25 gift card');
  const draft = stack.listingId('Fresh NA starter account');
  const currency = stack.listingId('Stardust, fast trade on EU servers');
  const manualOrder = [...stack.sandbox.core.state.orders.values()].find((order) => order.status === 'awaiting_delivery')?.id ?? '00000000';
  return {
    deliver: `/deliver ${manualOrder} ROLE-TEST-CODE`,
    take: `/take ${manualOrder}`,
    restock: `/restock ${topUp} ROLE-TEST-RESTOCK`,
    notify: '/notify on',
    price: `/price ${currency} 0.50`,
    cost: `/cost ${topUp} 1.00`,
    edit: `/edit ${topUp} title Hijacked title of a listing`,
    publish: `/publish ${draft}`,
    unpublish: `/unpublish ${topUp}`,
    pause: `/pause ${giftCard}`,
    unpause: `/unpause ${giftCard}`,
    archive: `/archive ${topUp}`,
    create: '/create',
    alerts: '/alerts off',
    away: '/away now',
    back: '/back',
    team: '/team invite manager',
    api: '/api token create owner role-test',
    webhooks: '/webhooks add https://hooks.example.com/role-test',
    disconnect: '/disconnect',
  };
}

/**
 * The write verbs of `listings`, which a viewer may run otherwise (it shows and exports):
 * each as typed, keyed `<command> <verb>`. The roles suite checks this covers every one.
 */
export function writeVerbTexts(): Record<string, string> {
  return {
    'listings import': '/listings import',
    'listings clone': '/listings clone role-test-shop status=active',
  };
}
