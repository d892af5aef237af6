import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import type { RequestCore } from '../request-core.js';
import { pluralPath, searchParams, segment, singularPath, validate } from '../request-input.js';
import { parseOwnListings, parseShape, unwrapListing } from '../response-shapes.js';
import type { ListingCategory } from '../schemas/listing-category.js';
import { accountListing, currencyListing, giftCardListing, topUpListing } from '../schemas/listing.js';
import {
  accountCreate,
  currencyCreate,
  currencyPatch,
  giftCardCreate,
  ownListingQuery,
  topUpCreate,
  topUpPatch,
  type AccountCreate,
  type CurrencyCreate,
  type CurrencyPatch,
  type GiftCardCreate,
  type OwnListingQuery,
  type TopUpCreate,
  type TopUpPatch,
} from '../schemas/requests.js';
import type { CallOptions, CreateOptions, ListingByCategory, ListingsApi, OwnListingList } from '../seller-api.js';

const LISTING_SCHEMAS: { [C in ListingCategory]: z.ZodType<ListingByCategory[C]> } = {
  account: accountListing,
  top_up: topUpListing,
  gift_card: giftCardListing,
  currency: currencyListing,
};

/** Categories the spec gives a read-by-id path, used when an action answers with no body. */
const READ_BY_ID: Partial<Record<ListingCategory, true>> = { account: true, currency: true };

/** The seller's own listings: create, read, list, edit, delete, and the status actions. */
export class ListingsResource implements ListingsApi {
  constructor(private readonly core: RequestCore) {}

  async createAccount(input: AccountCreate, options?: CallOptions) {
    return this.create('account', validate(accountCreate, input), options);
  }

  async createTopUp(input: TopUpCreate, options?: CreateOptions) {
    return this.create('top_up', validate(topUpCreate, input), options);
  }

  async createGiftCard(input: GiftCardCreate, options?: CreateOptions) {
    return this.create('gift_card', validate(giftCardCreate, input), options);
  }

  async createCurrency(input: CurrencyCreate, options?: CallOptions) {
    return this.create('currency', validate(currencyCreate, input), options);
  }

  async getAccount(id: string, options?: CallOptions) {
    return this.getById('account', id, options);
  }

  async getCurrency(id: string, options?: CallOptions) {
    return this.getById('currency', id, options);
  }

  async listMine(query?: OwnListingQuery, options?: CallOptions) {
    return this.ownListings('/v1/offers/my', query, options);
  }

  async listMyAccounts(query?: OwnListingQuery, options?: CallOptions) {
    return this.ownListings('/v1/offers/accounts/my', query, options);
  }

  async listMyTopUps(query?: OwnListingQuery, options?: CallOptions) {
    return this.ownListings('/v1/offers/top-up/my', query, options);
  }

  async updateTopUp(id: string, patch: TopUpPatch, options?: CallOptions) {
    return this.listingCall('top_up', id, 'PATCH', `/v1/offers/top-ups/${segment(id)}`, validate(topUpPatch, patch), options);
  }

  async updateCurrency(id: string, patch: CurrencyPatch, options?: CallOptions) {
    return this.listingCall('currency', id, 'PATCH', `/v1/offers/currency/${segment(id)}`, validate(currencyPatch, patch), options);
  }

  async delete<C extends ListingCategory>(category: C, id: string, options?: CallOptions) {
    return this.listingCall(category, id, 'DELETE', `${pluralPath(category)}/${segment(id)}`, undefined, options);
  }

  async publish<C extends ListingCategory>(category: C, id: string, options?: CallOptions) {
    return this.listingCall(category, id, 'POST', `${pluralPath(category)}/${segment(id)}/publish`, undefined, options);
  }

  async unpublish<C extends ListingCategory>(category: C, id: string, options?: CallOptions) {
    return this.listingCall(category, id, 'POST', `${pluralPath(category)}/${segment(id)}/unpublish`, undefined, options);
  }

  async pause<C extends 'top_up' | 'gift_card'>(category: C, id: string, options?: CallOptions) {
    return this.listingCall(category, id, 'POST', `${singularPath(category)}/${segment(id)}/pause`, undefined, options);
  }

  async unpause(category: 'gift_card', id: string, options?: CallOptions) {
    return this.listingCall(category, id, 'POST', `${singularPath(category)}/${segment(id)}/unpause`, undefined, options);
  }

  private async create<C extends ListingCategory>(
    category: C,
    input: Record<string, unknown>,
    options: CreateOptions | undefined,
  ): Promise<ListingByCategory[C] | null> {
    let path = pluralPath(category);
    let json = input;
    if (options?.pathForm === 'singular') {
      path = singularPath(category);
      const { brand, ...rest } = input;
      json = { ...rest, game: brand };
    }
    const answer = await this.core.send({ kind: 'write', method: 'POST', path, json, auth: true, options });
    if (answer.body === null) return null;
    return parseShape(LISTING_SCHEMAS[category], unwrapListing(answer.body), { method: 'POST', path });
  }

  private async getById<C extends 'account' | 'currency'>(category: C, id: string, options: CallOptions | undefined) {
    const path = `${pluralPath(category)}/${segment(id)}`;
    const answer = await this.core.send({ kind: 'read', method: 'GET', path, auth: true, options });
    return parseShape(LISTING_SCHEMAS[category], unwrapListing(answer.body), { method: 'GET', path });
  }

  /** An edit or action on one listing; a 2xx with no body is re-read where the spec has a read path. */
  private async listingCall<C extends ListingCategory>(
    category: C,
    id: string,
    method: Dispatcher.HttpMethod,
    path: string,
    json: unknown,
    options: CallOptions | undefined,
  ): Promise<ListingByCategory[C] | null> {
    const answer = await this.core.send({ kind: 'write', method, path, json, auth: true, offerId: id, options });
    if (answer.body === null) {
      if (!READ_BY_ID[category]) return null;
      return (await this.getById(category as 'account' | 'currency', id, options)) as ListingByCategory[C];
    }
    return parseShape(LISTING_SCHEMAS[category], unwrapListing(answer.body), { method, path });
  }

  private async ownListings(path: string, query: OwnListingQuery | undefined, options: CallOptions | undefined): Promise<OwnListingList> {
    const filters = validate(ownListingQuery, query ?? {});
    const params = searchParams({
      status: filters.statuses && filters.statuses.length > 0 ? filters.statuses.join(',') : undefined,
      game: filters.game,
      title: filters.title,
      limit: filters.limit,
      offset: filters.offset,
    });
    const answer = await this.core.send({ kind: 'read', method: 'GET', path, query: params, auth: true, list: true, options });
    return parseOwnListings(answer.body, { method: 'GET', path });
  }
}
