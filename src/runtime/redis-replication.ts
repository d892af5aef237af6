import type { RedisConnection } from './redis-connection.js';

/**
 * A replica that acknowledged nothing for longer is failing: waiting on it would stall every
 * caller until Redis drops it. It acknowledges every second; a busy machine delays that by a
 * few, and a replica skipped then is a failover that could take a send record back.
 */
const LIVE_REPLICA_MAX_LAG_SECONDS = 5;

/**
 * Waits until the replicas of the master serving `key` hold every write this connection
 * made so far (Redis's WAIT), so a failover to any of them cannot take those writes back.
 * Only replicas in sync that acknowledged within the last seconds are waited for (each
 * acknowledges every second); a master without any answers true at once. False when one
 * of them has not caught up within `timeoutMs`. WAIT and INFO name no key: in a cluster,
 * `key` sends both pipelines to the master of its slot.
 */
export async function replicasHold(redis: RedisConnection, key: string, timeoutMs: number): Promise<boolean> {
  const info = await redis.pipeline().exists(key).info('replication').exec();
  const replicas = liveReplicas(String(answerOf(info, 1)));
  if (replicas === 0) return true;
  const waited = await redis.pipeline().exists(key).wait(replicas, timeoutMs).exec();
  return Number(answerOf(waited, 1)) >= replicas;
}

function answerOf(results: [Error | null, unknown][] | null, index: number): unknown {
  const [error, answer] = results?.[index] ?? [new Error('redis answered no result'), null];
  if (error) throw error;
  return answer;
}

/** `slaveN:ip=…,port=…,state=online,offset=…,lag=…` lines of INFO replication. */
function liveReplicas(info: string): number {
  let live = 0;
  for (const line of info.split(/\r?\n/)) {
    if (!/^slave\d+:/.test(line)) continue;
    const fields = new Map(
      line
        .slice(line.indexOf(':') + 1)
        .split(',')
        .map((field) => field.split('=') as [string, string]),
    );
    if (fields.get('state') === 'online' && Number(fields.get('lag')) <= LIVE_REPLICA_MAX_LAG_SECONDS) live += 1;
  }
  return live;
}
