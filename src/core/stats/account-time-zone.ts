import type { Stores } from '../../store/stores.js';

/**
 * The zone an account's days are counted in. The seller names a zone in two places,
 * the daily digest and the working hours; the digest's wins because it is about
 * sales, and with neither the days are UTC.
 */
export async function accountTimeZone(stores: Pick<Stores, 'alertSettings' | 'away'>, accountId: string): Promise<string> {
  const { digest } = await stores.alertSettings.get(accountId);
  if (digest !== null) return digest.timeZone;
  return (await stores.away.hours(accountId))?.timeZone ?? 'UTC';
}
