import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import type { RedisTarget } from './redis-connection.js';

export interface RedisChoice {
  target: RedisTarget;
  /** How it was found, told to the newcomer in one line. */
  origin: 'configured' | 'already-running' | 'embedded';
  stop(): Promise<void>;
}

export class RedisUnavailableError extends Error {
  constructor() {
    super(
      'Hawker needs Redis and none was found: set REDIS_URL (or REDIS_SENTINELS), start one on 127.0.0.1:6379, ' +
        'or install redis-server (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) and run npm start again.',
    );
    this.name = 'RedisUnavailableError';
  }
}

export function answersPing(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}

function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * `npm start` on a fresh machine: use the configured Redis when given, else a Redis already on the
 * default port, else a private redis-server child with its data under `.data/redis`,
 * stopped when Hawker stops.
 */
export interface ChooseRedisOptions {
  /** REDIS_URL or REDIS_SENTINELS as the configuration read them; undefined when neither is set. */
  configured?: RedisTarget | undefined;
  dataDir?: string;
  /** Where a Redis may already be running. */
  defaultPort?: number;
  /** Where the private redis-server listens. */
  embeddedPort?: number;
}

export async function chooseRedis(options: ChooseRedisOptions): Promise<RedisChoice> {
  if (options.configured) return { target: options.configured, origin: 'configured', stop: async () => {} };
  const defaultPort = options.defaultPort ?? 6379;
  if (await answersPing('127.0.0.1', defaultPort)) {
    return { target: { kind: 'url', url: `redis://127.0.0.1:${defaultPort}` }, origin: 'already-running', stop: async () => {} };
  }
  if (!redisServerInstalled()) throw new RedisUnavailableError();

  const port = options.embeddedPort ?? 6390;
  const dir = resolve(options.dataDir ?? '.data/redis');
  mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await answersPing('127.0.0.1', port)) {
      return { target: { kind: 'url', url: `redis://127.0.0.1:${port}` }, origin: 'embedded', stop: () => stopChild(child) };
    }
    if (child.exitCode !== null) break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await stopChild(child);
  throw new Error(`redis-server did not start on 127.0.0.1:${port} (is the port taken?)`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
