import type { Redis } from 'ioredis';

/** Instant sales the jobs counted for an account (jobs/sales-counter.ts), or null before they counted any. */
export async function countedInstantSales(redis: Redis, namespace: string, accountId: string): Promise<{ count: number; lastAt: number | null } | null> {
  const fields = await redis.hgetall(`${namespace}:sales:${accountId}`);
  if (fields.instant === undefined) return null;
  return { count: Number(fields.instant), lastAt: fields.lastAt === undefined ? null : Number(fields.lastAt) };
}
