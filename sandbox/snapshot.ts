import { parseAllowlist } from './allowlist.js';
import type { CatalogueBrand } from './catalogue.js';
import type { SandboxCore } from './core.js';
import type { DemoSeller } from './demo-seed.js';
import type { SealedGoods } from './goods-vault.js';
import type { Listing, Order, Seller } from './state.js';

/** Raised whenever the saved shape changes: an older file is set aside rather than misread. */
export const SNAPSHOT_VERSION = 1;

interface SavedGoods {
  iv: string;
  tag: string;
  data: string;
}

type SavedListing = Omit<Listing, 'brand' | 'brandCategory' | 'product' | 'units'> & {
  brandId: string;
  brandCategoryId: string;
  productId: string | null;
  units: { id: string; status: Listing['units'][number]['status']; goods: SavedGoods }[];
};

type SavedOrder = Omit<Order, 'listing' | 'goods'> & { listingId: string; goods: SavedGoods[] };

/**
 * The sandbox's whole state as JSON: what `npm start` keeps in its data folder. Times are
 * absolute (ms since 1970), not read through the sandbox clock's offset, so a later start
 * reads them against its own clock. The goods stay sealed; the vault's key is kept beside them,
 * as the demo's goods are made-up codes and the file is the owner's alone.
 */
export interface SandboxSnapshot {
  version: number;
  baseUrl: string;
  sequence: number;
  vaultKey: string;
  catalogue: CatalogueBrand[];
  demoSellers: DemoSeller[];
  sellers: { id: string; suspended: boolean; keys: { id: string; hash: string; allowlist: string[]; revoked: boolean }[] }[];
  images: { id: string; sellerId: string; contentType: string; bytes: string }[];
  listings: SavedListing[];
  orders: SavedOrder[];
}

const saveGoods = (goods: SealedGoods): SavedGoods => ({
  iv: goods.iv.toString('base64'),
  tag: goods.tag.toString('base64'),
  data: goods.data.toString('base64'),
});

const loadGoods = (goods: SavedGoods): SealedGoods => ({
  iv: Buffer.from(goods.iv, 'base64'),
  tag: Buffer.from(goods.tag, 'base64'),
  data: Buffer.from(goods.data, 'base64'),
});

function saveListing(listing: Listing): SavedListing {
  const { brand, brandCategory, product, units, ...rest } = listing;
  return {
    ...rest,
    brandId: brand.id,
    brandCategoryId: brandCategory.id,
    productId: product?.id ?? null,
    units: units.map((unit) => ({ id: unit.id, status: unit.status, goods: saveGoods(unit.goods) })),
  };
}

export function takeSnapshot(core: SandboxCore, demoSellers: readonly DemoSeller[]): SandboxSnapshot {
  const { state } = core;
  return {
    version: SNAPSHOT_VERSION,
    baseUrl: core.baseUrl,
    sequence: state.sequence,
    vaultKey: core.vault.key.toString('base64'),
    catalogue: core.catalogue.brands,
    demoSellers: [...demoSellers],
    sellers: [...state.sellers.values()].map((seller) => ({
      id: seller.id,
      suspended: seller.suspended,
      keys: seller.keys.map((key) => ({ id: key.id, hash: key.hash, allowlist: [...key.allowlist.entries], revoked: key.revoked })),
    })),
    images: [...state.images.values()].map((image) => ({ ...image, bytes: image.bytes.toString('base64') })),
    listings: [...state.listings.values()].map(saveListing),
    orders: [...state.orders.values()].map(({ listing, goods, ...rest }) => ({
      ...rest,
      listingId: listing.id,
      goods: goods.map(saveGoods),
    })),
  };
}

class SnapshotMismatch extends Error {
  constructor(what: string) {
    super(`the saved sandbox state does not fit this version: ${what}`);
  }
}

function restoreSeller(saved: SandboxSnapshot['sellers'][number]): Seller {
  return {
    id: saved.id,
    suspended: saved.suspended,
    keys: saved.keys.map((key) => {
      const allowlist = parseAllowlist(key.allowlist);
      if (!allowlist) throw new SnapshotMismatch(`allowlist of key ${key.id}`);
      return { id: key.id, sellerId: saved.id, hash: key.hash, allowlist, revoked: key.revoked };
    }),
  };
}

/** Image addresses name the sandbox's port, which may differ from the last run's. */
function movedImage(url: string, from: string, to: string): string {
  return url.startsWith(`${from}/_images/`) ? `${to}${url.slice(from.length)}` : url;
}

function restoreListing(core: SandboxCore, saved: SavedListing, fromBaseUrl: string): Listing {
  const { brandId, brandCategoryId, productId, units, ...rest } = saved;
  const brand = core.catalogue.brand(brandId);
  const brandCategory = brand?.categories.find((category) => category.id === brandCategoryId);
  if (!brand || !brandCategory) throw new SnapshotMismatch(`brand of listing ${saved.id}`);
  const product = productId === null ? null : (brandCategory.products.find((candidate) => candidate.id === productId) ?? null);
  if (productId !== null && !product) throw new SnapshotMismatch(`product of listing ${saved.id}`);
  return {
    ...rest,
    brand,
    brandCategory,
    product,
    images: rest.images.map((url) => movedImage(url, fromBaseUrl, core.baseUrl)),
    units: units.map((unit) => ({ id: unit.id, status: unit.status, goods: loadGoods(unit.goods) })),
  };
}

/**
 * Fills an empty sandbox (whose catalogue and vault key were made from the snapshot) with its
 * sellers, images, listings and orders. Throws when the snapshot does not fit this version.
 */
export function restoreSnapshot(core: SandboxCore, snapshot: SandboxSnapshot): void {
  const { state } = core;
  for (const saved of snapshot.sellers) {
    const seller = restoreSeller(saved);
    state.sellers.set(seller.id, seller);
    for (const key of seller.keys) state.keysByHash.set(key.hash, key);
  }
  for (const image of snapshot.images) state.images.set(image.id, { ...image, bytes: Buffer.from(image.bytes, 'base64') });
  for (const saved of snapshot.listings) state.listings.set(saved.id, restoreListing(core, saved, snapshot.baseUrl));
  for (const saved of snapshot.orders) {
    const { listingId, goods, ...rest } = saved;
    const listing = state.listings.get(listingId);
    if (!listing) throw new SnapshotMismatch(`listing of order ${saved.id}`);
    const order: Order = { ...rest, listing, goods: goods.map(loadGoods) };
    state.orders.set(order.id, order);
    if (order.status === 'awaiting_delivery') state.openOrders.add(order);
  }
  state.sequence = snapshot.sequence;
}
