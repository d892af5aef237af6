import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Redis, type RedisOptions } from 'ioredis';

/** One redis-server (or Sentinel) the test started, answering on 127.0.0.1. */
export interface RedisServerChild {
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts `redis-server` with `args` (its log in `dir`) and waits until it answers PING
 * on `port` as a client with `probe` (TLS, password) would reach it.
 */
export async function startRedisServerChild(
  dir: string,
  name: string,
  port: number,
  args: string[],
  probe: RedisOptions = {},
): Promise<RedisServerChild> {
  const child = spawn('redis-server', [...args, '--logfile', join(dir, `${name}.log`)], { stdio: 'ignore' });
  const stop = () => stopChild(child);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, ...probe });
    client.on('error', () => undefined);
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return { port, stop };
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`redis-server ${name} did not start on port ${port} (see ${join(dir, `${name}.log`)})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      client.disconnect();
    }
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
