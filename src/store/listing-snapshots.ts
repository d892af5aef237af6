import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';

/** One own listing as the listing watch last saw it. */
export interface SeenListing {
  status: string;
  stock: number | null;
  category: string;
  title: string;
  /** Absent in snapshots written before the sales book needed it. */
  game: string | null;
  /**
   * A currency listing's scale and product name, which only its read by id and the catalogue
   * carry (never its summary row): read once per listing, then carried from look to look, as
   * a listing's product never changes. Null for other categories, and until it was read.
   */
  currencyUnit: SeenCurrencyUnit | null;
}

/** What one of a currency listing's price and stock stands for; `scale` as the marketplace wrote it. */
export interface SeenCurrencyUnit {
  scale: string | null;
  productName: string | null;
}

/** Field of the snapshot hash saying a first look was taken (nothing is alerted on a first look). */
const BASELINE = '~';
const TITLE_KEPT = 60;

/** The last look at each account's own listings, so the next look can tell what changed. */
export class ListingSnapshots {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  /** Every listing of the last look by id; null before the first look. */
  async read(accountId: string): Promise<Map<string, SeenListing> | null> {
    const raw = await this.redis.hgetall(listingSnapshotKey(this.namespace, accountId));
    if (raw[BASELINE] === undefined) return null;
    const seen = new Map<string, SeenListing>();
    for (const [id, value] of Object.entries(raw)) if (id !== BASELINE) seen.set(id, decodeSeen(value));
    return seen;
  }

  /** One listing as the last look saw it: the order list names neither its category nor its game. */
  async seen(accountId: string, listingId: string): Promise<SeenListing | null> {
    const raw = await this.redis.hget(listingSnapshotKey(this.namespace, accountId), listingId);
    return raw === null ? null : decodeSeen(raw);
  }

  /** This look replaces the last one whole: a listing gone from it is gone from the snapshot. */
  async replace(accountId: string, listings: ReadonlyMap<string, SeenListing>): Promise<void> {
    const key = listingSnapshotKey(this.namespace, accountId);
    const snapshot: Record<string, string> = { [BASELINE]: '1' };
    for (const [id, seen] of listings) snapshot[id] = encodeSeen(seen);
    await this.redis.multi().del(key).hset(key, snapshot).exec();
  }

  async forget(accountId: string): Promise<void> {
    await this.redis.del(listingSnapshotKey(this.namespace, accountId));
  }
}

/** Per listing `[status, stock, category, title, game, currencyUnit]` (JSON), the title cut to 60 characters. */
export function listingSnapshotKey(namespace: string, accountId: string): string {
  return `${keyScope(namespace, accountId)}:jobs:listings:${accountId}`;
}

function encodeSeen(seen: SeenListing): string {
  const unit = seen.currencyUnit === null ? null : [seen.currencyUnit.scale, seen.currencyUnit.productName];
  return JSON.stringify([seen.status, seen.stock, seen.category, seen.title.slice(0, TITLE_KEPT), seen.game, unit]);
}

function decodeSeen(raw: string): SeenListing {
  const [status, stock, category, title, game, unit] = JSON.parse(raw) as [
    string,
    number | null,
    string,
    string,
    string | null | undefined,
    [string | null, string | null] | null | undefined,
  ];
  // Snapshots written before the currency unit was kept have no sixth element: unknown until the next look reads it.
  const currencyUnit = Array.isArray(unit) ? { scale: unit[0], productName: unit[1] } : null;
  return { status, stock, category, title, game: game ?? null, currencyUnit };
}
