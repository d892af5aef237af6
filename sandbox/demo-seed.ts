import type { ListingCategory } from '../src/api/schemas/listing-category.js';
import type { SandboxCore } from './core.js';
import type { Listing } from './state.js';

// A 1x1 transparent PNG: the demo gallery only needs real, uploadable bytes.
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export interface DemoSeller {
  id: string;
  apiKey: string;
}

/**
 * The demo seller `npm run sandbox` prints: listings of every category in several
 * statuses (draft, active, paused, changes_requested, sold, archived) and an order
 * waiting for delivery, built through the same services the HTTP calls use.
 */
export function seedDemoSeller(core: SandboxCore, apiKey?: string): DemoSeller {
  const { seller, apiKey: key } = core.accounts.createSeller([], apiKey);
  const shop = demoShop(core, seller.id);
  // In this order: with a seeded random (`createRandom(seed)`), listing, image and order ids are the same on every run.
  seedAccounts(shop);
  seedTopUps(shop);
  seedGiftCards(shop);
  seedCurrency(shop);
  const archived = shop.create('top_up', {
    brand: 'dune-riders',
    title: 'Dune Riders spice pack (old)',
    price: 499,
    delivery_type: 'instant',
    delivery_method: 'activation_code',
    delivery_instructions: 'Redeem the code in the Dune Riders store.',
    attributes: { region: 'na' },
  });
  core.listings.archive(archived);
  return { id: seller.id, apiKey: key };
}

/** The demo seller's side of the sandbox: a new listing (a draft) and a new gallery image. */
interface DemoShop {
  core: SandboxCore;
  image: () => string;
  create: (category: ListingCategory, body: Record<string, unknown>) => Listing;
}

function demoShop(core: SandboxCore, sellerId: string): DemoShop {
  return {
    core,
    image: () => {
      const id = core.random.uuid();
      core.state.images.set(id, { id, sellerId, contentType: 'image/png', bytes: PIXEL_PNG });
      return `${core.baseUrl}/_images/${id}`;
    },
    create: (category, body) => core.listings.create(sellerId, category, body, false),
  };
}

/**
 * The demo's second shop, another seller the same person runs: a few listings of other games,
 * so that `switch` has somewhere to go and `listings clone` something to copy either way.
 */
export function seedSecondDemoSeller(core: SandboxCore, apiKey?: string): DemoSeller {
  const { seller, apiKey: key } = core.accounts.createSeller([], apiKey);
  const { image, create } = demoShop(core, seller.id);
  const account = create('account', {
    brand: 'arcane-tactics',
    title: 'Arcane Tactics level 60 EU account',
    price: 3499,
    delivery_type: 'manual',
    images: [image()],
    attributes: { region: 'eu', level: 60 },
    manual_delivery_value: 3,
    manual_delivery_unit: 'hours',
  });
  core.listings.publish(account);
  const shards = core.catalogue.brand('arcane-tactics')?.categories.find((c) => c.category === 'currency')?.products[0]?.id;
  const currency = create('currency', {
    brand: 'arcane-tactics',
    product_id: shards,
    title: 'Mana shards, trade on Asia servers',
    price_per_unit: 45,
    stock_quantity: 800,
    min_order_quantity: 10,
    delivery_method: 'in_game_trade',
    delivery_instructions: 'Meet me at the guild hall; give your character name.',
    attributes: { server: 'asia-1' },
    manual_delivery_value: 1,
    manual_delivery_unit: 'hours',
  });
  core.listings.publish(currency);
  const giftCard = create('gift_card', {
    brand: 'pixel-raiders',
    title: 'Pixel Raiders $10 gift card',
    price: 940,
    delivery_method: 'activation_code',
    images: [image()],
    attributes: { denomination: '10' },
    units: codes('PIXEL10', 4),
  });
  core.listings.publish(giftCard);
  return { id: seller.id, apiKey: key };
}

function codes(prefix: string, count: number): { code: string }[] {
  return Array.from({ length: count }, (_, i) => ({ code: `${prefix}-${1000 + i}` }));
}

/** One instant account on sale, one manual account left a draft. */
function seedAccounts({ core, image, create }: DemoShop): void {
  const accountLive = create('account', {
    brand: 'starfall-odyssey',
    title: 'Level 80 EU account, platinum rank',
    description: 'Full access, original e-mail included.',
    price: 4999,
    delivery_type: 'instant',
    images: [image(), image()],
    tags: ['Rare skins', 'EU'],
    attributes: { region: 'eu', level: 80, rank: 'platinum' },
    units: [
      { login: 'demo-login-1', password: 'demo-password-1' },
      { login: 'demo-login-2', password: 'demo-password-2' },
    ],
  });
  core.listings.publish(accountLive);
  create('account', {
    brand: 'mythic-legends',
    title: 'Fresh NA starter account',
    price: 899,
    delivery_type: 'manual',
    images: [image()],
    attributes: { region: 'na', level: 12 },
    manual_delivery_value: 2,
    manual_delivery_unit: 'hours',
  });
}

/** An instant top-up, and a manual one with an order waiting for delivery. */
function seedTopUps({ core, create }: DemoShop): void {
  const topUpInstant = create('top_up', {
    brand: 'neon-drift',
    title: '1000 Neon credits code',
    price: 999,
    delivery_type: 'instant',
    delivery_method: 'activation_code',
    delivery_instructions: 'Redeem the code in the Neon Drift shop.',
    tags: ['instant'],
    attributes: { region: 'eu', amount: 1000 },
    units: codes('NEON', 5),
  });
  core.listings.publish(topUpInstant);
  const topUpManual = create('top_up', {
    brand: 'starfall-odyssey',
    title: 'Starfall crystals by player id',
    price: 1499,
    delivery_type: 'manual',
    delivery_method: 'player_id',
    delivery_instructions: 'Send your player id and server; I top up within the hour.',
    attributes: { region: 'asia' },
    manual_delivery_value: 1,
    manual_delivery_unit: 'hours',
  });
  core.listings.publish(topUpManual);
  core.orders.place(topUpManual.id, 2);
}

/** Gift cards on sale, paused, and sold out by an order. */
function seedGiftCards({ core, image, create }: DemoShop): void {
  const giftLive = create('gift_card', {
    brand: 'pixel-raiders',
    title: 'Pixel Raiders $25 gift card',
    price: 2350,
    delivery_method: 'activation_code',
    images: [image()],
    attributes: { denomination: '25' },
    units: codes('PIXEL25', 3),
  });
  core.listings.publish(giftLive);
  const giftPaused = create('gift_card', {
    brand: 'neon-drift',
    title: 'Neon Drift $10 gift card',
    price: 950,
    delivery_method: 'activation_code',
    images: [image()],
    attributes: { denomination: '10', region: 'na' },
    units: codes('NEON10', 1),
  });
  core.listings.publish(giftPaused);
  core.listings.pause(giftPaused);
  const giftSold = create('gift_card', {
    brand: 'starfall-odyssey',
    title: 'Starfall Odyssey $50 gift card',
    price: 4700,
    delivery_method: 'activation_code',
    images: [image()],
    attributes: { denomination: '50' },
    units: codes('STAR50', 1),
  });
  core.listings.publish(giftSold);
  core.orders.place(giftSold.id, 1);
}

/** Currency on sale, and currency the marketplace asked changes to. */
function seedCurrency({ core, create }: DemoShop): void {
  const gold = core.catalogue.brand('starfall-odyssey')?.categories.find((c) => c.category === 'currency')?.products[0]?.id;
  const currencyLive = create('currency', {
    brand: 'starfall-odyssey',
    product_id: gold,
    title: 'Stardust, fast trade on EU servers',
    price_per_unit: 120,
    stock_quantity: 500,
    min_order_quantity: 5,
    delivery_method: 'in_game_trade',
    delivery_instructions: 'Meet me at the Eastern market; give your character name.',
    attributes: { server: 'eu-1' },
    manual_delivery_value: 30,
    manual_delivery_unit: 'minutes',
  });
  core.listings.publish(currencyLive);
  const currencyFlagged = create('currency', {
    brand: 'starfall-odyssey',
    product_id: gold,
    title: 'Cheapest stardust on NA',
    price_per_unit: 90,
    stock_quantity: 200,
    delivery_method: 'in_game_trade',
    delivery_instructions: 'Trade in the capital.',
    attributes: { server: 'na-1' },
    manual_delivery_value: 1,
    manual_delivery_unit: 'days',
  });
  core.listings.publish(currencyFlagged);
  core.listings.moderate(currencyFlagged.id, {
    action: 'changes_requested',
    reason_code: 'invalid_price',
    note: 'The price looks like a typo.',
  });
}
