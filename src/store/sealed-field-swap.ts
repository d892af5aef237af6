import type { RedisConnection } from '../runtime/redis-connection.js';
import { RedisScript } from './redis-script.js';

// KEYS: a hash. ARGV: field, sealed as read, sealed anew, … Compare-and-set per field: a value
// deleted or replaced while re-sealing ran (a code delivered, a secret rotated) stays as it now is.
const SWAP_SEALED = new RedisScript(
  'swapSealedFields',
  `local swapped = 0
for i = 1, #ARGV, 3 do
  if redis.call('HGET', KEYS[1], ARGV[i]) == ARGV[i + 1] then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 2])
    swapped = swapped + 1
  end
end
return swapped`,
);

/** `vault:reseal` on a hash of sealed values: `swaps` is field, sealed as read, sealed anew, …; answers how many were swapped. */
export async function swapSealedFields(redis: RedisConnection, key: string, swaps: readonly string[]): Promise<number> {
  return Number(await SWAP_SEALED.run(redis, [key], swaps));
}
