import { mastersOf, type RedisConnection } from '../runtime/redis-connection.js';
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

/**
 * The last look at each account's own listings, so the next look can tell what changed: one
 * string per account, the rows of `encodeSnapshot`. A string, not a hash of a field per
 * listing: a title makes a row longer than a compact hash's 64-byte values, and Redis keeps such
 * a hash as a table, 400 bytes for a shop of one listing against about 200 as a string. A look
 * always replaces the snapshot whole, so nothing is lost by writing it whole.
 */
export class ListingSnapshots {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  /** Every listing of the last look by id; null before the first look. */
  async read(accountId: string): Promise<Map<string, SeenListing> | null> {
    const key = listingSnapshotKey(this.namespace, accountId);
    let raw: string | null;
    try {
      raw = await this.redis.get(key);
    } catch (error) {
      if (!isWrongType(error)) throw error;
      return this.readHash(key);
    }
    return raw === null ? null : decodeSnapshot(raw);
  }

  /** One listing as the last look saw it: the order list names neither its category nor its game. */
  async seen(accountId: string, listingId: string): Promise<SeenListing | null> {
    return (await this.read(accountId))?.get(listingId) ?? null;
  }

  /** This look replaces the last one whole: a listing gone from it is gone from the snapshot. */
  async replace(accountId: string, listings: ReadonlyMap<string, SeenListing>): Promise<void> {
    await this.redis.set(listingSnapshotKey(this.namespace, accountId), encodeSnapshot(listings));
  }

  async forget(accountId: string): Promise<void> {
    await this.redis.del(listingSnapshotKey(this.namespace, accountId));
  }

  /**
   * Snapshots written as a hash (a field per listing, `~` marking the first look) before they
   * were one string: read until `npm run redis:upgrade-keys` rewrites them or the next look does.
   */
  private async readHash(key: string): Promise<Map<string, SeenListing> | null> {
    const raw = await this.redis.hgetall(key);
    if (raw[HASH_BASELINE] === undefined) return null;
    const seen = new Map<string, SeenListing>();
    for (const [id, value] of Object.entries(raw)) if (id !== HASH_BASELINE) seen.set(id, decodeRow(JSON.parse(value) as SeenRow));
    return seen;
  }
}

/** Field of a hash snapshot (before snapshots were strings) saying a first look was taken. */
const HASH_BASELINE = '~';
const TITLE_KEPT = 60;

function isWrongType(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('WRONGTYPE');
}

/** Rewrites the snapshots kept as hashes as strings, each as it is; answers how many. One Redis, or every master of a cluster. */
export async function compactListingSnapshots(redis: RedisConnection, namespace: string): Promise<number> {
  let rewritten = 0;
  for (const master of mastersOf(redis)) {
    let cursor = '0';
    do {
      const [next, keys] = await master.scan(cursor, 'MATCH', `${namespace}:*:jobs:listings:*`, 'COUNT', 1000);
      cursor = next;
      const snapshots = new ListingSnapshots(master, namespace);
      for (const key of keys) {
        const accountId = key.slice(key.lastIndexOf(':') + 1);
        if (listingSnapshotKey(namespace, accountId) !== key || (await master.type(key)) !== 'hash') continue;
        const seen = await snapshots.read(accountId);
        if (seen === null) await master.del(key);
        else await master.multi().del(key).set(key, encodeSnapshot(seen)).exec();
        rewritten += 1;
      }
    } while (cursor !== '0');
  }
  return rewritten;
}

/** The account's snapshot: a string since this release, a hash before (see `readHash`). */
export function listingSnapshotKey(namespace: string, accountId: string): string {
  return `${keyScope(namespace, accountId)}:jobs:listings:${accountId}`;
}

type SeenRow = [string, number | null, string, string, string | null | undefined, [string | null, string | null] | null | undefined];

/** A JSON array of one row per listing, `[id, status, stock, category, title, game, currencyUnit]`, the title cut to 60 characters. */
function encodeSnapshot(listings: ReadonlyMap<string, SeenListing>): string {
  const rows: unknown[] = [];
  for (const [id, seen] of listings) {
    const unit = seen.currencyUnit === null ? null : [seen.currencyUnit.scale, seen.currencyUnit.productName];
    rows.push([id, seen.status, seen.stock, seen.category, seen.title.slice(0, TITLE_KEPT), seen.game, unit]);
  }
  return JSON.stringify(rows);
}

function decodeSnapshot(raw: string): Map<string, SeenListing> {
  const rows = JSON.parse(raw) as [string, ...SeenRow][];
  return new Map(rows.map(([id, ...row]) => [id, decodeRow(row)]));
}

function decodeRow([status, stock, category, title, game, unit]: SeenRow): SeenListing {
  // Rows written before the currency unit was kept have no sixth element: unknown until the next look reads it.
  const currencyUnit = Array.isArray(unit) ? { scale: unit[0], productName: unit[1] } : null;
  return { status, stock, category, title, game: game ?? null, currencyUnit };
}
