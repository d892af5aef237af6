import type { ListingCategory } from '../src/api/schemas/listing-category.js';
import type { DeliveryType, ManualDeliveryUnit } from '../src/api/schemas/listing.js';
import type { Allowlist } from './allowlist.js';
import type { BrandCategory, CatalogueBrand, CurrencyProduct } from './catalogue.js';
import type { SealedGoods } from './goods-vault.js';

export interface ApiKeyRecord {
  id: string;
  sellerId: string;
  /** sha256 of the key: the key itself is never kept. */
  hash: string;
  allowlist: Allowlist;
  revoked: boolean;
}

export interface Seller {
  id: string;
  suspended: boolean;
  keys: ApiKeyRecord[];
}

export interface StoredImage {
  id: string;
  sellerId: string;
  contentType: string;
  bytes: Buffer;
}

type UnitStatus = 'available' | 'reserved' | 'sold';

export interface Unit {
  id: string;
  status: UnitStatus;
  goods: SealedGoods;
}

type StoredListingStatus = 'draft' | 'active' | 'paused' | 'changes_requested' | 'sold' | 'archived';

export interface Listing {
  id: string;
  /** Creation order, for newest-first lists with a stable tie-break. */
  seq: number;
  sellerId: string;
  category: ListingCategory;
  brand: CatalogueBrand;
  brandCategory: BrandCategory;
  title: string;
  description: string;
  attributes: Record<string, unknown>;
  tags: string[];
  status: StoredListingStatus;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
  moderationReasonCode: string | null;
  moderationNote: string | null;
  manualDeliveryValue: number | null;
  manualDeliveryUnit: ManualDeliveryUnit | null;
  /** Set when removing the last available unit took an active listing off sale: a restock puts it back. */
  pausedForStock: boolean;
  /** Taken down by moderation outright: every call answers 404. */
  removed: boolean;
  price: number;
  images: string[];
  deliveryType: DeliveryType | null;
  deliveryMethod: string | null;
  deliveryInstructions: string | null;
  units: Unit[];
  product: CurrencyProduct | null;
  stockQuantity: number;
  /** Currency held by open orders: out of stock_quantity, back on cancellation. */
  reservedQuantity: number;
  minOrderQuantity: number;
}

type StoredOrderStatus = 'awaiting_delivery' | 'delivered' | 'cancelled';

export interface Order {
  id: string;
  seq: number;
  sellerId: string;
  listing: Listing;
  quantity: number;
  /** Null for an order placed `without_price`: the interface promises only an order's id, status and deadline. */
  price: number | null;
  status: StoredOrderStatus;
  createdAt: number;
  deadlineAt: number | null;
  deliveredAt: number | null;
  goods: SealedGoods[];
  /** What the buyer filled in for the listing's delivery method (player id, server...), by field key. */
  buyerFields: Record<string, string>;
}

/** Everything the sandbox knows, in memory; reset empties it (the catalogue stays). */
export class SandboxState {
  readonly sellers = new Map<string, Seller>();
  readonly keysByHash = new Map<string, ApiKeyRecord>();
  readonly images = new Map<string, StoredImage>();
  readonly listings = new Map<string, Listing>();
  readonly orders = new Map<string, Order>();
  readonly openOrders = new Set<Order>();
  /** The last seq handed out; kept with a saved state so later ids sort after it. */
  sequence = 0;

  nextSeq(): number {
    this.sequence += 1;
    return this.sequence;
  }

  listingsOf(sellerId: string): Listing[] {
    const own: Listing[] = [];
    for (const listing of this.listings.values()) {
      if (listing.sellerId === sellerId && !listing.removed) own.push(listing);
    }
    return own;
  }

  reset(): void {
    this.sellers.clear();
    this.keysByHash.clear();
    this.images.clear();
    this.listings.clear();
    this.orders.clear();
    this.openOrders.clear();
  }
}
