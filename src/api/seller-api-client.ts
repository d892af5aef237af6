import { RequestCore } from './request-core.js';
import { BudgetResource } from './resources/budget-resource.js';
import { CatalogueResource } from './resources/catalogue-resource.js';
import { ImagesResource } from './resources/images-resource.js';
import { ListingsResource } from './resources/listings-resource.js';
import { OrdersResource } from './resources/orders-resource.js';
import { UnitsResource } from './resources/units-resource.js';
import type { SellerApi, SellerApiClientOptions } from './seller-api.js';

/**
 * The typed Seller API client: one resource per part of the spec (`client.listings.publish(…)`,
 * `client.orders.deliver(…)`), each in `resources/`, all sending through one `RequestCore`,
 * where budgets, retries and error mapping live.
 */
export class SellerApiClient implements SellerApi {
  readonly catalogue: CatalogueResource;
  readonly images: ImagesResource;
  readonly listings: ListingsResource;
  readonly units: UnitsResource;
  readonly orders: OrdersResource;
  readonly budget: BudgetResource;

  private readonly core: RequestCore;

  constructor(options: SellerApiClientOptions) {
    this.core = new RequestCore(options);
    this.catalogue = new CatalogueResource(this.core);
    this.images = new ImagesResource(this.core);
    this.listings = new ListingsResource(this.core);
    this.units = new UnitsResource(this.core);
    this.orders = new OrdersResource(this.core);
    this.budget = new BudgetResource(this.core);
  }

  /** Closes the connection pool the client created (not an injected dispatcher). */
  async close(): Promise<void> {
    await this.core.close();
  }
}
