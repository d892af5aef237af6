import { request as httpRequest } from 'node:http';
import { forEachBounded } from '../jobs/sweeper.js';
import type { Stores } from '../src/store/stores.js';
import type { BenchShop } from './sandbox-shops.js';

/** A page logged in: its session token, and how long the exchange took. */
export interface PageLogin {
  session: string;
  ms: number;
}

/**
 * Each page's own loopback address (127.1.x.y): the per-address login limit then counts each
 * page as the person at their own machine it stands for, as it would in use.
 */
function pageAddress(page: number): string {
  return `127.1.${Math.floor(page / 250)}.${1 + (page % 250)}`;
}

/**
 * Logs pages in as `dashboard` in a chat and the page do: a one-time login token issued for
 * the shop's owner (`DashboardLoginStore.issue`), exchanged at `POST /dashboard/api/session`
 * over a new connection from the page's own address. `firstPage` numbers the pages, so no two
 * pages of one run share an address.
 */
export async function logInPages(options: {
  apiUrl: string;
  stores: Stores;
  /** The shop of each page, in page order. */
  shops: readonly BenchShop[];
  firstPage: number;
}): Promise<PageLogin[]> {
  const logins = new Array<PageLogin>(options.shops.length);
  await forEachBounded(
    options.shops.map((shop, index) => ({ shop, index })),
    16,
    async ({ shop, index }) => {
      const actor = { platform: 'telegram' as const, userId: shop.ownerUserId, displayName: `Owner ${shop.ownerUserId}` };
      const login = await options.stores.dashboardLogins.issue({ identityId: shop.ownerIdentityId, accountId: shop.accountId, actor });
      const started = performance.now();
      const answer = await postJson(`${options.apiUrl}/dashboard/api/session`, { login }, pageAddress(options.firstPage + index));
      if (answer.status !== 200) throw new Error(`the dashboard refused a login: ${answer.status} ${answer.text}`);
      const { session } = JSON.parse(answer.text) as { session: string };
      logins[index] = { session, ms: performance.now() - started };
    },
  );
  return logins;
}

function postJson(url: string, body: unknown, localAddress: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      url,
      { method: 'POST', agent: false, localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}
