import type { SandboxCore } from './core.js';
import { json } from './http-io.js';
import { param, type AddRoute } from './route.js';
import { orderView } from './views.js';

export function addOrderRoutes(add: AddRoute, core: SandboxCore): void {
  const { orders } = core;
  add('GET', '/v1/orders/me', {
    auth: 'seller',
    write: false,
    body: 'none',
    handle: (ctx) => json(200, orders.list(ctx.seller.id, ctx.query)),
  });
  add('GET', '/v1/orders/:orderId', {
    auth: 'seller',
    write: false,
    body: 'none',
    handle: (ctx) => json(200, orderView(orders.own(ctx.seller.id, param(ctx, 'orderId')))),
  });
  add('POST', '/v1/orders/:orderId/deliver', {
    auth: 'seller',
    write: true,
    body: 'json',
    handle: (ctx) => json(200, orderView(orders.deliver(ctx.seller.id, param(ctx, 'orderId'), ctx.body))),
  });
}
