import type { ListingCategory } from '../src/api/schemas/listing-category.js';
import { MODERATION_REASON_CODES } from '../src/api/schemas/listing.js';
import { badRequest, conflict, notFound } from './api-error.js';
import type { Catalogue } from './catalogue.js';
import type { SandboxClock } from './clock.js';
import type { GoodsVault } from './goods-vault.js';
import {
  asBody,
  LIMITS,
  readAttributes,
  readCount,
  readDeliveryInstructions,
  readDeliveryMethod,
  readDeliveryType,
  readDescription,
  readImages,
  readManualDelivery,
  readPrice,
  readTags,
  readTitle,
  readUnits,
  type Body,
} from './listing-input.js';
import type { Random } from './random.js';
import type { Listing, SandboxState, Unit } from './state.js';
import { availableUnits } from './views.js';

export interface ListingDeps {
  state: SandboxState;
  catalogue: Catalogue;
  clock: SandboxClock;
  random: Random;
  vault: GoodsVault;
  baseUrl: () => string;
}

/** Per category: does it carry a delivery method, instructions, a mandatory gallery, manual delivery. */
const RULES: Record<
  Exclude<ListingCategory, 'currency'>,
  { method: boolean; instructions: boolean; pictures: boolean; manual: boolean; codes: boolean }
> = {
  account: { method: false, instructions: false, pictures: true, manual: true, codes: false },
  top_up: { method: true, instructions: true, pictures: false, manual: true, codes: true },
  gift_card: { method: true, instructions: false, pictures: true, manual: false, codes: false },
};

const present = (value: unknown): boolean => value !== undefined && value !== null;

export class Listings {
  constructor(private readonly deps: ListingDeps) {}

  /** The caller's own listing of that category; anything else (missing, another seller's, taken down) is 404. */
  own(sellerId: string, category: ListingCategory, id: string): Listing {
    const listing = this.deps.state.listings.get(id);
    if (!listing || listing.removed || listing.sellerId !== sellerId || listing.category !== category) throw notFound();
    return listing;
  }

  create(sellerId: string, category: ListingCategory, rawBody: unknown, singular: boolean): Listing {
    const body = asBody(rawBody);
    const brandSlug = singular ? body.game : body.brand;
    const brand = typeof brandSlug === 'string' ? this.deps.catalogue.brand(brandSlug) : undefined;
    const brandCategory = brand && brand.slug === brandSlug ? this.deps.catalogue.brandCategory(brand, category) : undefined;
    if (!brand || !brandCategory) throw badRequest('unknown_brand');
    const now = this.deps.clock.now();
    const base = {
      id: this.deps.random.uuid(),
      seq: this.deps.state.nextSeq(),
      sellerId,
      category,
      brand,
      brandCategory,
      title: readTitle(body.title),
      description: readDescription(body.description),
      status: 'draft' as const,
      createdAt: now,
      updatedAt: now,
      publishedAt: null,
      moderationReasonCode: null,
      moderationNote: null,
      pausedForStock: false,
      removed: false,
    };
    const listing = category === 'currency' ? this.currencyFields(base, body) : this.fixedPriceFields(base, category, body, sellerId);
    this.deps.state.listings.set(listing.id, listing);
    return listing;
  }

  private currencyFields(base: Omit<Listing, CategoryField>, body: Body): Listing {
    const pricePerUnit = readPrice(body.price_per_unit);
    const product = base.brandCategory.products.find((p) => p.id === body.product_id);
    if (!product) throw badRequest('unknown_product');
    const stockQuantity = readCount(body.stock_quantity ?? 0, 0, 'invalid_quantity');
    const minOrderQuantity = readCount(body.min_order_quantity ?? 1, 1, 'invalid_quantity');
    const deliveryMethod = readDeliveryMethod(body.delivery_method, false);
    const deliveryInstructions = readDeliveryInstructions(body.delivery_instructions);
    if (deliveryInstructions === null) throw badRequest('delivery_instructions_required');
    const tags = readTags(body.tags);
    const attributes = readAttributes(body.attributes, base.brandCategory.schema.attributes);
    const manual = readManualDelivery(body, true);
    return {
      ...base,
      attributes,
      tags,
      manualDeliveryValue: manual.value,
      manualDeliveryUnit: manual.unit,
      price: pricePerUnit,
      images: [],
      deliveryType: null,
      deliveryMethod,
      deliveryInstructions,
      units: [],
      product,
      stockQuantity,
      reservedQuantity: 0,
      minOrderQuantity,
    };
  }

  private fixedPriceFields(
    base: Omit<Listing, CategoryField>,
    category: Exclude<ListingCategory, 'currency'>,
    body: Body,
    sellerId: string,
  ): Listing {
    const rules = RULES[category];
    const price = readPrice(body.price);
    const deliveryType = category === 'gift_card' && !present(body.delivery_type) ? 'instant' : readDeliveryType(body.delivery_type);
    if (category === 'gift_card' && deliveryType !== 'instant') throw badRequest('gift_card_must_be_instant');
    const instant = deliveryType === 'instant';
    const rawUnits = readUnits(body.units, rules.codes);
    if (!instant && rawUnits.length > 0) throw badRequest('invalid_units');
    let deliveryMethod: string | null = null;
    let deliveryInstructions: string | null = null;
    if (rules.method) {
      if (rawUnits.length > LIMITS.bulkUnits && !present(body.delivery_method)) throw badRequest('bulk_fields_required');
      deliveryMethod = readDeliveryMethod(body.delivery_method, instant);
    }
    if (rules.instructions) {
      deliveryInstructions = readDeliveryInstructions(body.delivery_instructions);
      if (!instant && deliveryInstructions === null) throw badRequest('delivery_instructions_required');
    }
    const images =
      present(body.images) || rules.pictures
        ? readImages(body.images, { baseUrl: this.deps.baseUrl(), state: this.deps.state, sellerId, allowEmpty: false })
        : [];
    const tags = readTags(body.tags);
    const attributes = readAttributes(body.attributes, base.brandCategory.schema.attributes);
    const manual = readManualDelivery(body, !instant);
    return {
      ...base,
      attributes,
      tags,
      manualDeliveryValue: manual.value,
      manualDeliveryUnit: manual.unit,
      price,
      images,
      deliveryType,
      deliveryMethod,
      deliveryInstructions,
      units: this.sealUnits(rawUnits),
      product: null,
      stockQuantity: 0,
      reservedQuantity: 0,
      minOrderQuantity: 1,
    };
  }

  private sealUnits(goods: Record<string, unknown>[]): Unit[] {
    return goods.map((item) => ({ id: this.deps.random.uuid(), status: 'available', goods: this.deps.vault.seal(item) }));
  }

  private editable(listing: Listing): void {
    if (listing.status === 'archived') throw conflict('listing_archived');
  }

  private touched(listing: Listing): Listing {
    listing.updatedAt = this.deps.clock.now();
    return listing;
  }

  /** Absent fields stay; the ones sent replace what was there. Nothing is changed unless all of it is valid. */
  patch(listing: Listing, rawBody: unknown): Listing {
    this.editable(listing);
    const body = asBody(rawBody);
    const next: Listing = { ...listing };
    if (body.title !== undefined) next.title = readTitle(body.title);
    if (body.description !== undefined) next.description = readDescription(body.description);
    if (body.tags !== undefined) next.tags = readTags(body.tags);
    if (body.attributes !== undefined) next.attributes = readAttributes(body.attributes, listing.brandCategory.schema.attributes);
    if (listing.category === 'currency') this.patchCurrency(next, body);
    else this.patchFixedPrice(next, listing.category, body);
    if (listing.status === 'changes_requested') next.status = 'draft';
    Object.assign(listing, next);
    return this.touched(listing);
  }

  private patchCurrency(next: Listing, body: Body): void {
    if (body.price_per_unit !== undefined) next.price = readPrice(body.price_per_unit);
    if (body.stock_quantity !== undefined) next.stockQuantity = readCount(body.stock_quantity, 0, 'invalid_quantity');
    if (body.min_order_quantity !== undefined) next.minOrderQuantity = readCount(body.min_order_quantity, 1, 'invalid_quantity');
    if (body.delivery_method !== undefined) next.deliveryMethod = readDeliveryMethod(body.delivery_method, false);
    if (body.delivery_instructions !== undefined) {
      next.deliveryInstructions = readDeliveryInstructions(body.delivery_instructions);
      if (next.deliveryInstructions === null) throw badRequest('delivery_instructions_required');
    }
    this.patchManualDelivery(next, body, true);
  }

  private patchFixedPrice(next: Listing, category: Exclude<ListingCategory, 'currency'>, body: Body): void {
    const rules = RULES[category];
    if (body.price !== undefined) next.price = readPrice(body.price);
    if (body.images !== undefined) {
      next.images = readImages(body.images, {
        baseUrl: this.deps.baseUrl(),
        state: this.deps.state,
        sellerId: next.sellerId,
        allowEmpty: !rules.pictures,
      });
    }
    const switched = body.delivery_type !== undefined && readDeliveryType(body.delivery_type) !== next.deliveryType;
    if (switched) {
      next.deliveryType = readDeliveryType(body.delivery_type);
      if (category === 'gift_card' && next.deliveryType !== 'instant') throw badRequest('gift_card_must_be_instant');
    }
    const instant = next.deliveryType === 'instant';
    if (rules.method && (body.delivery_method !== undefined || switched)) {
      next.deliveryMethod = readDeliveryMethod(body.delivery_method !== undefined ? body.delivery_method : next.deliveryMethod, instant);
    }
    if (rules.instructions) {
      if (body.delivery_instructions !== undefined) next.deliveryInstructions = readDeliveryInstructions(body.delivery_instructions);
      if (!instant && next.deliveryInstructions === null) throw badRequest('delivery_instructions_required');
    }
    if (switched) {
      // The spec: changing delivery_type replaces the unit pool; a manual listing has none.
      next.units = instant ? this.sealUnits(readUnits(body.units, rules.codes)) : [];
      next.manualDeliveryValue = null;
      next.manualDeliveryUnit = null;
    }
    if (rules.manual) this.patchManualDelivery(next, body, !instant);
  }

  private patchManualDelivery(next: Listing, body: Body, manual: boolean): void {
    const merged = {
      manual_delivery_value: body.manual_delivery_value !== undefined ? body.manual_delivery_value : next.manualDeliveryValue,
      manual_delivery_unit: body.manual_delivery_unit !== undefined ? body.manual_delivery_unit : next.manualDeliveryUnit,
    };
    const manualDelivery = readManualDelivery(merged, manual);
    next.manualDeliveryValue = manualDelivery.value;
    next.manualDeliveryUnit = manualDelivery.unit;
  }

  archive(listing: Listing): Listing {
    listing.status = 'archived';
    listing.pausedForStock = false;
    return this.touched(listing);
  }

  publish(listing: Listing): Listing {
    if (listing.status !== 'draft' && listing.status !== 'sold') throw conflict('invalid_status_transition');
    listing.status = 'active';
    listing.pausedForStock = false;
    listing.publishedAt ??= this.deps.clock.now();
    listing.moderationReasonCode = null;
    listing.moderationNote = null;
    return this.touched(listing);
  }

  unpublish(listing: Listing): Listing {
    if (listing.status !== 'active' && listing.status !== 'paused') throw conflict('invalid_status_transition');
    listing.status = 'draft';
    listing.pausedForStock = false;
    return this.touched(listing);
  }

  pause(listing: Listing): Listing {
    if (listing.status !== 'active') throw conflict('invalid_status_transition');
    listing.status = 'paused';
    listing.pausedForStock = false;
    return this.touched(listing);
  }

  unpause(listing: Listing): Listing {
    if (listing.status !== 'paused') throw conflict('invalid_status_transition');
    listing.status = 'active';
    listing.pausedForStock = false;
    return this.touched(listing);
  }

  addUnits(listing: Listing, rawBody: unknown): Unit[] {
    this.editable(listing);
    if (listing.deliveryType !== 'instant') throw conflict('not_instant_delivery');
    const goods = readUnits(asBody(rawBody).units, RULES[listing.category as Exclude<ListingCategory, 'currency'>].codes);
    if (goods.length === 0) throw badRequest('invalid_units');
    const units = this.sealUnits(goods);
    listing.units.push(...units);
    if (listing.status === 'paused' && listing.pausedForStock) {
      listing.status = 'active';
      listing.pausedForStock = false;
    }
    this.touched(listing);
    return units;
  }

  removeUnit(listing: Listing, unitId: string): void {
    this.editable(listing);
    const index = listing.units.findIndex((unit) => unit.id === unitId && unit.status !== 'sold');
    const unit = listing.units[index];
    if (!unit) throw notFound();
    if (unit.status !== 'available') throw conflict('unit_not_available');
    listing.units.splice(index, 1);
    if (listing.status === 'active' && availableUnits(listing) === 0) {
      listing.status = 'paused';
      listing.pausedForStock = true;
    }
    this.touched(listing);
  }

  /** Control interface: moderation sends a live listing back, or takes it down for good. */
  moderate(id: string, rawBody: unknown): Listing | null {
    const listing = this.deps.state.listings.get(id);
    if (!listing || listing.removed) throw notFound();
    const body = asBody(rawBody);
    if (body.action === 'remove') {
      listing.removed = true;
      return null;
    }
    if (body.action !== 'changes_requested') throw badRequest('invalid_request');
    const reason = body.reason_code ?? 'other';
    if (typeof reason !== 'string' || !(MODERATION_REASON_CODES as readonly string[]).includes(reason)) throw badRequest('invalid_request');
    if (body.note !== undefined && body.note !== null && typeof body.note !== 'string') throw badRequest('invalid_request');
    if (listing.status !== 'active' && listing.status !== 'paused') throw conflict('invalid_status_transition');
    listing.status = 'changes_requested';
    listing.pausedForStock = false;
    listing.moderationReasonCode = reason;
    listing.moderationNote = typeof body.note === 'string' ? body.note : null;
    return this.touched(listing);
  }
}

type CategoryField =
  | 'attributes'
  | 'tags'
  | 'manualDeliveryValue'
  | 'manualDeliveryUnit'
  | 'price'
  | 'images'
  | 'deliveryType'
  | 'deliveryMethod'
  | 'deliveryInstructions'
  | 'units'
  | 'product'
  | 'stockQuantity'
  | 'reservedQuantity'
  | 'minOrderQuantity';
